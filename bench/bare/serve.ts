/**
 * The bare pages of bench/map.ts: bundled with esbuild from the same @arcgis/core package the site uses, and
 * served under /__bare/ by a small server that passes every other request (/assets, /fonts, /basemap) through
 * to the site, so both read the same files with the site's own headers and compression.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

/** Each bare page: its entry module beside this file (a page's address may add a query string). */
const ENTRIES = {
  oneLayer: 'bench/bare/oneLayer.ts',
  basemap: 'bench/bare/basemap.ts',
  geojsonBasemap: 'bench/bare/geojsonBasemap.ts',
  defaultLayers: 'bench/bare/defaultLayers.ts',
} as const;
export type BareEntry = keyof typeof ENTRIES;

const html = (name: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare ${name}</title>
<link rel="stylesheet" href="${name}.css">
<script src="arcgisConfig.js"></script>
<style>html,body,#map{margin:0;padding:0;width:100%;height:100%;overflow:hidden}</style>
</head><body><div id="map"></div><script type="module" src="${name}.js"></script></body></html>`;

/** Bundles the bare pages (minified ES modules with shared chunks, as a production build) into a new folder. */
export async function bundleBarePages(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-bare-'));
  await build({
    entryPoints: Object.entries(ENTRIES).map(([out, entry]) => ({ in: entry, out })),
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    tsconfig: 'tsconfig.json',
    // Files the SDK's CSS points at (its theme's images and fonts) are copied beside the bundle.
    loader: Object.fromEntries(
      ['.woff', '.woff2', '.ttf', '.eot', '.svg', '.png', '.gif', '.jpg', '.jpeg'].map((ext) => [
        ext,
        'file' as const,
      ]),
    ),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    legalComments: 'none',
  });
  // The SDK reads esriConfig when its first module runs; in one bundle with shared chunks that can come before
  // the import of components/map/arcgisConfig has run, so the same module also runs first as a plain script.
  await build({
    entryPoints: ['components/map/arcgisConfig.ts'],
    outfile: path.join(dir, 'arcgisConfig.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  for (const name of Object.keys(ENTRIES)) fs.writeFileSync(path.join(dir, `${name}.html`), html(name));
  return dir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.pbf': 'application/x-protobuf',
  '.gif': 'image/gif',
  '.png': 'image/png',
};

/** Serves `dir` under /__bare/ on 127.0.0.1:port and passes everything else to the site at `site`. */
export function serveBare(dir: string, port: number, site: string): Promise<http.Server> {
  const target = new URL(site);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bare');
    if (url.pathname.startsWith('/__bare/')) {
      const file = path.join(dir, decodeURIComponent(url.pathname.slice('/__bare/'.length)));
      if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
      return;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
        agent,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
