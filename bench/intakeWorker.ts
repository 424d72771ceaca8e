/**
 * One run of the intake parser for bench/intake.ts, in its own process so its peak memory is its own:
 * reads the zip, parses and checks it as an upload to a polygon layer and writes the checked features out as
 * the stored FeatureCollection text, as the worker-pool task does; prints the time it took (JSON).
 */
import { readFile } from 'node:fs/promises';

async function main() {
  const [file, mode] = process.argv.slice(2);
  const bytes = await readFile(file);
  if (mode === 'baseline') {
    (globalThis as { self?: unknown }).self ??= globalThis;
    await import('@/lib/server/geo/intake');
    console.log(JSON.stringify({ ms: 0, features: 0 }));
    return;
  }
  (globalThis as { self?: unknown }).self ??= globalThis;
  const { analyseUploadTo } = await import('@/lib/server/geo/intake');
  const { FeatureCollectionWriter } = await import('@/lib/server/geo/intake/output');
  const { checkFeatures } = await import('@/lib/server/geo/intake/checks');
  // Warm-up, as in a running server: Virginia's boundary is built from us-atlas once per process.
  checkFeatures(
    [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-78, 38] }, properties: {} }],
    'point',
    [],
  );
  const t0 = performance.now();
  const out = new FeatureCollectionWriter();
  const a = await analyseUploadTo(
    bytes,
    'bench.zip',
    {
      geometry: 'polygon',
      fields: [
        { name: 'name', type: 'string', label: 'Name' },
        { name: 'acres', type: 'integer', label: 'Acres' },
      ],
    },
    { maxFeatures: 1_000_000 },
    (f) => out.write(f),
  );
  const written = out.end().reduce((n, c) => n + c.length, 0);
  const ms = performance.now() - t0;
  console.log(
    JSON.stringify({
      ms,
      features: a.featureCount,
      written,
      blocking: a.blocking,
      findings: a.findings.length,
    }),
  );
}

void main();
