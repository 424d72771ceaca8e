/**
 * What the Map Explorer asks for before its first draw (on demand: `npx tsx bench/map-requests.ts`, with the site
 * served on BENCH_URL as for bench/map.ts): in RUNS fresh contexts at 1280×800, every request the page makes
 * (its workers' included) until data-map-ready turns true, and the bytes that came over the wire for them
 * (compressed, as sent), listed by kind; then the same for the bare page with the basemap and the two default
 * layers (bench/bare/defaultLayers.ts), the floor the layers are measured against. A count, not a time: it holds
 * on a busy machine (issue 58).
 */
import { chromium, type Browser, type Request } from '@playwright/test';
import { bundleBarePages, serveBare } from './bare/serve';
import fs from 'node:fs';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:3030';
const PORT = Number(process.env.BENCH_BARE_PORT ?? 3431);
const RUNS = Number(process.env.RUNS ?? 3);

/** A request's kind: the page's API calls by route, the SDK and the page's scripts, the basemap's files. */
function kind(url: URL) {
  const p = url.pathname;
  if (p.startsWith('/api/')) return `${p}${p.endsWith('/features') ? url.search.replace(/=[^&]*/g, '') : ''}`;
  if (p.startsWith('/basemap/tiles/')) return '/basemap/tiles/*';
  if (p.startsWith('/basemap/glyphs/')) return '/basemap/glyphs/*';
  if (p.startsWith('/assets/')) return '/assets/* (the SDK)';
  if (p.startsWith('/_next/')) return '/_next/* (the page)';
  if (p.startsWith('/__bare/')) return '/__bare/* (the bare page)';
  return p;
}

/** One fresh visit of `url`: each request made before `ready` matched, with its bytes. */
async function visit(browser: Browser, url: string, ready: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const made: { request: Request; at: number }[] = [];
  page.on('request', (request) => made.push({ request, at: Date.now() }));
  // The moment the page says it has drawn, taken in the page every 5 ms (a wait from here polls more slowly, and
  // would count requests made just after the draw as before it). A request's time is when this script hears of
  // it: never earlier than it was made, so none made after the draw is counted before it.
  await page.addInitScript((selector) => {
    const timer = setInterval(() => {
      if (!document.querySelector(selector)) return;
      (window as unknown as { drawnAt: number }).drawnAt = Date.now();
      clearInterval(timer);
    }, 5);
  }, ready);
  await page.goto(url);
  await page.locator(ready).waitFor({ timeout: 180_000 });
  const drawnAt = await page.evaluate(() => (window as unknown as { drawnAt: number }).drawnAt);
  const before = made.filter((m) => m.at <= drawnAt);
  const rows = await Promise.all(
    before.map(async ({ request }) => {
      const response = await request.response().catch(() => null);
      const sizes = response ? await request.sizes().catch(() => null) : null;
      return { kind: kind(new URL(request.url())), bytes: sizes?.responseBodySize ?? 0 };
    }),
  );
  await context.close();
  return rows;
}

function report(title: string, runs: { kind: string; bytes: number }[][]) {
  const byKind = new Map<string, { n: number; bytes: number }>();
  for (const rows of runs)
    for (const r of rows) {
      const k = byKind.get(r.kind) ?? { n: 0, bytes: 0 };
      byKind.set(r.kind, { n: k.n + 1, bytes: k.bytes + r.bytes });
    }
  const total = runs.map((rows) => rows.length);
  const bytes = runs.map((rows) => rows.reduce((s, r) => s + r.bytes, 0));
  console.log(
    `${title}: requests before the first draw ${total.join(', ')}; KB ${bytes.map((b) => (b / 1024).toFixed(0)).join(', ')}`,
  );
  for (const [k, v] of [...byKind].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(
      `  ${k.padEnd(70)} ${(v.n / runs.length).toFixed(1).padStart(5)} × ${(v.bytes / runs.length / 1024).toFixed(1).padStart(7)} KB`,
    );
}

async function main() {
  const dir = await bundleBarePages();
  const server = await serveBare(dir, PORT, BASE);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    await visit(browser, `${BASE}/interactvtrans/map-explorer`, '[data-map-ready="true"]'); // warms the server
    const explorer = [];
    const bare = [];
    for (let i = 0; i < RUNS; i++) {
      explorer.push(await visit(browser, `${BASE}/interactvtrans/map-explorer`, '[data-map-ready="true"]'));
      bare.push(
        await visit(browser, `http://127.0.0.1:${PORT}/__bare/defaultLayers.html`, 'html[data-drawn="true"]'),
      );
    }
    report('Map Explorer', explorer);
    report('bare SDK, basemap and the two default layers', bare);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
