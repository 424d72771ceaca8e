/**
 * The tools as their users find them. A map people can read (place names on the basemap, legend
 * swatches that match the map), a keyboard path to the map that does not pass 66 layer controls, and a
 * Data Explorer chart with one unit per axis.
 */
import { expect, sharedPage, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { hasMesa } from './gl';
import { afterMove, countedView, zoomedIn } from './mapView';
import { BASEMAP_HOLDS } from '../lib/shared/basemapConfig';

const MAP = '/interactvtrans/map-explorer';
const map = (page: Page) => page.getByRole('application', { name: 'Map of Virginia' });

async function openMap(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(MAP);
  await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
}

/**
 * Pixels of the map canvas that match: `dark` counts near-black pixels (the basemap's labels, #1b1b1b text: the
 * light basemap's fills and lines are lighter than #4a4a4a and every layer colour has a bright channel, so
 * without labels there are almost none); a colour counts pixels within 5 of it on each channel.
 */
async function mapPixels(page: Page, match: 'dark' | [number, number, number]): Promise<number> {
  const png = await map(page).locator('canvas').first().screenshot();
  return page.evaluate(
    async ([b64, m]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      [c.width, c.height] = [img.width, img.height];
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) {
        const [r, gr, b] = [d[i]!, d[i + 1]!, d[i + 2]!];
        if (
          m === 'dark'
            ? Math.max(r, gr, b) < 60
            : Math.max(Math.abs(r - m[0]), Math.abs(gr - m[1]), Math.abs(b - m[2])) < 6
        )
          n++;
      }
      return n;
    },
    [png.toString('base64'), match] as const,
  );
}
const labelPixels = (page: Page) => mapPixels(page, 'dark');
/** The light basemap's water colour (#dfe9f2: the sea, the bay and the lakes). */
const waterPixels = (page: Page) => mapPixels(page, [0xdf, 0xe9, 0xf2]);

