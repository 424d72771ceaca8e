import { test as base, expect, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

const CSP_MESSAGE = /Content[ -]Security[ -]Policy/i;

/** Collects the page's Content Security Policy violations (console messages and `securitypolicyviolation`). */
async function watchCsp(page: Page, violations: string[]): Promise<void> {
  page.on('console', (msg) => {
    if (CSP_MESSAGE.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}` +
          ` (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
}

/**
 * Whether the page is live: React has taken over the server's HTML (pages/_app.tsx marks <html data-hydrated>),
 * or the document is not one of the site's pages (a JSON or text answer). The page's scripts start only after its
 * first paint (lib/server/http/scriptsAfterPaint.tsx), which can come after the load event, so a test that acts
 * right after a load would otherwise click a button that does nothing yet.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('__next') || document.documentElement.dataset.hydrated === 'true',
  );
}

/** `goto` and `reload` that wait, after the load event, until the page is live (untilLive). */
function liveNavigations(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const live = async <T>(answer: T, waitUntil?: string) => {
    if (!waitUntil || waitUntil === 'load') await untilLive(page);
    return answer;
  };
  page.goto = async (url, options) => live(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => live(await reload(options), options?.waitUntil);
}

/**
 * Playwright's `test` with a `page` that fails the test when the browser reports any Content Security
 * Policy violation, and `newPage()` for a page in a fresh browser context (another person, no cookies)
 * watched the same way. Every spec imports this.
 */
export const test = base.extend<{ newPage: () => Promise<Page> }>({
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    await watchCsp(page, violations);
    liveNavigations(page);
    await provide(page);
    expect(violations, 'Content Security Policy violations on this page').toEqual([]);
  },
  newPage: async ({ browser }, provide) => {
    const violations: string[] = [];
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await provide(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await watchCsp(page, violations);
      liveNavigations(page);
      return page;
    });
    await Promise.all(contexts.map((c) => c.close()));
    expect(violations, 'Content Security Policy violations on these pages').toEqual([]);
  },
});

/**
 * One page shared by the tests of a serial describe block that do not need a fresh map (drawing the Map Explorer
 * in software WebGL is most of a map test's time). Call in the block's body: the page opens in a fresh context
 * before the first test, is watched for CSP violations like `page`, and closes after the last. The tests run in
 * order and share what the page shows, so each says what it expects to find.
 */
export function sharedPage(viewport = { width: 1280, height: 800 }): () => Page {
  let shared: Page | undefined;
  const violations: string[] = [];
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL } = testInfo.project.use;
    shared = await (await browser.newContext({ viewport, baseURL })).newPage();
    await watchCsp(shared, violations);
    liveNavigations(shared);
  });
  test.afterAll(async () => {
    await shared?.context().close();
    expect(violations, 'Content Security Policy violations on the shared page').toEqual([]);
  });
  return () => {
    if (!shared) throw new Error('sharedPage(): the page opens in beforeAll');
    return shared;
  };
}
