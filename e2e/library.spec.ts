import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';

interface ApiDocument {
  title: string;
  accessible: boolean;
  href: string;
  tags: { topic: string; planCycle: string; docType: string };
}

const results = (page: Page) =>
  page.getByRole('region', { name: 'Browse the library' }).getByRole('heading', { level: 3 });

test.describe('documents and media library', () => {
  test('a topic chip narrows the results and updates the URL; search narrows within it', async ({ page }) => {
    await page.goto('/documents-and-media');
    const all = await results(page).count();
    expect(all).toBeGreaterThan(5);

    const topics = page.getByRole('group', { name: 'Topic' });
    await topics.getByRole('button', { name: /^Policy \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/[?&]topic=Policy(&|$)/);
    await expect(topics.getByRole('button', { name: /^Policy/ })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => results(page).count()).toBeLessThan(all);
    const policyTitles = await results(page).allTextContents();
    expect(policyTitles.length).toBeGreaterThan(1);

    await page.getByRole('searchbox', { name: 'Search the library' }).fill('version 6');
    await expect(page).toHaveURL(/[?&]q=version(\+|%20)6/);
    await expect(results(page)).toHaveText(['VTrans Policy Guide (Version 6)']);
    await expect(page.getByRole('status')).toContainText('1 document');

    // The address is shareable: loading it renders the same filtered result on the server.
    await page.goto(page.url());
    await expect(results(page)).toHaveText(['VTrans Policy Guide (Version 6)']);
  });

  test('a seeded document is labelled by its own check, and opens without the ADA notice once it passes', async ({
    page,
  }) => {
    // The checks of the seeded PDFs run as jobs after the first sync: wait for this one's verdict.
    const title = 'VTrans Policy Guide (Version 6)';
    await expect
      .poll(
        async () => {
          const docs = (await (await page.request.get('/api/azure/documents')).json()) as ApiDocument[];
          return docs.find((d) => d.title === title)?.accessible;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const listed = page.waitForResponse((r) => r.url().endsWith('/api/documents/accessible'));
    await page.goto('/documents-and-media?q=version%206');
    await listed;
    const link = page
      .getByRole('region', { name: 'Browse the library' })
      .getByRole('link', { name: title, exact: true });
    const row = link.locator('xpath=ancestor::li[1]');
    await expect(row).toContainText(
      /Passes the automated PDF\/UA checks\s*Checked on \d\d\/\d\d\/\d{4} by version \d+/,
    );
    // A window listener (after the site's own) records whether the click was let through, and keeps the page.
    await page.evaluate(() => {
      window.addEventListener('click', (e) => {
        (window as unknown as { followed?: boolean }).followed = !e.defaultPrevented;
        e.preventDefault();
      });
    });
    await link.click();
    expect(await page.evaluate(() => (window as unknown as { followed?: boolean }).followed)).toBe(true);
    await expect(page.getByRole('dialog', { name: 'This document may not be fully accessible' })).toHaveCount(
      0,
    );
  });

  test('an empty result offers Clear filters', async ({ page }) => {
    await page.goto('/documents-and-media?q=zzzz-no-such-document');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/documents-and-media$/);
    await expect.poll(() => results(page).count()).toBeGreaterThan(5);
  });
});

test.describe('feeds and crawler files', () => {
  test('/updates.xml answers RSS with absolute links', async ({ request }) => {
    const res = await request.get('/updates.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const body = await res.text();
    expect(body).toContain('<rss version="2.0"');
    expect(body).toMatch(/<link>https?:\/\/[^<]+\/get-involved\/program-updates\/update\?id=/);
  });

  test('/documents.xml and /sitemap.xml answer XML', async ({ request }) => {
    const docs = await request.get('/documents.xml');
    expect(docs.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await docs.text()).toMatch(/<link>https?:\/\/[^<]+\/resources\/[^<]+\.pdf<\/link>/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/about/about-vtrans</loc>');
  });

  test('/robots.txt on the test host disallows everything', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/plain');
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  test('every page advertises the updates feed', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/updates.xml',
    );
  });
});

test('library, archive and application pages have no axe violations', async ({ page }) => {
  for (const url of [
    '/documents-and-media',
    '/archive/past-vtrans-plans',
    '/archive/past-newsletters',
    '/gap-ta/application',
  ]) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
    await expectNoAxeViolations(page, url);
  }
});

test('archive and application pages list their library documents', async ({ page }) => {
  await page.goto('/archive/past-vtrans-plans');
  const plans = page.getByRole('region', { name: 'Past plan documents' });
  await expect(plans.getByRole('link', { name: 'VTrans2035', exact: true })).toBeVisible();
  await page.goto('/archive/past-newsletters');
  const issues = page.getByRole('region', { name: 'Newsletter issues' });
  await expect(issues.getByRole('link', { name: /^VTrans Updates - / })).toHaveCount(3);
  await page.goto('/gap-ta/application');
  const guidance = page.getByRole('region', { name: 'Program guidance documents' });
  await expect(guidance.getByRole('link', { name: /^GAP-TA Program Guidance FY\d+$/ })).toHaveCount(4);
  await expect(guidance.getByRole('heading', { level: 3 }).first()).toHaveText(
    'GAP-TA Program Guidance FY25',
  );
});
