import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from '@/components/common/CopyButton';

describe('CopyButton (Copy gave no "Copied")', () => {
  it('says "Copied." beside the button once the clipboard has the text', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    render(<CopyButton text="https://example.org/view" label="Copy link" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied.');
    expect(writeText).toHaveBeenCalledWith('https://example.org/view');
    expect(await navigator.clipboard.readText()).toBe('https://example.org/view');
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="x" label="Copy code" />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Could not copy: select the text/);
  });
});
