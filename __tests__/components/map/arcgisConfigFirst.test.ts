/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The SDK reads esriConfig (local assets, CSP-safe paths) when its first module loads, so every module that
 * loads @arcgis/core imports arcgisConfig before any SDK module. When a refactor dropped it from MapCanvas
 * and SubmissionMap, the SDK fetched its strings from js.arcgis.com and the CSP blocked the maps (e2e).
 */
const MAP_DIR = path.resolve(__dirname, '../../../components/map');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });

describe('@arcgis/core configuration comes first', () => {
  it('every map module that loads an SDK module imports arcgisConfig before it', () => {
    const late = files(MAP_DIR).flatMap((file) => {
      const imports = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('import '));
      const sdk = imports.findIndex((l) => /'@arcgis\/core/.test(l) && !/^import type /.test(l));
      if (sdk === -1 || path.basename(file) === 'arcgisConfig.ts') return [];
      const config = imports.findIndex((l) => /^import '(\.\/|\.\.\/)+arcgisConfig';/.test(l));
      return config !== -1 && config < sdk ? [] : [path.relative(MAP_DIR, file)];
    });
    expect(late).toEqual([]);
  });

  it('runs the SDK with one worker thread (each worker compiles the SDK worker code again)', async () => {
    await import('@/components/map/arcgisConfig');
    const config = (globalThis as { esriConfig?: { has?: Record<string, unknown> } }).esriConfig;
    expect(config?.has?.['max-workers-pool-size']).toBe(1);
  });
});
