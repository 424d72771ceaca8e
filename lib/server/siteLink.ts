import { siteOrigin } from '@/lib/server/env';
import { absolute } from '@/lib/shared/routes';

/**
 * An absolute link to a page of the site (`path` from lib/shared/routes.ts), for mail: every link the site
 * sends points at the address people sign in at (siteOrigin), so a link and the sign-in it may lead to agree.
 * (Not in env.ts: the production server's entry loads env.ts compiled on its own, without the `@/` alias.)
 */
export const siteLink = (path: string): string => absolute(siteOrigin(), path);
