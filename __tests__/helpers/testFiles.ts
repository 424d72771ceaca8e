import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Test material from other projects' public suites, kept outside the project (never copied in): the folder
 * `shared/test-files/` beside the repository (`../shared/test-files/` from its root; a CI clone sits beside
 * `shared/` too; MANIFEST.md there says where each file comes from and its licence). VTRANS_TEST_FILES points
 * elsewhere.
 */
export const TEST_FILES = path.resolve(
  process.env.VTRANS_TEST_FILES ?? path.join(__dirname, '../../../shared/test-files'),
);

/** The PDF_UA-1 folder of the veraPDF corpus (each name says its ISO 14289-1 clause, test and verdict). */
export const PDFUA_CORPUS = path.join(TEST_FILES, 'pdfua');

/** Said when a test or bench skips because the shared files are not on this machine. */
export const missingTestFiles = (dir: string) =>
  `${dir} is not on this machine: the shared test files (../shared/test-files beside the repository, or ` +
  'VTRANS_TEST_FILES) are read where they are, never copied into the project';

/** Every PDF under `dir`, in any subfolder, sorted by file name (none left out). */
export function pdfsUnder(dir: string): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const p = path.join(d, name);
      return statSync(p).isDirectory() ? walk(p) : /\.pdf$/i.test(name) ? [p] : [];
    });
  return walk(dir).sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
}

/** The path of one corpus file by its name (the corpus keeps them in clause folders), or null when absent. */
export function corpusFile(name: string): string | null {
  if (!existsSync(PDFUA_CORPUS)) return null;
  return pdfsUnder(PDFUA_CORPUS).find((p) => path.basename(p) === name) ?? null;
}
