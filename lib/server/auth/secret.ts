import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isEmbedded } from '@/lib/server/db/config';
import { dataPath, env } from '@/lib/server/env';

let cached: string | undefined;

/**
 * NEXTAUTH_SECRET, or in the embedded setup a random secret kept in DATA_DIR/auth-secret (made once, readable
 * only by its owner) so a fresh clone signs in with no configuration. On SQL Server it must be configured.
 */
export function authSecret(): string {
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return configured;
  if (cached) return cached;
  if (!isEmbedded()) {
    throw new Error('NEXTAUTH_SECRET must be set (at least 32 characters) when the site runs on SQL Server.');
  }
  const file = dataPath('auth-secret');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  cached = fs.readFileSync(file, 'utf8').trim();
  return cached;
}

/** Forget the cached secret (tests change DATA_DIR between files). */
export function resetAuthSecret(): void {
  cached = undefined;
}
