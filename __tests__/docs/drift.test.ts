/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { EnvSchema } from '@/lib/server/env';
import { JOBS_GRACE_MS, LISTEN_WHILE_DRAINING_MS, SHUTDOWN_DEADLINE_MS } from '@/lib/server/http/shutdown';
import { JOBS } from '@/lib/server/runtime/jobs';

/**
 * Docs that cannot drift from the code they describe: the settings in docs/configuration.md are the settings
 * schema's (lib/server/env.ts), the job kinds in docs/deployment.md are the registry's, the drain's times are
 * shutdown.ts's, and the file ADR 0003 names as the registry is the one that lists the kinds.
 */
const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
/** The module that lists every job kind the worker runs (lib/server/runtime/jobs.ts). */
const REGISTRY = 'lib/server/runtime/jobs.ts';

describe('docs/configuration.md', () => {
  it('documents every setting of the schema, and no setting the schema does not have', () => {
    // Each table row's first cell names one setting or several (`A` / `B` / `C`).
    const documented = read('docs/configuration.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
    expect([...new Set(documented)].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
    expect(documented).toHaveLength(new Set(documented).size); // none twice
  });
});

describe('docs/deployment.md', () => {
  const deployment = read('docs/deployment.md');

  it('lists every job kind of the registry by its lane, and no kind the registry does not have', () => {
    const jobs = deployment.slice(deployment.indexOf('- **Jobs**'), deployment.indexOf('- **Caches**'));
    const listed = [...jobs.matchAll(/^\s+- `(\w+)`: (.*(?:\n {4}.*)*)/gm)].flatMap(([, lane, text]) =>
      [...text!.matchAll(/`([a-z][a-z-]*)`/g)].map((m) => `${lane}: ${m[1]}`),
    );
    expect(listed.sort()).toEqual(JOBS.map((j) => `${j.lane}: ${j.kind}`).sort());
  });

  it("gives the drain's job grace and deadline as shutdown.ts has them", () => {
    // One paragraph, its line breaks wherever the formatter put them.
    const restart = deployment
      .slice(deployment.indexOf('- **Rolling restart**'), deployment.indexOf('- **Backup'))
      .replace(/\s+/g, ' ');
    expect(restart).toContain(`finish for up to ${JOBS_GRACE_MS / 1000} s`);
    expect(restart).toContain(`for at least ${LISTEN_WHILE_DRAINING_MS / 1000} s`);
    expect(restart).toContain(`exits within ${SHUTDOWN_DEADLINE_MS / 1000} s`);
  });

  it('names the registry that lists the kinds', () => {
    expect(deployment).toContain(`\`${REGISTRY}\``);
  });
});

describe('ADR 0003 (the job queue)', () => {
  it('names as the registry the file that lists every kind', () => {
    const adr = read('docs/adr/0003-job-queue-in-the-database.md');
    expect(adr).toMatch(new RegExp(`registry \`${REGISTRY.replace(/\./g, '\\.')}\``));
    const registry = read(REGISTRY);
    expect(registry).toMatch(/export const JOBS\b/);
    // Every kind's definition is in the registry's list (by the name it is exported under).
    for (const job of JOBS) expect(JOBS.filter((j) => j.kind === job.kind)).toHaveLength(1);
    expect(registry.match(/^ {2}\w+Job,$/gm)).toHaveLength(JOBS.length);
  });
});
