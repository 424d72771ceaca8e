// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- Next.js loads this file as CommonJS */
const fs = require('node:fs');
const path = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The site's languages are its message folders (messages/<locale>/): adding a language adds files, not code
 * (docs/languages.md). English is the default and has no prefix; every other edition lives under /<locale>/.
 */
const LOCALES = fs
  .readdirSync(path.join(__dirname, 'messages'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Locale routes of the pages router. No detection from the browser's Accept-Language: a person chooses their
  // language (the selector, or a link in it) and the address keeps it for the visit, with no cookie.
  i18n: { locales: LOCALES, defaultLocale: 'en', localeDetection: false },
  // Messages reach the page already compiled (lib/server/i18n/messages.ts, icu-minify), so the browser gets
  // use-intl's formatter without the ICU parser (about 14 KB compressed on every page): what next-intl's
  // `precompile` option does. The flag tells the server code built here to compile; jest and scripts read raw ICU.
  env: { VTRANS_PRECOMPILED_MESSAGES: '1' },
  turbopack: {
    resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' },
  },
  // `npm test` type-checks the whole project (`tsc --noEmit`, a superset of what the build checks) before it
  // builds, and sets this so the build does not check the same code again (about a minute on 2 cores). Every other
  // build (`npm start`'s first build, `npm run build`) checks types as usual.
  typescript: { ignoreBuildErrors: process.env.VTRANS_TYPES_CHECKED === '1' },
  poweredByHeader: false,
  // A CI run (`.ci/run`, CI=true) builds a fresh clone once, tests it and throws it away, so its build skips two
  // things only a kept build uses: Turbopack's cache in .next/cache, which lets a rebuild of the same checkout
  // compile only what changed (writing it took 28 s on 2 cores), and the server's source maps, which are for reading
  // a production stack trace (4,234 files, 162 MB; without them the build took 151 s instead of 187 s). Every other
  // build keeps both; what the site serves and runs is the same.
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    turbopackSourceMaps: process.env.CI !== 'true',
  },
  // server.ts compresses outside the page cache, so a render is captured whole before any byte meets a slow
  // client; `next dev` serves uncompressed.
  compress: false,
  // MUI + Emotion SSR on the pages router needs one copy of @emotion/react on the server (PLATFORM-NOTES §2).
  bundlePagesRouterDependencies: true,
  // Native and dialect-loading packages stay as plain Node requires.
  serverExternalPackages: [
    'better-sqlite3',
    'knex',
    'mssql',
    'tedious',
    '@azure/storage-blob',
    'piscina',
    'pino',
    // PDFKit reads its own data files (font metrics, colour profiles) next to its code.
    'pdfkit',
    // The map components are loaded in the browser only (next/dynamic with ssr: false), but the server build still
    // compiled the SDK they import: 3,145 of its chunks, 112 MB, never run on the server. External, the server build
    // leaves it to Node (it never loads it); the browser's bundle is unchanged. A CI build took 141 s instead of
    // 174 s. The build warns that the SDK's theme CSS "can't be external": CSS is bundled as before.
    '@arcgis/core',
  ],
  async rewrites() {
    return [
      // Product documents live under /resources (SPEC §9); they are streamed from the storage module.
      { source: '/resources/:path*', destination: '/api/resources/:path*' },
      // Feeds, sitemap and robots.txt are built per request by API routes (they read the database and SITE_URL).
      { source: '/updates.xml', destination: '/api/feeds/updates' },
      { source: '/documents.xml', destination: '/api/feeds/documents' },
      { source: '/comment-periods.xml', destination: '/api/feeds/comment-periods' },
      { source: '/sitemap.xml', destination: '/api/sitemap' },
      { source: '/robots.txt', destination: '/api/robots' },
      // DCAT-US 1.1 catalog of the datasets.
      { source: '/data.json', destination: '/api/data-json' },
    ];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        ],
      },
      // Every page but the Data Explorer's embed view, which other sites may frame (its CSP says
      // frame-ancestors *, pages/_document.tsx).
      {
        // Matched against the address as requested (locale: false), so /es/… and / are covered too.
        source: '/:path((?!(?:[a-z]{2}/)?interactvtrans/data-explorer/embed$).*)',
        locale: false,
        headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
      },
      // The map's worker chunks are named by their content (the SDK's own hashes), so a browser may keep them:
      // a repeat visit to the Map Explorer then loads its ~40 worker files without asking again.
      {
        source: '/assets/esri/core/workers/chunks/:file',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // API answers are data, never documents: nothing may load or frame them. Pages get their
      // nonce-based policy from pages/_document.tsx, documents under /resources from their route.
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
};

module.exports = nextConfig;
