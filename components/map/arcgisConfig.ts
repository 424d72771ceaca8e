// Imported first by the map component, before any @arcgis/core module reads its configuration:
// every asset and font comes from this site (PLATFORM-NOTES front-end §3), so no request leaves it.
(globalThis as { esriConfig?: object }).esriConfig = {
  assetsPath: '/assets',
  fontsUrl: '/fonts',
  // Shapes label text from the self-hosted woff2 instead of fetching SDF glyphs from static.arcgis.com.
  // The site's Content-Security-Policy forbids eval; saying so up front keeps the SDK from probing it with
  // `new Function` (which the browser reports as a CSP violation) and makes it use its eval-free paths.
  has: { 'esri-2d-force-complex-shaping': true, 'esri-csp-restrictions': true },
};
export {};
