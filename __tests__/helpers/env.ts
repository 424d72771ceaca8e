import { resetEnvCache } from '@/lib/server/env';

/**
 * Sets these environment variables (undefined: unset) and resets env()'s cache, so the site reads them at once.
 */
export function setEnv(vars: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

/** Runs `fn` with these environment variables set (setEnv), then puts back what was there. */
export async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  setEnv(vars);
  try {
    return await fn();
  } finally {
    setEnv(before);
  }
}

/**
 * A Markdown budget short enough for a test that waits for a hostile body to be stopped (the site's default is
 * 10 s; the body would take minutes either way).
 */
export const SHORT_MARKDOWN_BUDGET = { MARKDOWN_BUDGET_MS: '2000' };
