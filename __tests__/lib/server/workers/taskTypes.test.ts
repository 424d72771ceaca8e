/** @jest-environment node */
import * as entry from '@/lib/server/runtime/pool.worker';
import { runTask, type TaskOptions } from '@/lib/server/workers/pool';
import * as tasks from '@/lib/server/workers/tasks';
import type { PdfReport } from '@/lib/shared/schemas/documents/editing';

/**
 * The pool's tasks are typed like the jobs: `runTask` takes only the name of a task lib/server/workers/tasks.ts
 * exports, with that task's input, and answers its output. The lines marked @ts-expect-error are the proof:
 * the typecheck (`tsc --noEmit`, in `npm test` and CI) fails if any of them compiles. The threads' entry
 * (lib/server/runtime/pool.worker.ts) is the one list of the tasks: it must hold every one.
 */

const functions = (m: object) =>
  Object.entries(m)
    .filter(([, v]) => typeof v === 'function')
    .map(([k]) => k)
    .sort();

describe("the worker pool's tasks", () => {
  it("the threads' entry runs every task tasks.ts defines, under its own name", () => {
    expect(functions(tasks).length).toBeGreaterThan(10);
    expect(functions(entry)).toEqual(functions(tasks));
  });

  it('a wrong task name or input does not compile (never run: the typecheck is the test)', () => {
    const options: TaskOptions = { budgetMs: 1_000, tooComplex: 'Too complex.' };
    const bytes = new Uint8Array();
    const wrong = [
      // @ts-expect-error a task that does not exist (a misspelled name)
      () => runTask('applicationCopi', { bytes }, options),
      // @ts-expect-error another task's input: the Markdown task takes a source, not bytes
      () => runTask('markdown', { bytes }, options),
      // @ts-expect-error an input missing what the task needs
      () => runTask('mapPrint', { png: bytes }, options),
    ];
    // The right call compiles, and its answer is the task's own output.
    const right: () => Promise<PdfReport> = () => runTask('pdfAccessibility', { bytes }, options);
    expect([...wrong, right].every((f) => typeof f === 'function')).toBe(true);
  });
});
