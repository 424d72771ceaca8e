import type { Page, Response } from '@playwright/test';

/**
 * The first-load JavaScript budget of a content page (issues 9 §1 and 28 §1), compressed bytes. Held since
 * the frame and content lost MUI and Emotion (issue 28): content pages measure 134–139 KB.
 */
export const CONTENT_PAGE_JS_GOAL = 150 * 1024;

/**
 * The ceiling no content page may pass, even one e2e/weight.spec.ts allows over the budget: just above the
 * heaviest content page, the freight plan (139 KB, 2026-11-26; the GAP-TA study page and the contact page,
 * once 184 and 167 KB, now measure 136 and 138 KB), so a page that grows shows here before it reaches the
 * budget. A page allowed over the budget raises it, with its reason.
 */
export const CONTENT_PAGE_JS_CEILING = 145 * 1024;

/**
 * Code that only the Map Explorer (@arcgis/core) and the chart pages (recharts) may load. Each pattern is a
 * string literal those libraries carry in their minified code whatever the bundler names the chunk.
 */
export const HEAVY_LIBRARIES: Array<{ name: string; pattern: RegExp }> = [
  { name: '@arcgis/core', pattern: /esri-csp-restrictions|arcgis-map|esri\.views|@arcgis\/core/ },
  { name: 'recharts', pattern: /recharts-(?:wrapper|surface|tooltip-wrapper|legend-wrapper)/ },
];

export interface ScriptLoad {
  url: string;
  /** Bytes on the wire (compressed as the server sent them). */
  bytes: number;
  /** Heavy libraries found in the script. */
  libraries: string[];
}

export interface PageWeight {
  url: string;
  status: number;
  /** Compressed JavaScript the page loads by itself (no interaction), until the network is idle. */
  bytes: number;
  scripts: ScriptLoad[];
  /** Heavy libraries any of the scripts carries. */
  libraries: string[];
  /** Heavy libraries in scripts fetched after the load event (lazy chunks, prefetches), not counted above. */
  laterLibraries: string[];
}

/**
 * Loads `url` in `page` (a fresh context: nothing cached) and sums the compressed size of every script the
 * page runs by itself before the network goes quiet: the page's first-load JavaScript as a visitor gets it,
 * including chunks Next loads for dynamic imports rendered on the server: the scripts in the document when
 * its `load` event fires. Chunks that `<Link>` prefetches for other pages afterwards, at idle time, are not
 * counted. With `later: false` it stops at the load event: the first-load figure is the same, and
 * `laterLibraries` lists only what had arrived by then.
 */
export async function measurePageWeight(
  page: Page,
  url: string,
  {
    later = true,
    loaded,
  }: {
    later?: boolean;
    /**
     * Waits for what shows that the page's lazy chunks have arrived (the map canvas, a chart), before the wait for
     * a quiet network: hydrating the page can leave the network idle for over 500 ms before a dynamic import
     * starts, and the quiet network then comes too early (it did, in one full run of the Map Explorer's check).
     */
    loaded?: (page: Page) => Promise<unknown>;
  } = {},
): Promise<PageWeight> {
  const responses: Response[] = [];
  const onResponse = (r: Response) => {
    if (/\.m?js(\?|$)/.test(new URL(r.url()).pathname) || r.request().resourceType() === 'script')
      responses.push(r);
  };
  page.on('response', onResponse);
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      (window as unknown as { __loadScripts: string[] }).__loadScripts = Array.from(
        document.scripts,
        (s) => s.src,
      ).filter((src) => src !== '');
    });
  });
  let status = 0;
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    status = response?.status() ?? 0;
    // What loads after the load event (lazy chunks) is only looked at for `laterLibraries`.
    if (loaded) await loaded(page);
    if (later) await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  // The scripts the page runs on its own: every <script src> in the document at its load event.
  const executed = new Set(
    await page.evaluate(() => (window as unknown as { __loadScripts?: string[] }).__loadScripts ?? []),
  );
  const scripts: ScriptLoad[] = [];
  const counted = new Set<string>();
  const laterLibraries = new Set<string>();
  for (const r of responses) {
    if (!executed.has(r.url())) {
      const body = await r.text().catch(() => '');
      for (const l of HEAVY_LIBRARIES) if (l.pattern.test(body)) laterLibraries.add(l.name);
      continue;
    }
    if (counted.has(r.url())) continue;
    const sizes = await r.request().sizes();
    if (sizes.responseBodySize <= 0) continue; // served from the cache (e.g. after a prefetch)
    counted.add(r.url());
    const body = await r.text().catch(() => '');
    scripts.push({
      url: r.url(),
      bytes: sizes.responseBodySize,
      libraries: HEAVY_LIBRARIES.filter((l) => l.pattern.test(body)).map((l) => l.name),
    });
  }
  return {
    url,
    status,
    bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    scripts,
    libraries: [...new Set(scripts.flatMap((s) => s.libraries))],
    laterLibraries: [...laterLibraries],
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
