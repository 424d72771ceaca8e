import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(path.join(__dirname, '../../../package-lock.json'), 'utf8')) as {
  packages: Record<string, LockPackage>;
};

/** Where npm would place `dep` when `owner` (a lockfile key) asks for it: nested first, then hoisted. */
function resolves(owner: string, dep: string): boolean {
  let dir = owner;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) return true;
    const cut = dir.lastIndexOf('/node_modules/');
    if (cut < 0) return Boolean(lock.packages[`node_modules/${dep}`]);
    dir = dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  // `npm ci` refuses a lockfile that lacks another platform's optional package: npm leaves
  // them out silently when the registry has no build of that version for some platform.
  it('lists every optional (per-platform) dependency of every locked package', () => {
    const owners = Object.entries(lock.packages).filter(([, p]) => p.optionalDependencies);
    expect(owners.length).toBeGreaterThan(5);
    const missing = owners.flatMap(([key, p]) =>
      Object.keys(p.optionalDependencies ?? {})
        .filter((dep) => !resolves(key, dep))
        .map((dep) => `${key} -> ${dep}`),
    );
    expect(missing).toEqual([]);
  });

  it('has the macOS and Windows builds of Next.js', () => {
    for (const name of ['@next/swc-darwin-arm64', '@next/swc-win32-x64-msvc', '@next/swc-linux-x64-gnu']) {
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(lock.packages['node_modules/next'].version);
    }
  });
});
