/**
 * One run of the intake parser for bench/intake.ts, in its own process so its peak memory is its own:
 * reads the zip, parses and checks it as an upload to a polygon layer, prints the time it took (JSON).
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
  // tsx loads shpjs through its CommonJS build, which expects a browser's `self` (Next and jest use its ES source).
  (globalThis as { self?: unknown }).self ??= globalThis;
  const { analyseUpload } = await import('@/lib/server/geo/intake');
  const { checkFeatures } = await import('@/lib/server/geo/intake/checks');
  // Warm-up, as in a running server: Virginia's boundary is built from us-atlas once per process.
  checkFeatures(
    [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-78, 38] }, properties: {} }],
    'point',
    [],
  );
  const t0 = performance.now();
  const a = await analyseUpload(
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
  );
  const ms = performance.now() - t0;
  console.log(
    JSON.stringify({ ms, features: a.features.length, blocking: a.blocking, findings: a.findings.length }),
  );
}

void main();
