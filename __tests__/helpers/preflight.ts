import { checkPdfAccessibility } from '@/lib/server/documents/pdfAccessibility';

/**
 * The project's own pre-flight (the Matterhorn 1.1 checks, lib/server/documents/pdfAccessibility.ts) on a PDF
 * the site made: every check passes. Used beside the independent pikepdf check (./pikepdf.ts).
 */
export async function expectPreflightPasses(bytes: Uint8Array): Promise<void> {
  const report = await checkPdfAccessibility(bytes);
  expect(report.findings.filter((f) => !f.ok).map((f) => `${f.id}: ${f.message}`)).toEqual([]);
  expect(report.passed).toBe(true);
}
