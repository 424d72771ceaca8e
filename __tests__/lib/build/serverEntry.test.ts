/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * server.ts is compiled on its own (tsconfig.server.json) and run by plain Node, where the '@/' alias of
 * the app's build does not exist: every module it loads must import the site's code by relative paths. (A
 * siteLink helper once imported '@/lib/shared/routes' from env.ts and the production server could not start.)
 */
const ROOT = path.resolve(__dirname, '../../..');
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function modulesOfServerEntry(): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const specifiers = [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2]!);
    seen.set(file, specifiers);
    for (const s of specifiers.filter((s) => s.startsWith('.'))) {
      const base = path.resolve(path.dirname(file), s);
      const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
      if (found) visit(found);
    }
  };
  visit(path.join(ROOT, 'server.ts'));
  return seen;
}

describe('the production server entry', () => {
  it('loads no module through the @/ alias (plain Node cannot resolve it)', () => {
    const modules = modulesOfServerEntry();
    expect(modules.size).toBeGreaterThan(2);
    const aliased = [...modules].flatMap(([file, specifiers]) =>
      specifiers.filter((s) => s.startsWith('@/')).map((s) => `${path.relative(ROOT, file)} imports ${s}`),
    );
    expect(aliased).toEqual([]);
  });
});
