import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileDrawer, MobileMenuButton } from '@/components/navigation/MobileDrawer';
import { MAIN_NAVIGATION, type NavigationItem } from '@/lib/shared/navigation';

function renderDrawer(items: NavigationItem[] = MAIN_NAVIGATION) {
  const onClose = jest.fn();
  render(<MobileDrawer items={items} open onClose={onClose} />);
  return {
    user: userEvent.setup(),
    onClose,
    drawer: screen.getByRole('dialog', { name: 'Site navigation' }),
  };
}

describe('MobileDrawer', () => {
  it('drills into a group and goes back with Main Menu', async () => {
    const { user, drawer } = renderDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Main Menu' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Resources' }));

    expect(within(drawer).getByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      '/get-involved/frequently-asked-questions',
    );
    expect(within(drawer).queryByRole('button', { name: 'InteractVTrans' })).not.toBeInTheDocument();
    const back = within(drawer).getByRole('button', { name: 'Main Menu' });
    expect(back).toHaveFocus();

    await user.click(back);
    expect(within(drawer).queryByRole('button', { name: 'Main Menu' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'InteractVTrans' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Resources' })).toHaveFocus();
  });

  it('returns to the top level from a nested submenu', async () => {
    const { user, drawer } = renderDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'VTrans – Transportation Plan' }));
    await user.click(within(drawer).getByRole('button', { name: 'Long-term' }));
    expect(within(drawer).getByRole('link', { name: 'Megatrend: Climate' })).toHaveAttribute(
      'href',
      '/long-term-planning/megatrend-climate',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Main Menu' }));
    expect(within(drawer).getByRole('button', { name: 'GAP - Technical Assistance' })).toBeInTheDocument();
  });

  it('says what a desktop-first tool offers on a phone before opening it', async () => {
    const { user, drawer, onClose } = renderDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'InteractVTrans' }));
    expect(within(drawer).queryByRole('link', { name: 'MapExplorer App' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Submit' })).toHaveAttribute(
      'href',
      '/interactvtrans/submit',
    );

    const before = window.location.href;
    await user.click(within(drawer).getByRole('button', { name: 'MapExplorer App' }));
    // The tools work on phones: the notice says so, and what works there, never that the page is unsupported.
    const notice = within(drawer).getByRole('alert');
    expect(notice).not.toHaveTextContent(/not supported/i);
    expect(notice).toHaveTextContent('MapExplorer App works best on a larger screen.');
    expect(notice).toHaveTextContent('On a phone the map comes first: turn layers on under “Layers”');
    expect(window.location.href).toBe(before);
    expect(onClose).not.toHaveBeenCalled();
    // The notice stays, and the person can go on to the tool from it.
    const onward = within(notice).getByRole('link', { name: 'Open MapExplorer App' });
    expect(onward).toHaveAttribute('href', '/interactvtrans/map-explorer');
    expect(onward).toHaveFocus();
    await user.click(within(drawer).getByRole('button', { name: 'DataExplorer App' }));
    expect(within(drawer).getByRole('alert')).toHaveTextContent(
      'DataExplorer App works best on a larger screen. On a phone the chart comes first',
    );
    expect(
      within(within(drawer).getByRole('alert')).getByRole('link', { name: 'Open DataExplorer App' }),
    ).toHaveAttribute('href', '/interactvtrans/data-explorer');
  });

  it('shows tags and calls onClose from the Close menu button', async () => {
    const { user, drawer, onClose } = renderDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Resources' }));
    expect(within(drawer).getByRole('link', { name: 'About UDAs New' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes after following a link', async () => {
    const { user, drawer, onClose } = renderDrawer([
      {
        label: 'Go',
        type: 'item-group',
        groupItems: [{ label: 'Home', type: 'internal-link', href: '#home' }],
      },
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'Go' }));
    await user.click(within(drawer).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('MobileMenuButton', () => {
  it('is labelled Open menu and calls onClick', async () => {
    const onClick = jest.fn();
    render(<MobileMenuButton onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
