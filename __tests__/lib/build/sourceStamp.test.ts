/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- a plain ES module of the build scripts, without types
import { sourceStamp } from '../../../scripts/sourceStamp.mjs';

const stampOf = sourceStamp as (dir: string) => string | null;

describe('the source stamp that decides whether `npm run test:e2e` rebuilds', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
    execFileSync('git', ['init', '-q'], { cwd: dir });
    fs.mkdirSync(path.join(dir, 'lib'));
    fs.mkdirSync(path.join(dir, 'e2e'));
    fs.writeFileSync(path.join(dir, 'lib/a.ts'), 'export const a = 1;\n');
    fs.writeFileSync(path.join(dir, 'e2e/a.spec.ts'), 'test\n');
    fs.writeFileSync(path.join(dir, '.gitignore'), '.next/\n');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('changes with a source file, new or edited, and not with tests, docs or ignored files', () => {
    const first = stampOf(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    fs.writeFileSync(path.join(dir, 'e2e/a.spec.ts'), 'changed\n');
    fs.writeFileSync(path.join(dir, 'README.md'), '# new\n');
    fs.mkdirSync(path.join(dir, '.next'));
    fs.writeFileSync(path.join(dir, '.next/BUILD_ID'), 'x');
    expect(stampOf(dir)).toBe(first);
    fs.writeFileSync(path.join(dir, 'lib/a.ts'), 'export const a = 2;\n');
    const edited = stampOf(dir);
    expect(edited).not.toBe(first);
    fs.writeFileSync(path.join(dir, 'lib/b.ts'), 'export const b = 1;\n');
    expect(stampOf(dir)).not.toBe(edited);
  });

  it('is null outside a git checkout (then the build is always made)', () => {
    fs.rmSync(path.join(dir, '.git'), { recursive: true });
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'nogit-'));
    try {
      expect(stampOf(outside)).toBeNull();
    } finally {
      fs.rmSync(outside, { recursive: true });
    }
  });
});
