import fs from 'node:fs';
import path from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { SIGNED_IN_ACCOUNTS, signInByMail, storageStatePath } from './mail';

/**
 * Signs each demo account in once per run, through the mail as a person does, and saves its browser state;
 * `signInAs` reuses it (GC Forms' tests/auth.setup.ts is the model). Runs before every spec (the setup project
 * of playwright.config.ts).
 */
for (const email of SIGNED_IN_ACCOUNTS) {
  setup(`sign in ${email}`, async ({ page }) => {
    await signInByMail(page, email);
    const session = (await (await page.request.get('/api/auth/session')).json()) as {
      user?: { email?: string };
    };
    expect(session.user?.email).toBe(email);
    fs.mkdirSync(path.dirname(storageStatePath(email)), { recursive: true });
    await page.context().storageState({ path: storageStatePath(email) });
  });
}
