import type { LanguageInfo } from './i18n';

/**
 * Runtime site configuration the browser needs (from lib/server/env.ts, passed through page props so
 * one build serves every environment). Every external service is optional: absent → feature off.
 */
export interface SiteConfig {
  /** Public origin of the production site, e.g. https://vtrans.virginia.gov. */
  siteUrl: string;
  /** True when this request's host is the production host (otherwise pages carry noindex). */
  indexable: boolean;
  /** Email-marketing provider's subscribe URL (…/subscribe/post?u=…&id=…), or null when signup is off. */
  newsletterSubscribeUrl: string | null;
  /** Phone number for accessible-format requests (Section 508 notice), or null. */
  accessibilityPhone: string | null;
  /** External state branding-bar script, or null. */
  brandingBarUrl: string | null;
  /** Page-translation widget script, or null. */
  translateScriptUrl: string | null;
  /** The languages the site is translated into (messages/<locale>/), English first. */
  languages: LanguageInfo[];
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteUrl: 'http://localhost:3000',
  indexable: false,
  newsletterSubscribeUrl: null,
  accessibilityPhone: null,
  brandingBarUrl: null,
  translateScriptUrl: null,
  languages: [
    {
      code: 'en',
      name: 'English',
      englishName: 'English',
      htmlLang: 'en',
      dir: 'ltr',
      translation: { by: 'VTrans web team (original text)', reviewed: true, reviewedBy: null },
    },
  ],
};
