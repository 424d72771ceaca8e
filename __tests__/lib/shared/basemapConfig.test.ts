import { basemapConfig, basemapCsp, ESRI_BASEMAP_STYLES } from '@/lib/shared/basemapConfig';
import { EnvSchema } from '@/lib/server/env';

describe('basemap configuration (ARCGIS_API_KEY)', () => {
  it('uses the local basemap without a key: nothing extra in the CSP', () => {
    for (const key of [undefined, null, '', '   ']) {
      expect(basemapConfig(key)).toEqual({ source: 'local' });
    }
    expect(basemapCsp({ source: 'local' })).toEqual({});
  });

  it('switches every basemap choice to an Esri style with a key, and lets the browser reach Esri', () => {
    const config = basemapConfig(' AAPK-test-key-1234567890 ');
    expect(config).toEqual({
      source: 'esri',
      apiKey: 'AAPK-test-key-1234567890',
      styles: ESRI_BASEMAP_STYLES,
    });
    expect(Object.keys(ESRI_BASEMAP_STYLES).sort()).toEqual(['dark', 'high-contrast', 'light']);
    const csp = basemapCsp(config);
    expect(csp['connect-src']).toContain('https://basemapstyles-api.arcgis.com');
    expect(csp['img-src']).toContain('https://static.arcgis.com');
  });

  it('reads ARCGIS_API_KEY through env.ts (optional; empty means unset)', () => {
    expect(EnvSchema.parse({}).ARCGIS_API_KEY).toBeUndefined();
    expect(EnvSchema.parse({ ARCGIS_API_KEY: '' }).ARCGIS_API_KEY).toBeUndefined();
    expect(EnvSchema.parse({ ARCGIS_API_KEY: 'AAPK-test-key-1234567890' }).ARCGIS_API_KEY).toBe(
      'AAPK-test-key-1234567890',
    );
  });
});
