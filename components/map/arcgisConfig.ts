// Imported first by the map component, before any @arcgis/core module reads its configuration:
// every asset and font comes from this site (PLATFORM-NOTES front-end §3), so no request leaves it.
(globalThis as { esriConfig?: object }).esriConfig = {
  assetsPath: '/assets',
  fontsUrl: '/fonts',
  // Shapes label text from the self-hosted woff2 instead of fetching SDF glyphs from static.arcgis.com.
  // The site's Content-Security-Policy forbids eval; saying so up front keeps the SDK from probing it with
  // `new Function` (which the browser reports as a CSP violation) and makes it use its eval-free paths.
  has: {
    'esri-2d-force-complex-shaping': true,
    'esri-csp-restrictions': true,
    // One worker thread for the SDK (its default is one per core but one, and at least two). The map's data is
    // small (under 1 MB of GeoJSON); every extra worker loads and compiles the SDK's worker code again and, on a
    // two-core machine, competes with the page and the GPU process: measured 13.6 → 11.9 s to a drawn map
    // together with the basemap's merged layers (bench/map.ts's machine).
    'max-workers-pool-size': 1,
  },
};

// The SDK times a press on the map (pointer-down to pointer-up: a click within 300 ms, a hold from 500 ms) by the
// input's `native.timestamp`, a field DOM events do not have, and otherwise by when it gets to handle each event.
// On a busy page (a 2-core machine drawing in software WebGL, the panels' first renders) a quick click handled
// 300 ms after its press was no click: a comment not placed, a measurement without its first point (CI, issue 56).
// DOM events carry when they happened as `timeStamp`, on the clock the SDK reads otherwise (performance.now());
// under the name the SDK looks for, the SDK times the press the person made, not the page's delay.
if (typeof UIEvent !== 'undefined' && !('timestamp' in UIEvent.prototype))
  Object.defineProperty(UIEvent.prototype, 'timestamp', {
    configurable: true,
    get(this: UIEvent) {
      return this.timeStamp;
    },
  });
export {};
