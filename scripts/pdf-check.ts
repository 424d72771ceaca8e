// The library's accessibility pre-flight (the Matterhorn 1.1 checks of PDF/UA-1) on PDF files:
// `npm run pdf:check -- FILE…` prints one JSON line per file, {"file","passes","failed":[check ids]}, from
// the worker pool's own task (lib/server/workers/tasks.ts, pdfAccessibility), run in this process. A file that
// cannot be checked (damaged, too complex) gets "error" with the sentence an editor would see. Exits 1 when
// any file fails or cannot be checked.
import { readFile } from 'node:fs/promises';
import { pdfAccessibility } from '@/lib/server/workers/tasks';

async function main() {
  const files = process.argv.slice(2).filter((a) => a !== '--');
  if (files.length === 0) {
    console.error('Usage: npm run pdf:check -- FILE.pdf …');
    process.exit(2);
  }
  let ok = true;
  for (const file of files) {
    const answer = await pdfAccessibility({ bytes: new Uint8Array(await readFile(file)) });
    if ('ok' in answer) {
      const failed = answer.ok.findings.filter((f) => !f.ok).map((f) => f.id);
      ok &&= answer.ok.passed;
      console.log(JSON.stringify({ file, passes: answer.ok.passed, failed }));
    } else {
      ok = false;
      console.log(JSON.stringify({ file, passes: false, failed: [], error: answer.refused.message }));
    }
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
