import { USER_ID } from '@/lib/server/log';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { allows, currentUser, type AuthRule } from '@/lib/server/auth/session';
import { pageCopy } from '@/lib/server/pageCopy';
import { env } from '@/lib/server/env';
import { listAnnouncements } from '@/lib/server/services/announcements';
import { periodNoticesFor, type PeriodNotice } from '@/lib/server/services/commentPeriods';
import { translatedAnnouncement } from '@/lib/server/services/translations';
import { getArticle } from '@/lib/server/services/articles';
import { latestAnnouncementFor, type Announcement } from '@/lib/shared/schemas/announcements';
import type { MdTree } from '@/lib/shared/markdown';
import type { Article } from '@/lib/shared/schemas/articles';
import { EMBEDDED_SUBSCRIBE_URL } from '@/lib/shared/schemas/newsletter/rules';
import { pageDefinition, pageTitle, sectionFor, type PageMeta } from '@/lib/shared/pageRegistry';
import { organizationName } from '@/lib/shared/organizations';
import type { SessionUser, StaffAccount } from '@/lib/shared/schemas/people';
import type { SiteConfig } from '@/lib/shared/site';
import { HttpError } from '@/lib/shared/errors';
import { hasCatalog, languageOf, messagesFor, siteLanguages } from '@/lib/server/i18n/messages';
import {
  DEFAULT_LOCALE,
  localePath,
  type MessageArea,
  type Messages,
  type PageTranslation,
} from '@/lib/shared/i18n';

/** Props every page receives for the site frame (rendered by _app). */
export interface FrameProps {
  meta: PageMeta;
  site: SiteConfig;
  announcement: Announcement | null;
  /** Open comment periods about this page (or any, on the home page): the notice above the content (issue 57). */
  periodNotices?: PeriodNotice[];
  /** The page's article record (Title, Intro), for article pages; otherwise null. */
  article: Article | null;
  /** The page's Markdown copy from content/pages/<article>.md, parsed on the server, or null. */
  copy: MdTree | null;
  /** Set (with status 403) when the signed-in user lacks the page's role: _app shows the 403 notice. */
  forbidden?: true;
  /** On pages that need a session: who is signed in, for the staff bar with its Sign out. */
  account?: StaffAccount;
  /** The page's messages in its language (the frame's and its own areas only). */
  messages: Messages;
  /** Outside English: what of this page is translated, by whom, and whether it was reviewed. */
  translation: PageTranslation | null;
}

/** What a page's loader may return: its own props, metadata overrides, or a 404. */
export type PageLoad<P> =
  | {
      props: P;
      title?: string;
      description?: string | null;
      status?: number;
      /** Set when the page's own text came translated from the database (a translated update or meeting). */
      translation?: PageTranslation;
    }
  | { notFound: true };

// Detail pages are chosen by their query string, so it is part of their canonical address.
const DETAIL_ROUTES = new Set(['/get-involved/meetings/meeting', '/get-involved/program-updates/update']);

const CONTENT_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Pages that depend on the session (or the sign-in flow) are never stored by a shared cache. */
const PRIVATE_CACHE = 'private, no-store';

/** The staff area and sign-in pages: in English only (their addresses under a locale lead to the English page). */
const staffOnly = (route: string) => route.startsWith('/admin') || route.startsWith('/auth');

