import type { ReactNode } from 'react';
import { IntlProvider } from 'use-intl';
import { render, screen, within } from '@testing-library/react';
import { LinkPagination } from '@/components/common/LinkPagination';
import { messagesOf } from '../../helpers/messages';

function inLanguage(locale: string) {
  const messages = messagesOf(locale);
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} messages={messages} timeZone="America/New_York">
        {children}
      </IntlProvider>
    );
  };
}

describe('LinkPagination', () => {
  it("names its arrows and pages in the page's language (here Spanish), not in English", () => {
    render(<LinkPagination page={2} pageCount={5} label="Páginas" href={(n) => `/es/search?page=${n}`} />, {
      wrapper: inLanguage('es'),
    });
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(nav).getByRole('link', { name: 'Ir a la página anterior' })).toHaveAttribute(
      'href',
      '/es/search?page=1',
    );
    expect(within(nav).getByRole('link', { name: 'Ir a la página siguiente' })).toHaveAttribute(
      'href',
      '/es/search?page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Página 2, página actual' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Ir a la página 5' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Go to/ })).toBeNull();
  });
});
