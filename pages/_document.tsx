import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import {
  createEmotionCache,
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { env } from '@/lib/server/env';
import { contentSecurityPolicy, EMBEDDABLE_CSP, strictTransportSecurity } from '@/lib/server/security/csp';
import { newNonce } from '@/lib/server/security/nonce';
import { basemapConfig, basemapCsp } from '@/lib/shared/basemapConfig';
import { ROUTES } from '@/lib/shared/routes';

type Props = DocumentProps & DocumentHeadTagsProps & { nonce?: string };

export default function Document(props: Props) {
  return (
    <Html lang="en">
      <Head nonce={props.nonce}>
        <DocumentHeadTags {...props} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title="VTrans and GAP-TA updates"
          href="/updates.xml"
        />
      </Head>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

/** A fresh nonce per request: the CSP header names it, Next's scripts and Emotion's styles carry it. */
Document.getInitialProps = async (ctx: DocumentContext) => {
  const nonce = newNonce();
  const e = env();
  if (ctx.res && !ctx.res.headersSent) {
    const policy = contentSecurityPolicy({
      nonce,
      dev: e.NODE_ENV === 'development',
      scriptUrls: [e.TRANSLATE_SCRIPT_URL, e.BRANDING_BAR_URL, e.NEWSLETTER_SUBSCRIBE_URL],
      // Esri's basemap hosts, only on the Map Explorer and only with an ARCGIS_API_KEY; framing by any site,
      // only on the Data Explorer's embed view.
      extra:
        ctx.pathname === ROUTES.mapExplorer
          ? basemapCsp(basemapConfig(e.ARCGIS_API_KEY))
          : ctx.pathname === ROUTES.dataExplorerEmbed
            ? EMBEDDABLE_CSP
            : {},
    });
    ctx.res.setHeader('Content-Security-Policy', policy);
    const hsts = strictTransportSecurity(e.SITE_URL);
    if (hsts) ctx.res.setHeader('Strict-Transport-Security', hsts);
  }
  const emotionCache = createEmotionCache({ key: 'mui', nonce });
  return { ...(await documentGetInitialProps(ctx, { emotionCache })), nonce };
};
