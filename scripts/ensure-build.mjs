// Builds the app when there is no production build yet (or with --force), so `npm start` works on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const force = process.argv.includes('--force');
if (force || !existsSync('.next/BUILD_ID')) {
  console.log(
    force ? 'Building the production bundle…' : 'No production build yet: running `next build` first…',
  );
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  process.exit(result.status ?? 1);
}
