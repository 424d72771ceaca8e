import { defineConfig, devices } from '@playwright/test';
import { SOFTWARE_GL_ARGS } from './e2e/gl';

/**
 * E2E_PORT lets several checkouts run their suites side by side. The site runs twice from the one build: on
 * E2E_PORT as a fresh clone does (embedded mailing list), and 2 above it configured for a mailing-list provider,
 * whose stand-in listens 99 above E2E_PORT. The SMTP capture server (every mail the site sends, as .eml files in
 * .e2e-mail/) listens 98 above it.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PROVIDER_SITE_PORT = PORT + 2;
const PROVIDER_PORT = PORT + 99;
const SMTP_PORT = PORT + 98;
/** Debian's Chromium, headless, with nothing that calls home. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * Pages without a map draw fastest with the GPU off: Chromium then rasters and composites with Skia on the CPU.
 * With a GPU process on this machine every frame goes through SwiftShader, software GL, which cost more CPU than
 * anything else in the run (routes and shell: 134 s of GPU-process CPU against 48 s with the GPU off, and 4.7 min
 * against 4.1 min of wall time).
 */
const PAGE_ARGS = [...CHROMIUM_ARGS, '--disable-gpu'];
/**
 * A map needs the GPU process: with --disable-gpu Chromium reads every WebGL frame back on the page's main thread
 * (GLES2::ReadPixels, up to 0.5 s a frame for the map), so one zoom took 10–25 s. With it, WebGL is drawn in the GPU
 * process and composited there, as in a person's browser. With no GPU on these machines the GL underneath is a
 * software one: Mesa's llvmpipe (through ANGLE's EGL back end) where Debian's Mesa driver is installed (.ci/run
 * installs it), otherwise Chromium's own SwiftShader. llvmpipe draws the same maps for less CPU: the Map Explorer's
 * first draw took 9.6 CPU-seconds of the browser against 13.1 on SwiftShader, and the whole e2e run 964 s against
 * 1,093 s (its GPU process used 517 CPU-seconds; 1,088 in an earlier run on SwiftShader).
 */
const MAP_ARGS = [...CHROMIUM_ARGS, ...SOFTWARE_GL_ARGS];
/** The spec files that wait for the Map Explorer (or a staff map) to draw run in the "maps" project. */
const MAP_SPECS =
  /(map-explorer|map-data|map-tools|map-readable|comments|spatial-data|gap-ta-applications|focus|routes-maps|map-basemap)\.spec\.ts$/;

/** A desktop Chrome at 1280×800, in Debian's Chromium with these flags. */
const desktop = (args: string[]) => ({
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: '/usr/bin/chromium', args },
});

/** E2E in Debian's Chromium against the production build, on a fresh seeded SQLite database. */
export default defineConfig({
  testDir: './e2e',
  timeout: 90_000,
  // Two workers: most of a spec's time is spent waiting (on the server, the mail, a job, a map's first draw), so
  // two spec files side by side use the 2-core machines' idle time. E2E_WORKERS overrides it (1 to debug).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A state a test waits for may take longer while the other worker draws a map in software WebGL: the wait is
  // for the state, never a timing verdict, so its ceiling is generous.
  expect: { timeout: 15_000 },
  retries: 0,
  // Each test's time as it goes, and at the end each spec file's time and the ten slowest tests.
  reporter: [['list'], ['./e2e/timingReporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records a screencast and DOM snapshots of every action of every test, and is kept only when one
    // fails: 12–15 % of the run's CPU (a spec alone: 131 against 114 CPU-seconds without it; the map's GPU process
    // reads back each frame for the screencast). So a plain run keeps a screenshot of a failing test's page, and
    // E2E_TRACE=1 (rerunning the failing spec) records the whole trace.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Signs each demo account in once through the mail and saves its state for signInAs (e2e/mail.ts).
      name: 'sign-in',
      testMatch: /auth\.setup\.ts$/,
      use: { launchOptions: { executablePath: '/usr/bin/chromium', args: PAGE_ARGS } },
    },
    {
      // First: its spec files are the longest, so the shorter pages specs fill in around them at the end.
      name: 'maps',
      dependencies: ['sign-in'],
      testMatch: MAP_SPECS,
      use: desktop(MAP_ARGS),
    },
    {
      name: 'pages',
      dependencies: ['sign-in'],
      testIgnore: MAP_SPECS,
      use: desktop(PAGE_ARGS),
    },
  ],
  webServer: [
    {
      command: `node scripts/smtp-capture.mjs ${SMTP_PORT} .e2e-mail`,
      port: SMTP_PORT,
      reuseExistingServer: false,
    },
    {
      // Besides the 21 seeded PDFs (which pass the site's checks), one untagged PDF placed in the storage directly:
      // the document the ADA notice's tests open (E2E_UNTAGGED, e2e/untagged.ts).
      command: `rm -rf .e2e-data && mkdir -p .e2e-data/documents && cp -r e2e/files/untagged .e2e-data/documents/ && node .next/server-entry/server.js -H 127.0.0.1 -p ${PORT}`,
      url: `http://127.0.0.1:${PORT}/api/updates`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: '.e2e-data',
        ACCESSIBILITY_PHONE: '(804) 555-0100',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        NEXTAUTH_URL: `http://127.0.0.1:${PORT}`,
        // The site's own address, as localhost: the OGC API builds its links from it, never from a request's Host,
        // while the tests browse 127.0.0.1, another host, so pages still carry noindex as on any non-production host.
        SITE_URL: `http://localhost:${PORT}`,
      },
    },
    {
      // The same build with a mailing-list provider and an agency basemap configured: the newsletter spec runs
      // a local endpoint that speaks the provider's JSONP format; map-basemap answers for the basemap's host.
      command: `rm -rf .e2e-data-provider && node .next/server-entry/server.js -H 127.0.0.1 -p ${PROVIDER_SITE_PORT}`,
      url: `http://127.0.0.1:${PROVIDER_SITE_PORT}/api/updates`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: '.e2e-data-provider',
        NEWSLETTER_SUBSCRIBE_URL: `http://127.0.0.1:${PROVIDER_PORT}/subscribe/post?u=abc123&id=def456`,
        // An agency basemap (e2e/map-basemap.spec.ts answers the browser's requests for it; nothing leaves).
        BASEMAP_STYLE_URL: 'https://maps.example.gov/styles/{basemap}/style.json',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        NEXTAUTH_URL: `http://127.0.0.1:${PROVIDER_SITE_PORT}`,
        SITE_URL: `http://localhost:${PROVIDER_SITE_PORT}`,
      },
    },
  ],
});
