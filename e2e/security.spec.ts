import { expect, test } from './fixtures';

// Every page's own CSP, COOP and nonces are checked in the routes spec's phone-width sweep (e2e/pageSecurity.ts),
// which loads each page once for both.

test('a fresh nonce on every request, the page cache too (server.ts)', async ({ request }) => {
  const load = async () => {
    const res = await request.get('/get-involved/frequently-asked-questions');
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
    const html = await res.text();
    return { nonce, cache: res.headers()['x-page-cache'], tagNonces: new Set(html.match(/nonce="[^"]+"/g)) };
  };
  const [a, b] = [await load(), await load()];
  expect(a.nonce).toBeTruthy();
  expect(a.nonce).not.toBe(b.nonce);
  // The second answer came from the page cache, with its own nonce in the header and in every tag.
  expect(b.cache).toBe('hit');
  expect(b.tagNonces).toEqual(new Set([`nonce="${b.nonce}"`]));
  expect(a.tagNonces).toEqual(new Set([`nonce="${a.nonce}"`]));
});

test('a page served from the page cache runs in the browser under its nonce', async ({ page }) => {
  const url = '/about/statutory-requirements';
  await page.goto(url);
  // Another test's write (a scheduled publish, a check finishing) may empty the cache between two visits: the
  // point here is how a cached page runs, so visit until the answer comes from the cache (it does at once).
  let res = await page.goto(url, { waitUntil: 'load' });
  for (let i = 0; i < 3 && res?.headers()['x-page-cache'] !== 'hit'; i++)
    res = await page.goto(url, { waitUntil: 'load' });
  expect(res?.headers()['x-page-cache']).toBe('hit');
  const nonce = /'nonce-([^']+)'/.exec(res?.headers()['content-security-policy'] ?? '')?.[1];
  const scriptNonces = await page
    .locator('script[src*="/_next/"]')
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce).filter(Boolean));
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  // Hydrated: the header's menus work (the fixture fails the test on any CSP violation).
  await page.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
});

test('API answers carry the strict API policy', async ({ request }) => {
  for (const path of ['/api/updates', '/api/no-such-endpoint']) {
    const res = await request.get(path);
    expect(res.headers()['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  const unknown = await request.get('/api/no-such-endpoint');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
});

test("Chromium's PDF viewer opens a library PDF served under the sandboxed document CSP", async ({
  page,
  request,
}) => {
  const path = '/resources/policy/vtrans-policy-guide-v6.pdf';
  // Headers from the server itself (the viewer's navigation response shows Chromium's rewritten ones).
  const headers = (await request.get(path)).headers();
  expect(headers['content-security-policy']).toMatch(/; sandbox$/);
  expect(headers['content-type']).toBe('application/pdf');
  await page.goto(path);
  await expect
    .poll(() =>
      page.frames().some((f) => f.url().startsWith('chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/')),
    )
    .toBe(true);
});
