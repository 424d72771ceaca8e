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
 * Playwright's `test` with a `page` that fails the test when the browser reports any Content Security
 * Policy violation, and `newPage()` for a page in a fresh browser context (another person, no cookies)
 * watched the same way. Every spec imports this.
 */
export const test = base.extend<{ newPage: () => Promise<Page> }>({
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    await watchCsp(page, violations);
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