/** Four tests use one drawn map in turn: its keyboard path, its names, its lakes, its legend. */
test.describe('the keyboard path, the basemap and the legend, on one drawn map', () => {
  const map1 = sharedPage();

  test('from the skip link, the map is two keys away, and the layer list is one tab stop', async () => {
    const page = map1();
    await openMap(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    let presses = 0;
    while (!(await map(page).evaluate((el) => el === document.activeElement)) && presses < 5) {
      await page.keyboard.press('Tab');
      presses++;
      if (
        await page
          .getByRole('link', { name: 'Skip to the map' })
          .evaluate((el) => el === document.activeElement)
      )
        await page.keyboard.press('Enter');
    }
    await expect(map(page)).toBeFocused();
    expect(presses).toBeLessThanOrEqual(5);

    // The layer list: Tab enters it once and leaves it with the next Tab.
    const first = page.getByRole('checkbox', { name: 'Counties and Independent Cities' });
    await first.focus();
    await page.keyboard.press('ArrowDown');
    const second = page.getByRole('checkbox', { name: 'VDOT Construction Districts' });
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toBeChecked();
    // Right shows its opacity and details, which Tab then reaches; Left hides them.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('slider', { name: 'Opacity of VDOT Construction Districts' })).toBeFocused();
    await second.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('slider', { name: 'Opacity of VDOT Construction Districts' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    const after = await page.evaluate(() => document.activeElement?.getAttribute('type'));
    expect(after).not.toBe('checkbox'); // out of the list after one Tab
    await expectNoAxeViolations(page);
    // The districts off again: the basemap tests read the map without them.
    await second.uncheck();
    await expect(page.getByRole('list', { name: 'Layers on the map' })).not.toContainText(
      'VDOT Construction Districts',
    );
  });

  test('the basemap names places at statewide zoom and at county zoom', async () => {
    const page = map1(); // still at the statewide view it opened on
    // Statewide: the largest cities (Richmond, Norfolk, Virginia Beach …) are labelled.
    await expect.poll(() => labelPixels(page), { timeout: 15_000 }).toBeGreaterThan(300);
    // County zoom: a searched county; county and town names are labelled there too.
    await page.getByRole('combobox', { name: 'Search places, features or coordinates' }).fill('Culpeper');
    await page.getByRole('option', { name: 'Culpeper County' }).click();
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    await expect.poll(() => labelPixels(page), { timeout: 15_000 }).toBeGreaterThan(300);
  });

  test('the basemap shows lakes: Smith Mountain Lake in Franklin County, far from the bay', async () => {
    const page = map1(); // still open from the test before: search moves the map from wherever it is
    await page.getByRole('combobox', { name: 'Search places, features or coordinates' }).fill('Franklin');
    await page.getByRole('option', { name: 'Franklin County' }).click();
    await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
    // Without the lakes layer an inland county shows no water at all: the Census outlines are land.
    await expect.poll(() => waterPixels(page), { timeout: 15_000 }).toBeGreaterThan(1500);
    await expect(map(page)).toContainText('OpenStreetMap');
  });

  test('the map zooms in to street scale, and the basemap says what it holds: no roads, the main routes instead', async () => {
    const page = map1(); // at Franklin County from the test before
    // Past the basemap tiles' last level (1:290,000, where it used to stop) down to a few houses across.
    await map(page).focus();
    let scale = (await countedView(map(page)))?.scale ?? Infinity;
    for (let presses = 0; scale > 5_000 && presses < 10; presses++) {
      scale = (await afterMove(map(page), () => page.keyboard.press('+'), zoomedIn)).scale;
    }
    expect(scale).toBeLessThanOrEqual(5_000);
    // What the offline basemap holds, under its choice and in the credits; the main routes are one tick away.
    await expect(page.getByText(BASEMAP_HOLDS.local)).toBeVisible();
    await expect(map(page)).toContainText('Offline basemap, no roads');
    const routes = page.getByRole('checkbox', { name: 'Main routes (Corridors of Statewide Significance)' });
    await expect(routes).toBeChecked(); // the corridors are on by default
    await routes.uncheck();
    await expect(page.getByRole('list', { name: 'Layers on the map' })).not.toContainText(
      'CoSS Roadway Components',
    );
    await routes.check();
    await expect(page.getByRole('list', { name: 'Layers on the map' })).toContainText(
      'CoSS Roadway Components',
    );
  });

  test('a polygon layer’s legend swatch is drawn in its colour and hatch, as on the map', async () => {
    const page = map1(); // the same map: turning a layer on does not depend on the view
    // A hatched polygon layer (a layer's hatch follows its place in the metadata; since the three intake layers
    // joined the map, Urban Development Areas is an outline-only style).
    await page.getByRole('checkbox', { name: 'Equity Emphasis Areas' }).check();
    const swatch = page.getByTestId('swatch-equity-emphasis-areas');
    await expect(swatch).toBeVisible();
    const look = await swatch.evaluate((el) => {
      const s = getComputedStyle(el);
      return { border: s.borderTopColor, image: s.backgroundImage };
    });
    // The hatch lines are the border's colour: the swatch is not a colourless square.
    expect(look.image).toMatch(/repeating-linear-gradient/);
    expect(look.image).toContain(look.border);
    const other = await page
      .getByTestId('swatch-coss-roadway-components')
      .evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(other).not.toBe(look.border);
  });
});

test('the map reads at once: the default view as a picture until the live map has drawn, then gone', async ({
  page,
}) => {
  // In the first HTML the server sends, with its alternative text.
  const html = await (await page.request.get(MAP)).text();
  expect(html).toMatch(/<img[^>]*alt="Map of Virginia&#x27;s counties and independent cities/);
  // The live map cannot draw without the basemap's counties: held until the picture has been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/basemap/localities.geojson', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(MAP);
  const picture = page.getByRole('img', { name: /^Map of Virginia's counties and independent cities/ });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAccessibleName(/CoSS Roadway Components .* Places named include .*Richmond/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Inside the map's place, above the live map while it loads; nothing in it takes focus.
  await expect(map(page)).toHaveAttribute('data-map-ready', 'false', { timeout: 60_000 });
  await expect(map(page).getByRole('img', { name: /^Map of Virginia's counties/ })).toBeVisible();
  await expect(page.getByTestId('map-picture').locator('a, button, input, [tabindex]')).toHaveCount(0);
  // The SDK's drawing surface, a tab stop with no name, is out of the tab order from the start (it was until the
  // map was ready: seconds on a busy machine, for as long as the counties take here): the map is one stop, its
  // wrapper.
  await expect(map(page).locator('.esri-view-surface')).toHaveAttribute('tabindex', '-1');
  await expectNoAxeViolations(page, 'Map Explorer before its map has drawn');

  release();
  await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
  await expect(page.getByTestId('map-picture')).toHaveCount(0);
  expect(await page.locator('body').ariaSnapshot()).not.toContain("Map of Virginia's counties");
});

test('at 1280×800 the first view holds the whole state above the fold: Danville and Norfolk too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(MAP);
  await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 60_000 });
  await expect.poll(() => countedView(map(page))).not.toBeNull();
  const view = (await countedView(map(page)))!;
  const box = (await map(page).boundingBox())!;
  // Where a place is on the screen: Web Mercator at the view's scale (ArcGIS: 96 dpi), from the view's centre.
  const R = 6378137;
  const mercY = (lat: number) => R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const metresPerPixel = view.scale / (39.37 * 96);
  const onScreen = ([lon, lat]: [number, number]) => ({
    x: box.x + box.width / 2 + (R * (lon - view.centre[0]) * Math.PI) / 180 / metresPerPixel,
    y: box.y + box.height / 2 - (mercY(lat) - mercY(view.centre[1])) / metresPerPixel,
  });
  for (const [name, place] of [
    ['Danville', [-79.395, 36.586]],
    ['Norfolk', [-76.285, 36.847]],
    ['Virginia Beach (the state’s south-east)', [-75.98, 36.55]],
  ] as const) {
    const at = onScreen(place as [number, number]);
    expect([name, at.y < 800, at.x > box.x && at.x < box.x + box.width]).toEqual([name, true, true]);
  }
});

test('the long-term trends chart draws one unit per axis', async ({ page }) => {
  await page.goto('/interactvtrans/data-explorer?view=trends');
  const parts = page.getByTestId('chart-part');
  await expect(parts.first()).toBeVisible({ timeout: 20_000 });
  const units = await parts.evaluateAll((els) => els.map((e) => e.getAttribute('data-unit')));
  expect(units.length).toBeGreaterThan(1);
  expect(new Set(units).size).toBe(units.length);
  // Keyboard: the chart is one tab stop; Down reads the first figure aloud.
  const chart = page.getByTestId('chart-keys').first();
  await chart.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('chart-point').first()).toHaveText(/^.+: .+ \(1 of \d+\)$/);
  await expectNoAxeViolations(page);
});

test('the maps draw in WebGL on Mesa’s llvmpipe where Debian’s driver is installed (as .ci/run sees to)', async ({
  page,
}) => {
  const renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'no WebGL2';
  });
  expect(renderer).toMatch(hasMesa() ? /llvmpipe/ : /SwiftShader/);
});
