import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSelector } from '@/components/common/LanguageSelector';
import { LANGUAGES } from '@/lib/shared/languageList';

describe('LanguageSelector', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('shows English by default and renders the hidden widget container', () => {
    const { container } = render(<LanguageSelector translateScriptUrl={null} />);
    expect(screen.getByRole('combobox', { name: /Language/ })).toHaveTextContent('English');
    const widget = container.querySelector('#google_translate_element');
    expect(widget).not.toBeNull();
    expect(widget).not.toBeVisible();
  });

  it('opens with the keyboard, lists every language, and selecting Spanish drives the widget', async () => {
    const user = userEvent.setup();
    const widget = document.createElement('select');
    widget.className = 'goog-te-combo';
    widget.append(new Option('Select Language', ''), new Option('Spanish', 'es'));
    widget.tabIndex = -1; // the real widget sits hidden in its container
    document.body.append(widget);
    render(<LanguageSelector translateScriptUrl={null} />);
    const combobox = screen.getByRole('combobox', { name: /Language/ });
    await user.tab();
    expect(combobox).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    // The names come with the first opening (a chunk of their own): the chosen one then takes focus.
    const options = await within(listbox).findAllByRole('option');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'English' })).toHaveFocus());
    expect(options).toHaveLength(LANGUAGES.length);

    // Type-ahead to Spanish, then choose it with Enter. MUI's type-ahead starts over when keys come more
    // than 500 ms apart, which a loaded machine can make happen: hold its clock still while typing.
    const now = jest.spyOn(performance, 'now').mockReturnValue(performance.now());
    await user.keyboard('Spa');
    now.mockRestore();
    expect(within(listbox).getByRole('option', { name: 'Spanish' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(widget.value).toBe('es'));
    expect(document.documentElement.lang).toBe('es');
    widget.remove();
    expect(combobox).toHaveTextContent('Spanish');
  });

  it('injects the widget script once when a URL is configured', () => {
    const url = 'https://translate.example/element.js?cb=googleTranslateElementInit';
    render(<LanguageSelector translateScriptUrl={url} />);
    expect(document.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });
});
