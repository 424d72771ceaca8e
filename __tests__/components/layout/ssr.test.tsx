/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToString as renderReact } from 'react-dom/server';
import { IntlProvider } from 'use-intl';
import { englishMessages } from '../../helpers/messages';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { errorPageMeta } from '@/lib/shared/pageRegistry';
import { DEFAULT_SITE_CONFIG } from '@/lib/shared/site';

/** As pages/_app.tsx renders every page: inside the IntlProvider of its language. */
const renderToString = (ui: ReactElement) =>
  renderReact(
    <IntlProvider locale="en" messages={englishMessages} timeZone="America/New_York">
      {ui}
    </IntlProvider>,
  );

jest.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/404',
    asPath: '/404',
    query: {},
    push: jest.fn(),
    events: { on: jest.fn(), off: jest.fn() },
  }),
}));

describe('site frame on the server', () => {
  it('renders without touching browser globals, for both layouts', () => {
    for (const layout of ['redesign', 'older'] as const) {
      const meta = { ...errorPageMeta('Page not found', '/404'), layout, newsletter: true, toolBar: true };
      const html = renderToString(
        <SiteFrame
          meta={meta}
          site={{
            ...DEFAULT_SITE_CONFIG,
            newsletterSubscribeUrl: 'https://example.org/subscribe/post?u=a&id=b',
          }}
          announcement={null}
        >
          <h1>Body</h1>
        </SiteFrame>,
      );
      expect(html).toContain('Skip to main content');
      expect(html).toContain('id="main-content"');
    }
  });

  it('renders an embedded view with no header, navigation, newsletter or footer: only its main content', () => {
    const meta = {
      ...errorPageMeta('A view', '/interactvtrans/data-explorer/embed'),
      layout: 'embed' as const,
    };
    const html = renderToString(
      <SiteFrame meta={{ ...meta, newsletter: true }} site={DEFAULT_SITE_CONFIG} announcement={null}>
        <h1>Body</h1>
      </SiteFrame>,
    );
    // Emotion's style tag, then the main landmark and nothing else.
    expect(html).toMatch(
      /^(<style[^>]*>[^<]*<\/style>)?<main[^>]*data-layout="embed"[^>]*><h1>Body<\/h1><\/main>$/,
    );
  });
});
