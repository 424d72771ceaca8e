/**
 * The PDF pre-flight's agreement with PDFs made outside the project whose PDF/UA-1 verdict is known:
 * `npm run bench:pdfcheck [-- --corpus=DIR] [-- --verbose]`.
 *
 * The files are every PDF of the veraPDF PDF/UA-1 corpus in the shared test files (`../shared/test-files/pdfua/`
 * beside the repository, or VTRANS_TEST_FILES; read there, never copied into the project), or every PDF under
 * DIR, none left out, and Chromium's two print-to-PDF files (bench/fixtures/chromium-pdf). A name with `-pass-`
 * conforms and must be accepted; a name with `-fail-` breaks one rule and must be refused. Prints refused and
 * accepted per ISO 14289-1 clause, then the whole, beside the six heuristics the checks replaced
 * (lib/server/documents/pdfAccessibility.ts at LEGACY, read from git and given the page text as it was).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkPdfAccessibility } from '@/lib/server/documents/pdfAccessibility';
import { extractPdfPages } from '@/lib/server/search/pdfText';
import { missingTestFiles, PDFUA_CORPUS, pdfsUnder } from '../__tests__/helpers/testFiles';

/** PDFs Chromium printed (made outside the project's code), with the rule each breaks (see their README). */
const OUTSIDE = path.join(__dirname, 'fixtures/chromium-pdf');

/** The commit before the Matterhorn checks: the six heuristics (tagged, title, language, text, bookmarks, figures). */
const LEGACY = '139d18a';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const verbose = process.argv.includes('--verbose');

type Legacy = (bytes: Uint8Array, pageTexts: string[]) => Promise<{ passed: boolean }>;

/** The heuristics as they were, from git, written beside this file so its imports resolve. */
async function legacyCheck(): Promise<{ check: Legacy; cleanup: () => void } | null> {
  try {
    const source = execFileSync('git', ['show', `${LEGACY}:lib/server/documents/pdfAccessibility.ts`], {
      encoding: 'utf8',
    });
    const file = path.join(__dirname, '.legacy-preflight.ts');
    writeFileSync(file, source);
    const mod = (await import(file)) as { checkPdfAccessibility: Legacy };
    return { check: mod.checkPdfAccessibility, cleanup: () => rmSync(file, { force: true }) };
  } catch (err) {
    console.warn(`(the old heuristics could not be loaded from git: ${(err as Error).message})`);
    return null;
  }
}

/**
 * The ISO 14289-1 clause a corpus file tests, with its title: the corpus keeps each clause in a folder named by it
 * ("7.21 Fonts"; one file there is named 7-18.3-…, so the folder decides), and a flat --corpus folder has only the
 * names (their first two numbers: 7.21.4.1-t01 is 7.21).
 */
function clauseOf(file: string, root: string): string {
  const folders = path.relative(root, path.dirname(file)).split(path.sep);
  const folder = folders.find((part) => /^\d+(?:\.\d+)? \S/.test(part));
  return folder ?? /^\d+(?:\.\d+)?/.exec(path.basename(file))?.[0] ?? 'other';
}

/** One tally: failing files refused and conforming files accepted, of how many. */
interface Tally {
  refused: number;
  failing: number;
  accepted: number;
  conforming: number;
}
const tally = (): Tally => ({ refused: 0, failing: 0, accepted: 0, conforming: 0 });
const pct = (a: number, n: number) => (n === 0 ? '–' : `${((100 * a) / n).toFixed(0)}%`);
const cell = (a: number, n: number) => `${a}/${n} (${pct(a, n)})`.padEnd(15);

function count(t: Tally, verdict: 'pass' | 'fail', passes: boolean) {
  if (verdict === 'fail') {
    t.failing++;
    if (!passes) t.refused++;
  } else {
    t.conforming++;
    if (passes) t.accepted++;
  }
}

async function main() {
  const corpus = arg('corpus') ?? PDFUA_CORPUS;
  if (!existsSync(corpus)) {
    console.log(`Skipped: ${missingTestFiles(corpus)}.`);
    return;
  }
  const files = [...pdfsUnder(corpus), ...pdfsUnder(OUTSIDE)];
  const legacy = await legacyCheck();
  const byClause = new Map<string, Tally>();
  const whole = { now: tally(), old: tally() };
  const unnamed: string[] = [];
  const disagreements: string[] = [];
  for (const file of files) {
    const name = path.basename(file, '.pdf');
    const verdict = /-(pass|fail)(-[a-z])?$/.exec(name)?.[1] as 'pass' | 'fail' | undefined;
    if (!verdict) {
      unnamed.push(name); // counted, as a file no verdict is known for: the figure names it
      continue;
    }
    const bytes = readFileSync(file);
    let passes: boolean;
    let failed: string[] = [];
    try {
      const report = await checkPdfAccessibility(bytes);
      passes = report.passed;
      failed = report.findings.filter((f) => !f.ok).map((f) => f.id);
    } catch (err) {
      passes = false;
      failed = [`error: ${(err as Error).message}`];
    }
    const clause = file.startsWith(OUTSIDE) ? 'Chromium print-to-PDF' : clauseOf(file, corpus);
    if (!byClause.has(clause)) byClause.set(clause, tally());
    count(byClause.get(clause)!, verdict, passes);
    count(whole.now, verdict, passes);
    const agrees = passes === (verdict === 'pass');
    if (!agrees) disagreements.push(`${name}: ${passes ? 'passes' : `fails ${failed.join(', ')}`}`);
    if (legacy) {
      let old = false;
      try {
        old = (await legacy.check(bytes, await extractPdfPages(bytes))).passed;
      } catch {
        old = false; // unreadable: the old task refused it
      }
      count(whole.old, verdict, old);
    }
    if (verbose) console.log(`${agrees ? 'agrees   ' : 'DISAGREES'} ${name}  ${failed.join(', ')}`);
  }
  legacy?.cleanup();
  // By clause number (7.2 before 7.10); the outside files last.
  const numeric = (c: string) =>
    /^(\d+)(?:\.(\d+))?/
      .exec(c)
      ?.slice(1)
      .map((x) => Number(x ?? 0)) ?? [999, 0];
  const order = [...byClause.keys()].sort((a, b) => {
    const [x, y] = [numeric(a), numeric(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || a.localeCompare(b);
  });
  console.log(
    `PDF pre-flight against known PDF/UA-1 verdicts: ${files.length} files (${corpus}, ${OUTSIDE})\n`,
  );
  console.log(`${'ISO 14289-1 clause'.padEnd(36)} ${'failing refused'.padEnd(15)} conforming accepted`);
  for (const clause of order) {
    const t = byClause.get(clause)!;
    console.log(`${clause.padEnd(36)} ${cell(t.refused, t.failing)} ${cell(t.accepted, t.conforming)}`);
  }
  const line = (label: string, t: Tally) =>
    `${label.padEnd(36)} ${cell(t.refused, t.failing)} ${cell(t.accepted, t.conforming)}`;
  console.log(line('all (Matterhorn checks, now)', whole.now));
  if (legacy) console.log(line(`all (six heuristics, ${LEGACY})`, whole.old));
  if (unnamed.length > 0)
    console.log(`\n${unnamed.length} files whose name gives no verdict: ${unnamed.join(', ')}`);
  if (disagreements.length > 0) console.log(`\nDisagreements:\n  ${disagreements.join('\n  ')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
