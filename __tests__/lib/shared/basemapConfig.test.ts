import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { agencyStyleUrl, basemapConfig, basemapCsp, ESRI_BASEMAP_STYLES } from '@/lib/shared/basemapConfig';
import { EnvSchema } from '@/lib/server/env';

const KEY = 'AAPK-test-key-1234567890';
const STYLE = 'https://maps.example.gov/styles/vtrans-{basemap}/style.json';

describe('basemap configuration (BASEMAP_STYLE_URL, ARCGIS_API_KEY)', () => {
  it('uses the local basemap without a setting: nothing extra in the CSP', () => {
    for (const key of [undefined, null, '', '   ']) {
      expect(basemapConfig({ ARCGIS_API_KEY: key, BASEMAP_STYLE_URL: key })).toEqual({ source: 'local' });
    }
    expect(basemapCsp({ source: 'local' })).toEqual({});
  });

  it('switches every basemap choice to an Esri style with a key, and lets the browser reach Esri', () => {
    const config = basemapConfig({ ARCGIS_API_KEY: ` ${KEY} ` });
    expect(config).toEqual({ source: 'esri', apiKey: KEY, styles: ESRI_BASEMAP_STYLES });
    expect(Object.keys(ESRI_BASEMAP_STYLES).sort()).toEqual(['dark', 'high-contrast', 'light']);
    const csp = basemapCsp(config);
    expect(csp['connect-src']).toContain('https://basemapstyles-api.arcgis.com');
    expect(csp['img-src']).toContain('https://static.arcgis.com');
  });

  it('takes an agency’s own style (one per choice with {basemap}), and lets the browser reach it and its hosts', () => {
    const config = basemapConfig({
      BASEMAP_STYLE_URL: STYLE,
      BASEMAP_ORIGINS: 'https://tiles.example.gov, https://fonts.example.gov/',
    });
    expect(config).toEqual({
      source: 'agency',
      styleUrl: STYLE,
      origins: ['https://maps.example.gov', 'https://tiles.example.gov', 'https://fonts.example.gov'],
    });
    expect(agencyStyleUrl(STYLE, 'high-contrast')).toBe(
      'https://maps.example.gov/styles/vtrans-high-contrast/style.json',
    );
    const csp = basemapCsp(config);
    for (const directive of ['connect-src', 'img-src', 'font-src']) {
      expect(csp[directive]).toEqual(config.source === 'agency' ? config.origins : []);
    }
    // The agency's style wins over Esri's; a key is still sent to ArcGIS hosts, which the CSP then allows.
    const both = basemapConfig({ BASEMAP_STYLE_URL: STYLE, ARCGIS_API_KEY: KEY });
    expect(both).toMatchObject({ source: 'agency', apiKey: KEY });
    expect(basemapCsp(both)['connect-src']).toEqual(
      expect.arrayContaining(['https://maps.example.gov', 'https://basemapstyles-api.arcgis.com']),
    );
  });

  it('reads the settings through env.ts (optional; empty means unset; only https)', () => {
    expect(EnvSchema.parse({}).ARCGIS_API_KEY).toBeUndefined();
    expect(EnvSchema.parse({ ARCGIS_API_KEY: '' }).ARCGIS_API_KEY).toBeUndefined();
    expect(EnvSchema.parse({ ARCGIS_API_KEY: KEY }).ARCGIS_API_KEY).toBe(KEY);
    expect(EnvSchema.parse({ BASEMAP_STYLE_URL: STYLE }).BASEMAP_STYLE_URL).toBe(STYLE);
    expect(EnvSchema.parse({ BASEMAP_STYLE_URL: '' }).BASEMAP_STYLE_URL).toBeUndefined();
    expect(EnvSchema.safeParse({ BASEMAP_STYLE_URL: 'http://maps.example.gov/style.json' }).success).toBe(
      false,
    );
    expect(EnvSchema.safeParse({ BASEMAP_ORIGINS: 'https://a.example.gov,ftp://b' }).success).toBe(false);
    expect(EnvSchema.parse({ BASEMAP_ORIGINS: 'https://a.example.gov' }).BASEMAP_ORIGINS).toBe(
      'https://a.example.gov',
    );
  });
});

/** Every source file of the site's components. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('every map is built with the configured basemap', () => {
  it('one MapView (components/map/mapHost.ts) and one Basemap (createBasemap, which reads the setting)', () => {
    const files = [...sources('components'), ...sources('pages'), ...sources('lib')];
    const making = (pattern: RegExp) =>
      files.filter((f) => pattern.test(readFileSync(f, 'utf8'))).map((f) => f.split(path.sep).join('/'));
    expect(making(/new (MapView|SceneView)\(/)).toEqual(['components/map/mapHost.ts']);
    expect(making(/new Basemap\(/)).toEqual(['components/map/basemap.ts']);
    // A map swaps its basemap only through createBasemap too.
    expect(making(/\.basemap\s*=/)).toEqual(
      making(/\.basemap\s*=/).filter((f) => readFileSync(f, 'utf8').includes('createBasemap(')),
    );
  });
});
