import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopNav } from '@/components/navigation/DesktopNav';
import { OldNav } from '@/components/navigation/OldNav';
import { MAIN_NAVIGATION, OLD_NAVIGATION } from '@/lib/shared/navigation';

const trigger = (name: string) => screen.getByRole('button', { name });

async function openWithKeyboard(name: string, key: '{Enter}' | '{ArrowDown}') {
  const user = userEvent.setup();
  act(() => trigger(name).focus());
  await user.keyboard(key);
  const menu = await screen.findByRole('menu', { name });
  return { user, menu };
}

describe('DesktopNav', () => {
  it('wires each trigger to its menu with aria-haspopup, aria-expanded and aria-controls', async () => {
    render(<DesktopNav items={MAIN_NAVIGATION} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const resources = trigger('Resources');
    expect(resources).toHaveAttribute('aria-haspopup', 'menu');
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    const { menu } = await openWithKeyboard('Resources', '{Enter}');
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(resources).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('menuitem', { name: 'Past Newsletters New' })).toHaveAttribute(
      'href',
      '/archive/past-newsletters',
    );
  });

  it('opens with ArrowDown, focuses the first item and shows nested groups as labelled sections', async () => {
    render(<DesktopNav items={MAIN_NAVIGATION} />);
    const { user, menu } = await openWithKeyboard('VTrans – Transportation Plan', '{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'About VTrans' })).toHaveFocus());
    const overview = within(menu).getByRole('group', { name: 'Overview' });
    expect(within(overview).getByRole('menuitem', { name: 'CTB and OIPI Roles New' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'Long-term' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Policies and Statutory Requirements' })).toHaveFocus();
  });

  it('moves with the arrow keys and skips disabled items', async () => {
    render(<OldNav items={OLD_NAVIGATION} />);
    const { user, menu } = await openWithKeyboard('About', '{Enter}');
    const disabled = within(menu).getByRole('menuitem', { name: 'Public Comment (closed)' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'About VTrans' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'About GAP-TA' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'About VTrans' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<DesktopNav items={MAIN_NAVIGATION} />);
    const { user } = await openWithKeyboard('InteractVTrans', '{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger('InteractVTrans')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('InteractVTrans')).toHaveFocus();
  });

  it('closes when the window scrolls', async () => {
    render(<DesktopNav items={MAIN_NAVIGATION} />);
    await openWithKeyboard('GAP - Technical Assistance', '{Enter}');
    act(() => {
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger('GAP - Technical Assistance')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens external links in a new tab and says so', async () => {
    render(<OldNav items={OLD_NAVIGATION} />);
    const { menu } = await openWithKeyboard('About', '{Enter}');
    const ctb = within(menu).getByRole('menuitem', {
      name: 'Commonwealth Transportation Board (opens in a new tab)',
    });
    expect(ctb).toHaveAttribute('href', 'https://www.ctb.virginia.gov/');
    expect(ctb).toHaveAttribute('target', '_blank');
    expect(ctb).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a top-level link as a link in the bar', () => {
    render(<DesktopNav items={[{ label: 'Home', type: 'internal-link', href: '/' }]} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
