import { CacheProvider } from '@emotion/react';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import {
  createEmotionCache,
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { env } from '@/lib/server/env';
import { languageOf } from '@/lib/server/i18n/messages';
import { EarlyEvents } from '@/lib/server/http/earlyEvents';
import { fontPreloads } from '@/lib/server/http/fontPreloads';
import {
  asAfterPaintScript,
  ScriptsAfterPaintLoader,
  scriptsWaitForPaint,
} from '@/lib/server/http/scriptsAfterPaint';
import { contentSecurityPolicy, EMBEDDABLE_CSP, strictTransportSecurity } from '@/lib/server/security/csp';
import { newNonce } from '@/lib/server/security/nonce';
import { mapBasemapConfig } from '@/lib/server/services/mapConfig';
import { BASEMAP_CONFIG_ELEMENT, basemapCsp, type BasemapConfig } from '@/lib/shared/basemapConfig';
import { ROUTES } from '@/lib/shared/routes';
import { rootCss } from '@/styles/tokens';

const ROOT_CSS = rootCss();

type DocumentPlugin = NonNullable<
  NonNullable<Parameters<typeof documentGetInitialProps>[1]>['plugins']
>[number];

/**
 * Next.js's document head with the page's own scripts and its dynamic chunks as inert scripts that the loader at
 * the end of the body starts once the text is on screen (lib/server/http/scriptsAfterPaint.tsx).
 * The inline bootstrap, which only queues the chunk list, and the polyfills for browsers without modules are
 * unchanged.
 */
class HeadWithScriptsAfterPaint extends Head {
  override getScripts(files: Parameters<Head['getScripts']>[0]) {
    return super.getScripts(files).map(asAfterPaintScript);
  }

  override getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    return super.getDynamicChunks(files).map(asAfterPaintScript);
  }
}

type Props = DocumentProps & DocumentHeadTagsProps & { nonce?: string; basemap?: BasemapConfig };

export default function Document(props: Props) {
  // A content page's scripts, in Next.js's order, are fetched and run once its text is on screen; a page drawn
  // by its scripts (the Map Explorer) keeps Next.js's deferred scripts.
  const afterPaint = scriptsWaitForPaint(props.__NEXT_DATA__.page);
  const DocumentHead = afterPaint ? HeadWithScriptsAfterPaint : Head;
  // The page's language and direction: an edition in Arabic reads right to left.
  const language = languageOf(props.locale ?? props.__NEXT_DATA__.locale);
  return (
    <Html lang={language.htmlLang} dir={language.dir}>
      <DocumentHead nonce={props.nonce}>
        {/* First, so a click or submit made before the page is live is kept and done once it is. */}
        <EarlyEvents nonce={props.nonce} />
        {/* The text's fonts, fetched with the CSS rather than after layout: text paints in the first frame. */}
        {fontPreloads().map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/* The design tokens as custom properties, for the CSS modules of the frame and content. */}
        <style nonce={props.nonce} dangerouslySetInnerHTML={{ __html: ROOT_CSS }} />
        <DocumentHeadTags {...props} />
        {/* Where every map's basemap comes from, when a setting chose one (components/map/basemap.ts reads it). */}
        {props.basemap && props.basemap.source !== 'local' && (
          <script
            type="application/json"
            id={BASEMAP_CONFIG_ELEMENT}
            nonce={props.nonce}
            dangerouslySetInnerHTML={{ __html: JSON.stringify(props.basemap).replace(/</g, '\\u003c') }}
          />
        )}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title="VTrans and GAP-TA updates"
          href="/updates.xml"
        />
      </DocumentHead>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
        {afterPaint && <ScriptsAfterPaintLoader nonce={props.nonce} />}
      </body>
    </Html>
  );
}

/** A fresh nonce per request: the CSP header names it, Next's scripts and Emotion's styles carry it. */
Document.getInitialProps = async (ctx: DocumentContext) => {
  const nonce = newNonce();
  const e = env();
  const basemap = mapBasemapConfig();
  if (ctx.res && !ctx.res.headersSent) {
    const policy = contentSecurityPolicy({
      nonce,
      dev: e.NODE_ENV === 'development',
      scriptUrls: [e.TRANSLATE_SCRIPT_URL, e.BRANDING_BAR_URL, e.NEWSLETTER_SUBSCRIBE_URL],
      // The basemap's hosts, only when a basemap setting is made (every page that may hold a map); framing by
      // any site, only on the Data Explorer's embed view.
      extra: {
        ...basemapCsp(basemap),
        ...(ctx.pathname === ROUTES.dataExplorerEmbed ? EMBEDDABLE_CSP : {}),
      },
    });
    ctx.res.setHeader('Content-Security-Policy', policy);
    const hsts = strictTransportSecurity(e.SITE_URL);
    if (hsts) ctx.res.setHeader('Strict-Transport-Security', hsts);
  }
  // One Emotion cache per request, around the whole app: pages that use MUI (withMui) write their styles
  // into it, and they are extracted into <head> under the nonce. Pages without MUI leave it empty.
  const emotionCache = createEmotionCache({ key: 'mui', nonce });
  const provideCache: DocumentPlugin = {
    enhanceApp: (App) =>
      function WithEmotionCache(props) {
        return (
          <CacheProvider value={emotionCache}>
            <App {...props} />
          </CacheProvider>
        );
      },
    resolveProps: async (props) => props,
  };
  return {
    ...(await documentGetInitialProps(ctx, { emotionCache, plugins: [provideCache] })),
    nonce,
    basemap,
  };
};
