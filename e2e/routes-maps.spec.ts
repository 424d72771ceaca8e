import { expect, test } from './fixtures';
import { urls } from './urls';
import { signInAs } from './mail';
import { expectRoute, MAP_ROUTES, watchProblems } from './routeChecks';

/**
 * The route walk of e2e/routes.spec.ts for the routes whose page draws a map (MAP_ROUTES), in the maps project:
 * the same checks on the same admin's page, with the map drawn in the GPU process instead of being read back frame
 * by frame on the page's main thread, as it is in the pages project (--disable-gpu).
 */
test('every route of SPEC §2 that draws a map answers inside the right frame, with its metadata, its CSP, COOP and no HSTS, and no axe violations', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin@example.org'); // the comment moderation page too (the admin holds every role)
  const problems = watchProblems(page);
  const mapped = (await urls(request)).filter(([route]) => MAP_ROUTES.has(route));
  expect(mapped.map(([route]) => route).sort()).toEqual([...MAP_ROUTES].sort());
  for (const [route, url] of mapped) await expectRoute(page, request, route, url);
  expect(problems).toEqual([]);
});
