// The library's accessibility pre-flight (the Matterhorn 1.1 checks of PDF/UA-1) on PDF files:
// `npm run pdf:check -- FILE…` prints one JSON line per file, {"file","passes","failed":[check ids]}. Each file
// is checked as the site checks an upload: the worker pool's own task (lib/server/workers/tasks.ts,
// pdfAccessibility) in a pool thread, with the site's time budget (FILE_TASK_BUDGET_MS) and the thread's heap
// limit, so a hostile file costs a terminal what it costs the site. The npm script builds the worker bundle
// first. A file that cannot be checked (damaged, too complex, over the budget) gets "error" with the sentence an
// editor would see. Exits 1 when any file fails or cannot be checked. `npm run pdf:check -- --rules` lists the
// rules (Matterhorn failure condition, ISO 14289-1 clause, the check of the report, what it checks).
import { readFile } from 'node:fs/promises';
import { PDF_TOO_COMPLEX, RULES } from '@/lib/server/documents/pdfAccessibility';
import { closePool, FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';
import { HttpError } from '@/lib/shared/errors';

async function main() {
  if (process.argv.includes('--rules')) {
    for (const r of RULES)
      console.log(`${r.id.padEnd(18)} ${r.clause.padEnd(13)} ${r.group.padEnd(16)} ${r.title}`);
    return;
  }
  const files = process.argv.slice(2).filter((a) => a !== '--');
  if (files.length === 0) {
    console.error('Usage: npm run pdf:check -- FILE.pdf …');
    process.exit(2);
  }
  let ok = true;
  try {
    for (const file of files) {
      try {
        const report = await runTask(
          'pdfAccessibility',
          { bytes: new Uint8Array(await readFile(file)) },
          { budgetMs: FILE_TASK_BUDGET_MS, tooComplex: PDF_TOO_COMPLEX },
        );
        const failing = report.findings.filter((f) => !f.ok);
        const failed = failing.map((f) => f.id);
        const rules = failing.flatMap((f) => f.rules ?? []);
        ok &&= report.passed;
        console.log(JSON.stringify({ file, passes: report.passed, failed, rules }));
      } catch (err) {
        if (!(err instanceof HttpError) || err.status >= 500) throw err;
        ok = false;
        console.log(JSON.stringify({ file, passes: false, failed: [], error: err.message }));
      }
    }
  } finally {
    await closePool();
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
