import { expectAxeRulesPass, expectNoAxeViolations } from './axe';
import { E2E_UNTAGGED } from './untagged';
import { expect, test } from './fixtures';

test.describe('desktop navigation', () => {
  test('keyboard: open a menu, arrows skip disabled items, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/interactvtrans/map-explorer'); // older layout with the blue tool bar
    const trigger = page.getByRole('button', { name: 'About', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'About VTrans' })).toBeFocused();
    await expectNoAxeViolations(page); // with the menu open
    await page.keyboard.press('ArrowDown'); // skips 'Public Comment (closed)'
    await expect(menu.getByRole('menuitem', { name: 'About GAP-TA' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a menu closes when the page scrolls, and its links navigate', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Resources' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole('menu')).toBeHidden();
    await page.getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('menuitem', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/get-involved\/frequently-asked-questions$/);
  });

  test('the header logos lead home and to the program page, with colours by section', async ({ page }) => {
    await page.goto('/about/gap-ta');
    await expect(page.locator('[data-section]')).toHaveAttribute('data-section', 'technical-assistance');
    const program = page.getByRole('link', { name: /GAP Technical Assistance Program/ });
    await expect(program).toHaveAttribute('data-section-active', 'true');
    await expect(page.getByRole('link', { name: /Virginia's Transportation Plan, home/ })).toHaveAttribute(
      'data-section-active',
      'false',
    );
    await page.getByRole('link', { name: /Virginia's Transportation Plan, home/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the navigation bar becomes fixed after scrolling past the banner', async ({ page }) => {
  await page.goto('/');
  const bar = page.locator('[data-fixed]');
  await expect(bar).toHaveAttribute('data-fixed', 'false');
  await page.mouse.wheel(0, 1200);
  await expect(bar).toHaveAttribute('data-fixed', 'true');
  expect((await bar.boundingBox())!.y).toBe(0);
  await page.mouse.wheel(0, -1200);
  await expect(bar).toHaveAttribute('data-fixed', 'false');
});

test.describe('mobile drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header’s links are targets a finger can take: none under 24 px that crowds another', async ({
    page,
  }) => {
    // WCAG 2.2's Target Size (Minimum), which Lighthouse scores: the related sites wrap onto two rows on a
    // phone, and at 19 px tall with no space between the rows each crowded the next (Lighthouse accessibility 97).
    await page.goto('/');
    await expectAxeRulesPass(page, 'header', ['target-size']);
  });

  test('drill in, back to Main Menu, the larger-screen notice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page); // with the drawer open
    await drawer.getByRole('button', { name: /InteractVTrans/ }).click();
    await expect(drawer.getByRole('button', { name: 'Main Menu' })).toBeVisible();
    await drawer.getByRole('button', { name: /MapExplorer App/ }).click();
    await expect(
      drawer.getByText('MapExplorer App works best on a larger screen.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page); // with the notice and its way on
    await drawer.getByRole('button', { name: 'Main Menu' }).click();
    await expect(drawer.getByRole('button', { name: /Resources/ })).toBeVisible();
    await drawer.getByRole('button', { name: /Resources/ }).click();
    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/get-involved\/contact-us$/);
  });

  // The notice says what works on a phone (never that the page is unsupported), and the person goes on from it.
  for (const [label, path] of [
    ['MapExplorer App', '/interactvtrans/map-explorer'],
    ['DataExplorer App', '/interactvtrans/data-explorer'],
  ] as const) {
    test(`the phone menu reaches ${label} past its notice`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Site navigation' });
      await drawer.getByRole('button', { name: /InteractVTrans/ }).click();
      await drawer.getByRole('button', { name: label }).click();
      const warning = drawer.getByRole('alert');
      await expect(warning).toContainText(`${label} works best on a larger screen. On a phone the`);
      await expect(warning).not.toContainText('not supported');
      await warning.getByRole('link', { name: `Open ${label}` }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  // One frame: the tool pages and a GAP-TA study have the site's menu on a phone too.
  for (const path of [
    '/interactvtrans/map-explorer',
    '/interactvtrans/data-explorer',
    '/gap-ta/fy21-albemarle-county-growth-area-multimodal-plan',
  ])
    test(`${path} has the site menu and a way back on a phone`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Site navigation' });
      await expect(drawer).toBeVisible();
      await expectNoAxeViolations(page); // with the drawer open
      await drawer.getByRole('button', { name: /About/ }).first().click();
      await drawer.getByRole('link', { name: 'About VTrans' }).click();
      await expect(page).toHaveURL(/\/about\/about-vtrans$/);
    });
});

test('search: Enter with text goes to /search, empty text does nothing', async ({ page }) => {
  await page.goto('/vision/our-vision');
  const box = page
    .getByRole('searchbox', { name: 'Search' })
    .or(page.getByRole('textbox', { name: 'Search' }));
  await expect(box.first()).toHaveAttribute('placeholder', 'Search data, documents, and web pages');
  await box.first().press('Enter');
  await expect(page).toHaveURL(/\/vision\/our-vision$/);
  await box.first().fill('freight plan');
  await box.first().press('Enter');
  await expect(page).toHaveURL(/\/search\?search=freight(%20|\+)plan$/);
});

test.describe('ADA notice dialog', () => {
  async function openNotice(page: import('@playwright/test').Page) {
    await page.goto('/hidden-library');
    await page.getByRole('link', { name: E2E_UNTAGGED.title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'This document may not be fully accessible' });
    await expect(dialog).toBeVisible();
    return { dialog, title: E2E_UNTAGGED.title };
  }

  test('close returns focus to the link', async ({ page }) => {
    const { dialog, title } = await openNotice(page);
    await expectNoAxeViolations(page); // with the notice open
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeFocused();
  });

  test('proceed opens the file in a new tab', async ({ page, context }) => {
    const { dialog } = await openNotice(page);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Open the document' }).click(),
    ]);
    await expect.poll(() => popup.url()).toMatch(/\/resources\/.+\.pdf$/);
  });

  // On a phone the form is ~2,500 px down the contact page: the request lands on it, the focus in it, and asks
  // about the document by its title, not by its file path.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`request assistance lands on the prefilled contact form at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { dialog, title } = await openNotice(page);
      await dialog.getByRole('button', { name: 'Request assistance' }).click();
      await expect(page).toHaveURL(/\/get-involved\/contact-us\?subject=.+#contact-form$/);
      const heading = page.getByRole('heading', { name: 'Contact form' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // Not under the sticky bar: the heading is what shows at its own place on the screen.
      const uncovered = () =>
        heading.evaluate((h) => {
          const r = h.getBoundingClientRect();
          return h.contains(document.elementFromPoint(r.left + 4, r.top + r.height / 2));
        });
      await expect.poll(uncovered).toBe(true);
      const subject = page.getByRole('textbox', { name: /^Subject/ });
      await expect(subject).toHaveValue(`Accessible format request: ${title}`);
      await expect(page.getByText(`Your request about “${title}” is filled in below`)).toBeVisible();
      // The next Tab is the form's first field.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: /^Your name/ })).toBeFocused();
    });

  test('an accessible document opens without the notice', async ({ page }) => {
    type Doc = { title: string; accessible: boolean; href: string };
    // A seeded PDF is shown accessible once its queued pre-flight has passed (a state, waited for).
    let accessible: Doc | undefined;
    await expect
      .poll(
        async () => {
          const docs = (await (await page.request.get('/api/azure/documents')).json()) as Doc[];
          accessible = docs.find((d) => d.accessible);
          return accessible !== undefined;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.goto('/hidden-library');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(accessible!.href)),
      page.getByRole('link', { name: accessible!.title, exact: true }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
