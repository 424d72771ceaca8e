import Script from 'next/script';

/** The Commonwealth's branding-bar script, loaded where the footer is omitted (absent → nothing). */
export function BrandingBar({ url }: { url: string | null }) {
  if (!url) return null;
  return <Script id="va-branding-bar" src={url} strategy="lazyOnload" />;
}
