/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// zod probes for eval before its first parse unless told not to (the CSP forbids eval): every schema module
// that uses zod imports zodConfig.ts, which sets jitless mode in the browser. A domain with zod-free rules is
// a folder (schemas/<domain>/schemas.ts and rules.ts), so the folders are read too.
describe('schema modules under the CSP', () => {
  const dir = path.join(process.cwd(), 'lib/shared/schemas');
  const modules = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && f !== 'zodConfig.ts')
    .sort();
  it('reads the domain folders too', () => expect(modules).toContain(path.join('spatialData', 'schemas.ts')));
  it.each(modules)('%s imports zodConfig when it uses zod', (file) => {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!/from 'zod'/.test(source)) return;
    const config = path.dirname(file) === '.' ? './zodConfig' : '../zodConfig';
    expect(source.split('\n')).toContain(`import '${config}';`);
  });
  // rules.ts is what browser code imports to stay free of zod (~25 KB): it imports schemas.ts for types only.
  it.each(modules.filter((f) => path.basename(f) === 'rules.ts'))('%s is zod-free', (file) => {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    expect(source).not.toMatch(/from 'zod'|^import (?!type )[^;]*from '\.\/schemas'/m);
  });
});
