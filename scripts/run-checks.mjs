// The static checks of `npm test` side by side: typecheck, lint and format:check each use about one core, so on a
// 2-core machine running them together takes about as long as the slowest (tsc) instead of the sum. Each one's
// output is printed whole when it ends, under its name; the exit status is the first failure's, else 0.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'format:check'];

const runs = CHECKS.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => {
        const secs = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(
          `\n> ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${secs} s\n${out}`,
        );
        resolve(code ?? 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.find((c) => c !== 0) ?? 0);
