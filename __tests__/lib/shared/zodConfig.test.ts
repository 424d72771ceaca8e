/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// zod probes for eval before its first parse unless told not to (the CSP forbids eval): every schema module
// that uses zod imports ./zodConfig, which sets jitless mode in the browser.
describe('schema modules under the CSP', () => {
  const dir = path.join(process.cwd(), 'lib/shared/schemas');
  const modules = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'zodConfig.ts');
  it.each(modules)('%s imports ./zodConfig when it uses zod', (file) => {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!/from 'zod'/.test(source)) return;
    expect(source).toMatch(/^import '\.\/zodConfig';$/m);
  });
});
