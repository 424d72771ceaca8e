/**
 * OGC API – Features benchmark (run on demand: `npx tsx bench/ogc.ts`; builds if needed; not part of
 * `npm test`). Starts the production build on a fresh seeded SQLite database, then:
 *
 *   1. `items` of the largest layer (mid-term-needs-2023, 5,200 features) at limit=1000, pages at offsets
 *      0…4000, beside the features API for the same rows (`limit=1000&offset=…`, full detail: `scale` unset),
 *      same connections and duration, gzip asked for by both; throughput and p50/p95/p99 latency and the
 *      bytes of one page;
 *   2. a full `ogr2ogr` copy of every collection (GDAL's OAPIF driver into one GeoPackage), wall time, beside
 *      the baseline of the same GDAL copying the same layers from the features API's GeoJSON (one request per
 *      layer), so the figure separates the service's paging from GDAL's own writing.
 *
 * Options: --duration=N seconds per load scenario (default 10).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, loadTest, startApp, stopApp, waitFor, type LoadResult } from './server';

const DURATION = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10);
const PORT = 3230;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LARGEST = 'mid-term-needs-2023';
const OFFSETS = [0, 1000, 2000, 3000, 4000];

const ogcPaths = OFFSETS.map((o) => `/api/ogc/collections/${LARGEST}/items?limit=1000&offset=${o}&f=json`);
const apiPaths = OFFSETS.map((o) => `/api/map-explorer/layers/${LARGEST}/features?limit=1000&offset=${o}`);

function row(r: LoadResult, bytes: number) {
  return `${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p95 ${String(r.p95).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${(bytes / 1024).toFixed(0).padStart(6)} KiB/page  errors ${r.errors}`;
}

async function bytesOf(p: string): Promise<number> {
  return (await (await fetch(`${ORIGIN}${p}`)).arrayBuffer()).byteLength;
}

function timed(label: string, work: () => void): number {
  const t = performance.now();
  work();
  const ms = performance.now() - t;
  console.log(`${label.padEnd(60)} ${(ms / 1000).toFixed(2).padStart(7)} s`);
  return ms;
}

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ogc-'));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ogc-out-'));
  const app = startApp(PORT, { DATA_DIR: dataDir });
  try {
    await waitFor(`${ORIGIN}/api/ogc/collections?f=json`, 180_000);
    const layers = (
      (await (await fetch(`${ORIGIN}/api/map-explorer/get-layer-metadata`)).json()) as Array<{
        key: string;
        featureCount: number;
        downloadable: boolean;
      }>
    ).filter((l) => l.downloadable);
    // Warm both paths (the layer cache is shared; the features API also keeps recent answers).
    for (const p of [...ogcPaths, ...apiPaths]) await fetch(`${ORIGIN}${p}`);

    console.log(`\n1. ${LARGEST}, 1,000 features a page, ${DURATION} s each, 10 connections, gzip`);
    const api = await loadTest('baseline: features API (limit, offset)', PORT, apiPaths, {
      duration: DURATION,
      gzip: true,
    });
    const ogc = await loadTest('OGC API items (limit, offset)', PORT, ogcPaths, {
      duration: DURATION,
      gzip: true,
    });
    console.log(row(api, await bytesOf(apiPaths[0]!)));
    console.log(row(ogc, await bytesOf(ogcPaths[0]!)));
    console.log(`OGC/baseline throughput: ${(ogc.rps / api.rps).toFixed(2)}`);

    const total = layers.reduce((s, l) => s + l.featureCount, 0);
    console.log(
      `\n2. Full copy of ${layers.length} collections (${total.toLocaleString('en-US')} features) with ogr2ogr`,
    );
    const baseline = timed('baseline: ogr2ogr from the features API GeoJSON, per layer', () => {
      const gpkg = path.join(out, 'baseline.gpkg');
      for (const l of layers) {
        execFileSync('ogr2ogr', [
          '-f',
          'GPKG',
          ...(fs.existsSync(gpkg) ? ['-update'] : []),
          '-nln',
          l.key.replace(/-/g, '_'),
          gpkg,
          `${ORIGIN}/api/map-explorer/layers/${l.key}/features?limit=10000`,
        ]);
      }
    });
    const copy = timed('OGC API: ogr2ogr OAPIF:<base> (every collection)', () => {
      execFileSync('ogr2ogr', ['-f', 'GPKG', path.join(out, 'ogc.gpkg'), `OAPIF:${ORIGIN}/api/ogc`]);
    });
    const counted = execFileSync('ogrinfo', ['-ro', '-so', '-al', path.join(out, 'ogc.gpkg')], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((l) => l.startsWith('Feature Count:'))
      .reduce((s, l) => s + Number(l.split(':')[1]), 0);
    console.log(
      `copied ${counted.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} features; OGC/baseline wall time ${(copy / baseline).toFixed(2)}`,
    );
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
