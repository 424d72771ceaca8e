// The stamp of the sources a production build is made from (scripts/ensure-build.mjs --if-changed): a hash of
// every file git tracks or sees, ignored files aside, except tests, benchmarks, docs and CI, with the Node version.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What does not go into the build: tests, benchmarks, docs, CI. */
export const NOT_BUILT =
  /^(e2e|__tests__|bench|docs|\.ci)\/|\.md$|^(playwright|jest)\.config\.ts$|^jest\.setup\.ts$/;

/** The stamp of the sources under `dir`, or null where git cannot list them (a copy without .git). */
export function sourceStamp(dir = process.cwd()) {
  const list = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (list.status !== 0) return null;
  const hash = createHash('sha256').update(process.version);
  for (const file of list.stdout
    .split('\0')
    .filter((f) => f && !NOT_BUILT.test(f))
    .sort()) {
    const full = path.join(dir, file);
    if (!existsSync(full)) continue; // deleted in the work tree, not yet in the index
    hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}
