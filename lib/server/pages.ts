import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { pageCopy } from '@/lib/server/content';
import { env } from '@/lib/server/env';
import * as content from '@/lib/server/services/content';
import { latestAnnouncementFor, type Announcement } from '@/lib/shared/schemas/announcements';
import type { Article } from '@/lib/shared/schemas/articles';
import { pageDefinition, pageTitle, sectionFor, type PageMeta } from '@/lib/shared/pages';
import type { SiteConfig } from '@/lib/shared/site';

/** Props every page receives for the site frame (rendered by _app). */
export interface FrameProps {
  meta: PageMeta;
  site: SiteConfig;
  announcement: Announcement | null;
  /** The page's article record (Title, Intro), for article pages; otherwise null. */
  article: Article | null;
  /** The page's Markdown copy from content/pages/<article>.md, or null. */
  copy: string | null;
}

/** What a page's loader may return: its own props, metadata overrides, or a 404. */
export type PageLoad<P> =
  { props: P; title?: string; description?: string | null; status?: number } | { notFound: true };

// Detail pages are chosen by their query string, so it is part of their canonical address.
const DETAIL_ROUTES = new Set(['/get-involved/meetings/meeting', '/get-involved/program-updates/update']);

const CONTENT_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Runtime configuration for the browser; indexable only on the production host. */
export function siteConfig(host: string | undefined): SiteConfig {
  const e = env();
  const production = new URL(e.SITE_URL);
  return {
    siteUrl: production.origin,
    indexable: host === production.host,
    newsletterSubscribeUrl: e.NEWSLETTER_SUBSCRIBE_URL ?? null,
    accessibilityPhone: e.ACCESSIBILITY_PHONE ?? null,
    brandingBarUrl: e.BRANDING_BAR_URL ?? null,
    translateScriptUrl: e.TRANSLATE_SCRIPT_URL ?? null,
  };
}

function pathOf(ctx: GetServerSidePropsContext): string {
  return (ctx.resolvedUrl || '/').split('#')[0];
}

/** Builds the metadata of a route: registry entry, article record, then the page's own overrides. */
export async function pageMeta(
  route: string,
  ctx: GetServerSidePropsContext,
  overrides: { title?: string; description?: string | null } = {},
): Promise<{ meta: PageMeta; site: SiteConfig; article: Article | null }> {
  const def = pageDefinition(route);
  const site = siteConfig(ctx.req.headers.host);
  let title = pageTitle(def.title);
  let description: string | null = def.description;
  const article = def.article ? await content.getArticle(def.article) : null;
  if (article) {
    title = pageTitle(article.Title);
    description = article.Intro;
  }
  if (overrides.title !== undefined) title = overrides.title;
  if (overrides.description !== undefined) description = overrides.description;
  const path = pathOf(ctx);
  return {
    site,
    article,
    meta: {
      route,
      path,
      title,
      description,
      keywords: def.keywords,
      canonical: `${site.siteUrl}${DETAIL_ROUTES.has(route) ? path : path.split('?')[0]}`,
      noindex: !site.indexable || def.unlisted,
      layout: def.layout,
      section: sectionFor(route),
      footer: def.footer,
      newsletter: def.newsletter,
      toolBar: def.toolBar,
    },
  };
}

/**
 * getServerSideProps for a route of the registry: the page's own data (if any) plus the frame
 * props (metadata, site configuration, the latest announcement for this page).
 */
export function page<P extends object = object>(
  route: string,
  load?: (ctx: GetServerSidePropsContext) => Promise<PageLoad<P>>,
): GetServerSideProps<P & FrameProps> {
  return async (ctx) => {
    const loaded: PageLoad<P> = load ? await load(ctx) : { props: {} as P };
    if ('notFound' in loaded) return { notFound: true };
    const def = pageDefinition(route);
    const [{ meta, site, article }, announcements, copy] = await Promise.all([
      pageMeta(route, ctx, { title: loaded.title, description: loaded.description }),
      content.listAnnouncements(),
      def.article ? pageCopy(def.article) : null,
    ]);
    if (loaded.status) ctx.res.statusCode = loaded.status;
    if (!route.startsWith('/admin') && !route.startsWith('/auth'))
      ctx.res.setHeader('Cache-Control', CONTENT_CACHE);
    return {
      props: {
        ...loaded.props,
        meta,
        site,
        article,
        copy: copy?.body ?? null,
        announcement: latestAnnouncementFor(announcements, route),
      },
    };
  };
}
