import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { expectKeyboardWalk } from './keyboard';
import { capturedMail, nextMailTo, signInAs } from './mail';
import { MAP_ROUTES } from './routeChecks';
import { urls } from './urls';
import { E2E_UNTAGGED } from './untagged';

/**
 * The site in the languages Virginians speak (issue 55), as a Spanish- or Arabic-speaking resident uses it on the
 * embedded default: the language menu, pages with their own address, the frame and forms in the language, a notice
 * of what is translated and whether a translator reviewed it, help in any language through the contact form.
 */

const MESSAGES = path.join(process.cwd(), 'messages');
const catalogOf = (locale: string, area: string) =>
  JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, `${area}.json`), 'utf8')) as Record<string, unknown>;

/** Every string of a catalog, flattened. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);

/** The frame's English text that the language's catalog says differently: none of it may be left on its pages. */
function englishLeftOn(locale: string): string[] {
  const english = [...strings(catalogOf('en', 'frame')), ...strings(catalogOf('en', 'labels'))];
  // A name the translation keeps in English (in brackets after its own, say) is not English left over.
  const own = [...strings(catalogOf(locale, 'frame')), ...strings(catalogOf(locale, 'labels'))];
  return english.filter((s) => !own.some((o) => o.includes(s)) && !/[{}]/.test(s) && s.length > 4);
}

async function frameText(page: Page): Promise<string> {
  // The frame: the header, the footer and the blocks outside the page's main content (the newsletter form).
  return page.evaluate(() =>
    [...document.querySelectorAll('header, footer, section')]
      .filter((el) => !el.closest('main'))
      .map((el) => (el as HTMLElement).innerText)
      .join('\n'),
  );
}

const LOCALES = ['es', 'ko', 'vi', 'zh', 'ar'];

test('the language menu lists each language in its own name and leads to the page in it; the choice stays for the visit', async ({
  page,
}) => {
  await page.goto('/about/about-vtrans');
  const menu = page.getByRole('banner').locator('details');
  await menu.locator('summary').click();
  for (const name of ['English', 'Español', '한국어', 'Tiếng Việt', '中文（简体）', 'العربية'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  // The list is at most 70 % of the window's height (SPEC §9).
  const box = (await menu.locator('summary + div').boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(800 * 0.7 + 1);

  await menu.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/about\/about-vtrans$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Ir al contenido principal' })).toBeAttached();
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Recursos' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acerca de VTrans');
  // Who translated it, and that no qualified translator has reviewed it yet, in Spanish.
  await expect(page.getByText(/Todavía no la ha revisado un traductor calificado/)).toBeVisible();
  // Another page by the menus: still Spanish.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }).click();
  await expect(page).toHaveURL(/\/es\/about\/accessibility$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});

test('every translated page has its editions in its head (hreflang) and no English left in its frame', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/about/language-assistance`);
    const lang = await page.locator('html').getAttribute('lang');
    expect(lang, locale).toMatch(new RegExp(`^${locale}`));
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`),
      );
    expect(alternates).toEqual(
      expect.arrayContaining([
        'en /about/language-assistance',
        'es /es/about/language-assistance',
        'ar /ar/about/language-assistance',
        'x-default /about/language-assistance',
      ]),
    );
    const text = await frameText(page);
    const left = englishLeftOn(locale).filter((s) => text.includes(s));
    expect(left, `${locale}: English frame text on the page`).toEqual([]);
  }
});

test('an Arabic page reads right to left, and Tab walks it without a trap', async ({ page }) => {
  await page.goto('/ar/about/about-vtrans');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Nothing off the page's start edge makes it scroll sideways (an off-screen field at left: -5000px once did).
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  // The page's text starts on the right: the h1's text ends at the right edge of its (full-width) box and starts far
  // from its left (measured on the text itself).
  const [text, main] = await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('h1')!);
    const r = range.getBoundingClientRect();
    const m = document.querySelector('h1')!.getBoundingClientRect();
    return [
      { left: r.left, right: r.right },
      { left: m.left, right: m.right },
    ];
  });
  expect(main.right - text.right).toBeLessThan(4);
  expect(text.left - main.left).toBeGreaterThan(200);
  await expectNoAxeViolations(page);
  await expectKeyboardWalk(page);
  if (process.env.E2E_SHOTS === '1')
    await page.screenshot({ path: 'test-results/languages/ar-about-vtrans.png', fullPage: false });
});