/** Runtime configuration for the browser; indexable only on the production host. */
export function siteConfig(host: string | undefined): SiteConfig {
  const e = env();
  const production = new URL(e.SITE_URL);
  return {
    siteUrl: production.origin,
    indexable: host === production.host,
    // No provider configured: the embedded list (double opt-in, stored in the database) takes the signups.
    newsletterSubscribeUrl: e.NEWSLETTER_SUBSCRIBE_URL ?? EMBEDDED_SUBSCRIBE_URL,
    accessibilityPhone: e.ACCESSIBILITY_PHONE ?? null,
    brandingBarUrl: e.BRANDING_BAR_URL ?? null,
    translateScriptUrl: e.TRANSLATE_SCRIPT_URL ?? null,
    languages: siteLanguages(),
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
  const article = def.article ? await getArticle(def.article) : null;
  if (article) {
    title = pageTitle(article.Title);
    description = article.Intro;
  }
  if (overrides.title !== undefined) title = overrides.title;
  if (overrides.description !== undefined) description = overrides.description;
  const path = pathOf(ctx);
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const address = DETAIL_ROUTES.has(route) ? path : path.split('?')[0];
  // Staff pages exist in English only; every public page has an edition per language (hreflang).
  const editions = staffOnly(route) ? [] : siteLanguages();
  return {
    site,
    article,
    meta: {
      route,
      path,
      title,
      description,
      keywords: def.keywords,
      canonical: `${site.siteUrl}${localePath(locale, address)}`,
      locale,
      alternates: [
        ...editions.map((l) => ({
          hrefLang: l.htmlLang,
          href: `${site.siteUrl}${localePath(l.code, address)}`,
        })),
        ...(editions.length > 0 ? [{ hrefLang: 'x-default', href: `${site.siteUrl}${address}` }] : []),
      ],
      noindex: !site.indexable || def.unlisted,
      layout: def.layout,
      section: sectionFor(route),
      footer: def.footer,
      newsletter: def.newsletter,
      toolBar: def.toolBar,
    },
  };
}

type Loader<P, U> = (ctx: GetServerSidePropsContext, user: U) => Promise<PageLoad<P>>;

/**
 * getServerSideProps for a route of the registry: the page's own data (if any) plus the frame
 * props (metadata, site configuration, the latest announcement for this page). With `auth` it is the
 * one guard for pages (ARCHITECTURE §5): no session → /auth/unauthenticated with the way back, wrong
 * role → the 403 notice; the loader receives the signed-in user.
 */
export function page<P extends object = object>(
  route: string,
  load?: Loader<P, null>,
  options?: { areas?: readonly MessageArea[]; copyArea?: MessageArea },
): GetServerSideProps<P & FrameProps>;
export function page<P extends object = object>(
  route: string,
  load: Loader<P, SessionUser> | undefined,
  options: { auth: AuthRule; areas?: readonly MessageArea[]; copyArea?: MessageArea },
): GetServerSideProps<P & FrameProps>;
export function page<P extends object = object>(
  route: string,
  load?: Loader<P, SessionUser> | Loader<P, null>,
  options: {
    auth?: AuthRule;
    areas?: readonly MessageArea[];
    /** The area that holds the page's own text (the home page's): a language that has it has the page translated. */
    copyArea?: MessageArea;
  } = {},
): GetServerSideProps<P & FrameProps> {
  return async (ctx) => {
    const locale = ctx.locale ?? DEFAULT_LOCALE;
    if (locale !== DEFAULT_LOCALE && staffOnly(route)) {
      return { redirect: { destination: pathOf(ctx), locale: false, permanent: false } };
    }
    const guarded = options.auth !== undefined;
    const user = guarded ? await currentUser(ctx.req) : null;
    if (user) (ctx.res as unknown as Record<symbol, string>)[USER_ID] = user.id; // for the request log
    if (guarded || route.startsWith('/auth')) ctx.res.setHeader('Cache-Control', PRIVATE_CACHE);
    else ctx.res.setHeader('Cache-Control', CONTENT_CACHE);
    if (guarded && !user) {
      const back = encodeURIComponent(pathOf(ctx));
      return { redirect: { destination: `/auth/unauthenticated?callbackUrl=${back}`, permanent: false } };
    }
    const forbidden = guarded && user !== null && !allows(user, options.auth as AuthRule);
    let loaded: PageLoad<P> = { props: {} as P };
    let problem: { status: number; message: string; back: { href: string; label: string } | null } | null =
      null;
    try {
      if (load && !forbidden) loaded = await (load as Loader<P, SessionUser | null>)(ctx, user);
    } catch (err) {
      // A refused address (bad parameter, nothing there) is the person's to fix: say what and answer its
      // status, inside the frame. Anything else is ours and goes to the 500 page.
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      problem = { status: err.status, message: err.message, back: err.back ?? null };
    }
    if ('notFound' in loaded) return { notFound: true };
    const def = pageDefinition(route);
    const [{ meta, site, article }, announcements, copy, periodNotices] = await Promise.all([
      pageMeta(route, ctx, { title: loaded.title, description: loaded.description }),
      listAnnouncements(),
      def.article ? pageCopy(def.article) : null,
      staffOnly(route) ? [] : periodNoticesFor(route, locale),
    ]);
    // A translated edition of the page's copy, where there is one; its front matter names the translator.
    const translated = def.article && locale !== DEFAULT_LOCALE ? await pageCopy(def.article, locale) : null;
    const language = languageOf(locale);
    const translation: PageTranslation | null =
      locale === DEFAULT_LOCALE
        ? null
        : 'translation' in loaded && loaded.translation
          ? loaded.translation
          : translated
            ? {
                covers: 'content',
                by: String(translated.data.translatedBy ?? language.translation.by),
                reviewed: translated.data.reviewed === true,
                reviewedBy:
                  typeof translated.data.reviewedBy === 'string' ? translated.data.reviewedBy : null,
              }
            : options.copyArea && hasCatalog(locale, options.copyArea)
              ? { covers: 'content', ...language.translation }
              : { covers: 'frame', ...language.translation };
    if (translated) {
      if (typeof translated.data.title === 'string') meta.title = pageTitle(translated.data.title);
      if (typeof translated.data.intro === 'string') meta.description = translated.data.intro;
    }
    if (forbidden) ctx.res.statusCode = 403;
    else if (problem) ctx.res.statusCode = problem.status;
    else if ('status' in loaded && loaded.status) ctx.res.statusCode = loaded.status;
    return {
      props: {
        ...loaded.props,
        meta,
        site,
        article:
          article && translated
            ? {
                ...article,
                Title: typeof translated.data.title === 'string' ? translated.data.title : article.Title,
                Intro: typeof translated.data.intro === 'string' ? translated.data.intro : article.Intro,
              }
            : article,
        copy: (translated ?? copy)?.tree ?? null,
        messages: messagesFor(locale, options.areas),
        translation,
        announcement: await translatedAnnouncement(latestAnnouncementFor(announcements, route), locale),
        ...(periodNotices.length ? { periodNotices } : {}),
        ...(forbidden ? { forbidden: true as const } : {}),
        ...(user
          ? {
              account: {
                email: user.email,
                organization: organizationName(user.organizationId, null) || null,
              },
            }
          : {}),
        ...(problem ? { problem } : {}),
      },
    };
  };
}
