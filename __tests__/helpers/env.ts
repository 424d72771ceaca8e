import { resetEnvCache } from '@/lib/server/env';

/**
 * Runs `fn` with these environment variables set (undefined: unset), then puts back what was there. The site's
 * settings are read through env(), which caches them, so the cache is reset on the way in and out.
 */
export async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  };
  apply(vars);
  try {
    return await fn();
  } finally {
    apply(before);
  }
}

/**
 * A Markdown budget short enough for a test that waits for a hostile body to be stopped (the site's default is
 * 10 s; the body would take minutes either way).
 */
export const SHORT_MARKDOWN_BUDGET = { MARKDOWN_BUDGET_MS: '2000' };
