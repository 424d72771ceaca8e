// Bundles (1) the worker-thread entry (lib/server/workers/geo.worker.ts) and everything it imports into one
// CommonJS file, .next/server-entry/workers/geo.js, which the pool (lib/server/workers/pool.ts) starts its
// threads from: a worker thread loads a file from disk, and the app's own code is bundled by Next. Run by
// `npm run build`, `npm run dev` and jest's global setup; (2) the job worker of `npm run worker`. About a second.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: ['lib/server/workers/geo.worker.ts'],
  outfile: '.next/server-entry/workers/geo.js',
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
});
// `npm run worker`: the job worker alone (lib/server/jobs/main.ts). Native and dialect-loading packages stay
// plain requires from node_modules, as in Next's server bundle (next.config.js serverExternalPackages).
await build({
  entryPoints: ['lib/server/jobs/main.ts'],
  outfile: '.next/server-entry/jobs.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  banner: { js: 'globalThis.self ??= globalThis;' },
  alias: { shpjs: './node_modules/shpjs/lib/index.js' },
  external: [
    'better-sqlite3',
    'knex',
    'mssql',
    'tedious',
    '@azure/storage-blob',
    'piscina',
    'ioredis',
    'pg',
    'mysql',
    'mysql2',
    'oracledb',
    'sqlite3',
    'pg-query-stream',
  ],
  logLevel: 'warning',
  legalComments: 'none',
});
if (!process.argv.includes('--quiet')) {
  console.log(
    `Worker bundles: .next/server-entry/workers/geo.js, .next/server-entry/jobs.js (${Date.now() - started} ms)`,
  );
}
