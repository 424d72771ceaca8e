// Runs the PDF accessibility pre-flight (lib/server/documents/pdfAccessibility.ts) over every PDF of the
// configured document library and prints what it finds: `npx tsx scripts/pdf-accessibility.ts`
// (`-- --markdown` prints one table row per PDF with each check passed or failed).
import { closeDb, db } from '@/lib/server/db/knex';
import { checkPdfAccessibility } from '@/lib/server/documents/pdfAccessibility';
import { findingStatus, PDF_CHECK_IDS } from '@/lib/shared/schemas/documents/editing';
import { listDocuments, openDocument } from '@/lib/server/services/documents';

async function main() {
  await db(); // the embedded default migrates and seeds on first use
  const pdfs = (await listDocuments()).filter((d) => d.contentType === 'application/pdf');
  const markdown = process.argv.includes('--markdown');
  if (markdown) {
    console.log(`| PDF | Pages | ${PDF_CHECK_IDS.join(' | ')} | Passes |`);
    console.log(`| --- | ---: | ${PDF_CHECK_IDS.map(() => '---').join(' | ')} | --- |`);
  }
  const failing = new Map<string, number>();
  let passed = 0;
  for (const d of pdfs) {
    const { stream } = await openDocument(d.path);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
    const bytes = Buffer.concat(chunks);
    const report = await checkPdfAccessibility(bytes);
    const failed = report.findings.filter((f) => !f.ok).map((f) => f.id);
    for (const id of failed) failing.set(id, (failing.get(id) ?? 0) + 1);
    if (report.passed) passed++;
    const mark = (id: string) => {
      const f = report.findings.find((x) => x.id === id);
      const status = f ? findingStatus(f) : 'fails';
      return status === 'passes' ? 'yes' : status === 'not-applicable' ? 'n/a' : '**no**';
    };
    console.log(
      markdown
        ? `| ${d.path} | ${report.pages} | ${PDF_CHECK_IDS.map(mark).join(' | ')} | ${report.passed ? 'yes' : 'no'} |`
        : `${d.path.padEnd(70)} ${String(report.pages).padStart(3)} pp  ${failed.join(', ') || 'passes'}`,
    );
  }
  console.log(`\n${pdfs.length} PDFs: ${passed} pass every check.`);
  for (const [id, n] of failing) console.log(`  ${id.padEnd(12)} fails on ${n}`);
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
