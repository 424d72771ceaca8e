// Bundles, with esbuild, (1) the worker-thread entry (lib/server/runtime/pool.worker.ts) and everything it
// imports into one CommonJS file, .next/server-entry/workers/geo.js, which the pool (lib/server/workers/pool.ts)
// starts its threads from: a worker thread loads a file from disk, and the app's own code is bundled by Next;
// (2) the child process that reads an uploaded GeoPackage, killed at its budget (lib/server/geo/intake/
// gpkg.child.ts) into .next/server-entry/workers/gpkg-read.js; and (3) the job worker of `npm run worker`
// (lib/server/runtime/main.ts) into .next/server-entry/jobs.js. Run by
// `npm run build`, `npm run dev` and jest's global setup; about a second.
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const started = Date.now();
// Native and dialect-loading packages stay plain requires from node_modules, as in Next's server bundle.
const { serverExternalPackages } = createRequire(import.meta.url)('../next.config.js');
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  // shpjs's build expects a browser's `self`; its ES source is what Next and jest use.
  banner: { js: 'globalThis.self ??= globalThis;' },
  alias: { shpjs: './node_modules/shpjs/lib/index.js' },
  logLevel: 'warning',
  legalComments: 'none',
};
await build({
  ...common,
  entryPoints: ['lib/server/runtime/pool.worker.ts'],
  outfile: '.next/server-entry/workers/geo.js',
  // The GeoPackage writer and reader open SQLite with the native driver, loaded from node_modules; PDFKit
  // reads its own data files next to its code.
  external: ['better-sqlite3', 'pdfkit'],
});
await build({
  ...common,
  entryPoints: ['lib/server/geo/intake/gpkg.child.ts'],
  outfile: '.next/server-entry/workers/gpkg-read.js',
  // The child process that reads an uploaded GeoPackage, killed at its budget (lib/server/geo/intake/killable.ts).
  external: ['better-sqlite3'],
});
await build({
  ...common,
  entryPoints: ['lib/server/runtime/main.ts'],
  outfile: '.next/server-entry/jobs.js',
  // knex's other dialects and ioredis are loaded only when configured.
  external: [
    ...serverExternalPackages,
    'ioredis',
    'pg',
    'pg-query-stream',
    'mysql',
    'mysql2',
    'oracledb',
    'sqlite3',
  ],
});
if (!process.argv.includes('--quiet')) {
  console.log(
    `Worker bundles: .next/server-entry/workers/geo.js, .next/server-entry/workers/gpkg-read.js, .next/server-entry/jobs.js (${Date.now() - started} ms)`,
  );
}
