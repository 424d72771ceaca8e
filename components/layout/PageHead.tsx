import Head from 'next/head';
import type { PageMeta } from '@/lib/shared/pageRegistry';

/**
 * <title>, description, keywords, canonical URL, the page's editions in other languages (hreflang), Open Graph
 * tags and robots from the page metadata.
 */
export function PageHead({ meta }: { meta: PageMeta }) {
  return (
    <Head>
      <title>{meta.title}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.keywords.length > 0 && <meta name="keywords" content={meta.keywords.join(', ')} />}
      <link rel="canonical" href={meta.canonical} />
      {/* Each edition of the page in the site's languages, for search engines and browsers. */}
      {meta.alternates?.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="VTrans" />
      <meta property="og:title" content={meta.title} />
      {meta.description && <meta property="og:description" content={meta.description} />}
      <meta property="og:url" content={meta.canonical} />
      {meta.noindex && <meta name="robots" content="noindex, nofollow" />}
    </Head>
  );
}