test('a page that is not translated says so in the chosen language and offers to ask for it', async ({
  page,
}) => {
  await page.goto('/es/vision/strategic-actions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByText('Esta página aún no está traducida, por eso se muestra en inglés.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Pídanos esta página en su idioma' }).click();
  await expect(page).toHaveURL(/\/es\/get-involved\/contact-us\?subject=/);
  await expect(page.getByLabel('Asunto')).toHaveValue(/\/vision\/strategic-actions/);
});

test('the home page in each language: its own text translated and marked unreviewed, the English items marked English', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const home = catalogOf(locale, 'home') as {
      title: string;
      pillars: { title: string };
      inEnglish: string;
    };
    const language = JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, 'language.json'), 'utf8')) as {
      translation: { by: string };
    };
    await page.goto(`/${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    await expect(page.getByRole('heading', { name: home.pillars.title })).toBeVisible();
    // Its text is the translation, said to be an unreviewed draft by whoever made it; no English of the home
    // page's own copy is left.
    await expect(page.locator('[data-translation]')).toHaveAttribute('data-translation', 'content');
    await expect(page.locator('[data-translation]')).toContainText(language.translation.by);
    const main = await page.locator('main').innerText();
    for (const english of ['Four focus areas', 'Latest updates', 'GAP Technical Assistance for localities'])
      expect(main, `${locale}: ${english}`).not.toContain(english);
    // The updates, figures and facts are published in English: said once, and each list is marked English.
    await expect(page.getByText(home.inEnglish)).toBeVisible();
    await expect(page.locator('#latest-updates ~ ul')).toHaveAttribute('lang', 'en');
    // Left to right even in an Arabic page: its full stops stay at the end of its sentences.
    await expect(page.locator('#latest-updates ~ ul')).toHaveAttribute('dir', 'ltr');
  }
  await expectNoAxeViolations(page, 'the Arabic home page');
});

test('the accessibility notice before a document is in the page’s language', async ({ page }) => {
  const ada = (catalogOf('es', 'frame') as { ada: Record<string, string> }).ada;
  await page.goto('/es/documents-and-media');
  await page.getByRole('link', { name: E2E_UNTAGGED.title, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: ada.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('tecnología de asistencia');
  for (const name of [ada.open!, ada.close!, ada.assist!])
    await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the ADA notice in Spanish');
});

test('the map’s comment form in Spanish: its steps, its categories and what it says when something is missing', async ({
  page,
}) => {
  const es = catalogOf('es', 'comments') as {
    heading: string;
    open: string;
    form: Record<string, string>;
    categories: Record<string, string>;
  };
  await page.goto('/es/interactvtrans/map-explorer');
  const section = page.getByRole('region', { name: es.heading });
  await section.getByRole('button', { name: es.open }).click();
  const form = page.getByRole('form', { name: es.form.heading });
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: es.form.useCentre })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: es.form.consent })).toBeVisible();
  await form.getByRole('combobox', { name: es.form.category }).click();
  await expect(page.getByRole('option', { name: es.categories['bike-pedestrian'] })).toBeVisible();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: es.form.send }).click();
  await expect(form.getByRole('alert')).toHaveText(es.form.choosePlace!);
  await expectNoAxeViolations(page, 'the Spanish comment form');
});

test('the language menu by keyboard: opens, reaches a language, and Escape closes it on its button', async ({
  page,
}) => {
  await page.goto('/es/about/gap-ta');
  const summary = page.getByRole('banner').locator('details > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: '한국어', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'English', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(summary).toBeFocused();
  await expect(page.getByRole('link', { name: '한국어', exact: true })).toBeHidden();
  // Another language, or help: the Language assistance page in the page's language.
  await summary.click();
  await page.getByRole('link', { name: 'Otro idioma, o ayuda en su idioma' }).click();
  await expect(page).toHaveURL(/\/es\/about\/language-assistance$/);
});

test('help in any language: a Spanish message reaches staff marked Spanish, and the sender gets a receipt in Spanish', async ({
  page,
}) => {
  const seen = capturedMail().length;
  await page.goto('/es/get-involved/contact-us');
  const form = page.getByRole('region', { name: 'Formulario de contacto' });
  await form.getByRole('textbox', { name: 'Su nombre', exact: true }).fill('María López');
  await form
    .getByRole('textbox', { name: 'Correo electrónico', exact: true })
    .fill('maria.lopez@example.com');
  await form.getByRole('combobox', { name: 'Tema' }).selectOption('plan');
  await form.getByRole('textbox', { name: 'Asunto', exact: true }).fill('Parada de autobús en mi barrio');
  await form
    .getByRole('textbox', { name: 'Mensaje', exact: true })
    .fill(
      'Buenas tardes. Quisiera saber si el plan incluye mejoras para la parada de autobús cerca de mi casa, porque no hay acera y es peligroso caminar con niños.',
    );
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status')).toContainText('Su mensaje se envió al equipo de VTrans.');
  const staff = await nextMailTo('vtrans-team', seen, /Parada de autob/);
  expect(staff).toMatch(/Language: Spanish \(detected from the message\); page language: Spanish/);
  const receipt = await nextMailTo('maria.lopez', seen, /Gracias por escribir al equipo de VTrans/);
  expect(receipt).toMatch(/mensaje de contacto n/);
});

test('an editor translates a program update into Spanish beside the English, publishes it, and /es/ shows it with its translator and finds it in Spanish search', async ({
  page,
  newPage,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'editor@example.com');
  await page.goto('/admin/content');
  const needs = page.getByRole('region', { name: 'Needs translation table' });
  const translate = needs.getByRole('link', { name: /^Translate: .*, Spanish$/ }).first();
  const english = (await translate.getAttribute('aria-label'))!.replace(/^Translate: (.*), Spanish$/, '$1');
  await translate.click();
  // The English as published, beside the fields; the record and the language already chosen.
  const source = page.getByRole('region', { name: 'The English, as published' });
  await expect(source).toContainText(english);
  await expect(page.getByRole('combobox', { name: 'Language' })).toContainText('Español');
  await expectNoAxeViolations(page, 'a new translation beside its English');
  const TITLE = `Actualización del programa ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Introduction' }).fill('Un resumen breve de la actualización.');
  await page.getByRole('textbox', { name: 'Body (Markdown)' }).fill('## Qué cambió\n\nEl texto traducido.');
  await page.getByRole('textbox', { name: 'Translated by' }).fill('Equipo web de VTrans');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('record-state')).toContainText('Draft');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('record-state')).toContainText('Published');
  const href = await page.getByRole('link', { name: 'Open the public page' }).getAttribute('href');
  expect(href).toMatch(/^\/es\/get-involved\/program-updates\/update\?id=/);

  // A Spanish-speaking visitor reads it in Spanish, told who translated it and that no translator reviewed it.
  const visitor = await newPage();
  await visitor.goto(href!);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'es');
  await expect(visitor.getByText('Traducción de esta página: Equipo web de VTrans.')).toBeVisible();
  await expectNoAxeViolations(visitor, 'a translated update');
  // Spanish search finds it at its Spanish address (on the next search once the index has seen the change).
  const found = visitor
    .getByRole('region', { name: 'Resultados' })
    .getByRole('link', { name: TITLE, exact: true });
  await expect(async () => {
    await visitor.goto(`/es/search?search=${encodeURIComponent(TITLE)}`);
    await expect(found).toHaveAttribute('href', href!, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The English page is as it was.
  await visitor.goto(href!.replace(/^\/es/, ''));
  await expect(visitor.getByRole('heading', { level: 1, name: english })).toBeVisible();
});

test('search in Spanish: on /es/search a Spanish query finds the Spanish page first, and English results say they are in English', async ({
  page,
}) => {
  await page.goto('/es/search');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
  // A stemmed Spanish word ("horizontes") typed in the page's own form.
  const field = page.getByRole('searchbox', { name: 'Buscar en el sitio' });
  await field.fill('horizontes de vtrans');
  await field.press('Enter');
  const results = page.getByRole('region', { name: 'Resultados' });
  const spanish = results.getByRole('link', { name: 'Acerca de VTrans', exact: true });
  await expect(spanish).toHaveAttribute('href', '/es/about/about-vtrans');
  await expect(page.getByText(/resultados? para «horizontes de vtrans»/)).toBeVisible();
  await expectNoAxeViolations(page, 'Spanish search results');

  // The same search, as an address, rendered by the server: the Spanish page first, English ones after, marked.
  await page.goto(`/es/search?search=${encodeURIComponent('vtrans')}`);
  const items = page.getByRole('region', { name: 'Resultados' }).getByRole('listitem');
  await expect(items.first().getByRole('heading', { level: 3 })).not.toHaveAttribute('lang', 'en');
  const english = items.filter({ has: page.locator('h3[lang="en"]') }).first();
  await expect(english).toContainText('en inglés');
  await expectNoAxeViolations(page, 'Spanish search with English results');
  await items.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/es\//);
});

// Every public route in one of the five languages (each language takes every fifth route, so each is met on all
// kinds of page): its <html lang>, its editions in its head, its frame in that language, and axe (which checks the
// language of the page and of its parts).
const PARTS = 2;
for (let part = 0; part < PARTS; part++) {
  test(`every public route renders in another language with its lang, hreflang and translated frame, and passes axe (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const routes = (await urls(request)).filter(
      ([route]) => !/^\/(admin|auth)\b/.test(route) && !MAP_ROUTES.has(route) && !route.includes('embed'),
    );
    for (const [i, [route, url]] of routes.entries()) {
      if (i % PARTS !== part) continue;
      const locale = LOCALES[i % LOCALES.length]!;
      const res = await page.goto(`/${locale}${url === '/' ? '' : url}`);
      expect(res?.status(), `${locale} ${url}`).toBeLessThan(400);
      // A page that needs a sign-in leads to the sign-in page, which is English only.
      if (new URL(page.url()).pathname.startsWith('/auth/')) continue;
      await expect(page.locator('html'), `${locale} ${route}`).toHaveAttribute(
        'lang',
        new RegExp(`^${locale}`),
      );
      expect(await page.locator('link[rel="alternate"][hreflang]').count(), route).toBeGreaterThanOrEqual(7);
      const text = await frameText(page);
      expect(
        englishLeftOn(locale).filter((s) => text.includes(s)),
        `${locale} ${route}`,
      ).toEqual([]);
      await expectNoAxeViolations(page, `${locale} ${url}`);
    }
  });
}

test('staff pages are English only: their address in another language leads to the English page', async ({
  page,
}) => {
  await page.goto('/es/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$|\/auth\/unauthenticated/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the language menu opens within the screen, and a language is chosen by touch', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('banner').locator('details');
    await menu.locator('summary').click();
    const box = (await menu.locator('summary + div').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await menu.getByRole('link', { name: 'Tiếng Việt', exact: true }).click();
    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });
});
