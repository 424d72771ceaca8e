import { test as base, expect } from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

const CSP_MESSAGE = /Content[ -]Security[ -]Policy/i;

/**
 * Playwright's `test` with a `page` that fails the test when the browser reports any Content Security
 * Policy violation (console messages and `securitypolicyviolation` events). Every spec imports this.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const violations: string[] = [];
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
    await provide(page);
    expect(violations, 'Content Security Policy violations on this page').toEqual([]);
  },
});
