/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The README and docs/ name the code a newcomer should open (each feature page ends with its code map): every
 * path they give in backticks exists, so a move or a rename that forgets the docs fails here.
 */
const ROOT = process.cwd();
const TOP = /^(pages|components|lib|styles|scripts|bench|e2e|__tests__|__mocks__|docs|public|\.ci)\//;
/** Folders the tools write (bench/results/): named in the docs, absent from a clone. */
const MADE = fs
  .readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line.endsWith('/'));

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? markdownFiles(full) : e.name.endsWith('.md') ? [full] : [];
  });
}

/** Paths in backticks that start at a top folder of the repository (no globs, no placeholders). */
function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, text] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const candidate = text.trim().replace(/[:,.]$/, '');
    if (!TOP.test(candidate) || /[*{}<>\s]/.test(candidate)) continue;
    if (MADE.some((folder) => candidate.startsWith(folder))) continue;
    found.add(candidate);
  }
  return [...found];
}

const docs = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

describe('paths named in the README and docs/', () => {
  it('finds the code maps', () => {
    const named = docs.flatMap((f) => namedPaths(fs.readFileSync(f, 'utf8')));
    expect(named.length).toBeGreaterThan(150);
    expect(namedPaths('see `lib/server/log.ts` and `lib/shared/*.ts`')).toEqual(['lib/server/log.ts']);
  });

  it.each(docs.map((f) => path.relative(ROOT, f)))('%s names only paths that exist', (file) => {
    const missing = namedPaths(fs.readFileSync(path.join(ROOT, file), 'utf8')).filter(
      (p) => !fs.existsSync(path.join(ROOT, p)),
    );
    expect(missing).toEqual([]);
  });
});
