import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { browserEmotionCache } from '@/lib/client/csp';
import theme from '@/styles/theme';

/**
 * MUI's theme and Emotion cache, for what uses MUI's widgets. On the server, pages/_document.tsx provides
 * the Emotion cache (with the request's CSP nonce) around the whole app and extracts the styles into <head>;
 * in the browser, the cache that carries the page's nonce. Renders no element of its own.
 */
export function MuiProviders({ children }: { children: ReactNode }) {
  const themed = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  const cache = browserEmotionCache();
  return cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed;
}

/**
 * A page that uses MUI's widgets (tools, staff pages, forms): `export default withMui(Page)`. Only such
 * pages bring MUI and Emotion to the browser; the site frame and content pages are styled with CSS modules
 *. Forgetting the wrapper shows in e2e/routes.spec.ts: Emotion then writes styles under its
 * default key, which the Content-Security-Policy blocks.
 */
export function withMui<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function MuiPage(props: P) {
    return (
      <MuiProviders>
        <Page {...props} />
      </MuiProviders>
    );
  }
  MuiPage.displayName = `withMui(${Page.displayName ?? Page.name ?? 'Page'})`;
  return MuiPage;
}
