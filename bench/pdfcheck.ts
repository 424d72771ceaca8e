/**
 * The PDF pre-flight's agreement with PDFs made outside the project whose PDF/UA-1 verdict is known:
 * `npm run bench:pdfcheck [-- --corpus=DIR] [-- --verbose]`.
 *
 * The files are bench/fixtures/pdfua (a subset of the veraPDF PDF/UA-1 corpus and Chromium's print-to-PDF,
 * see its README), or every PDF under DIR (e.g. a checkout of veraPDF-corpus/PDF_UA-1). A name with `-pass-`
 * conforms and must pass; a name with `-fail-` breaks one rule, and counts only when that rule is among the
 * checks the pre-flight implements (CLAIMED, by veraPDF test id): the others are listed as left out.
 * Prints the agreement of today's check beside the six heuristics it replaced (lib/server/documents/
 * pdfAccessibility.ts at LEGACY, read from git and given the page text as it was).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkPdfAccessibility } from '@/lib/server/documents/pdfAccessibility';
import { extractPdfPages } from '@/lib/server/search/pdfText';

/** The commit before the Matterhorn checks: the six heuristics (tagged, title, language, text, bookmarks, figures). */
const LEGACY = '139d18a';

/**
 * veraPDF PDF/UA-1 tests (clause-tNN) whose rule one of the checks covers, with the check. Files failing any
 * other test are left out of the figure: their rule is outside what the pre-flight claims.
 */
export const CLAIMED: Record<string, string> = {
  '5-t01': 'pdfua-id',
  '5-t02': 'pdfua-id',
  '5-t03': 'pdfua-id',
  '5-t04': 'pdfua-id',
  '5-t05': 'pdfua-id',
  '7.1-t01': 'content',
  '7.1-t02': 'content',
  '7.1-t03': 'content',
  '7.1-t04': 'tagged',
  '7.1-t05': 'tagged',
  '7.1-t06': 'tagged',
  '7.1-t07': 'tagged',
  '7.1-t08': 'title',
  '7.1-t09': 'title',
  '7.1-t10': 'title',
  '7.1-t11': 'tagged',
  '7.2-t02': 'language',
  '7.2-t21': 'language',
  '7.2-t22': 'language',
  '7.2-t23': 'language',
  '7.2-t24': 'language',
  '7.2-t25': 'language',
  '7.2-t29': 'language',
  '7.2-t30': 'language',
  '7.2-t31': 'language',
  '7.2-t32': 'language',
  '7.2-t33': 'language',
  '7.2-t34': 'language',
  '7.3-t01': 'figures',
  '7.4.2-t01': 'headings',
  '7.4.4-t01': 'headings',
  '7.4.4-t02': 'headings',
  '7.4.4-t03': 'headings',
  '7.7-t01': 'figures',
  '7.15-t01': 'xfa',
  '7.16-t01': 'permissions',
  '7.18.1-t01': 'annotations',
  '7.18.1-t02': 'annotations',
  '7.18.2-t01': 'annotations',
  '7.18.5-t01': 'links',
  '7.18.5-t02': 'links',
  '7.20-t02': 'content',
  '7.21.4.1-t01': 'fonts',
  '7.21.7-t01': 'fonts',
  // Outside tools (bench/fixtures/pdfua/outside): the rule each breaks.
  'chromium-tagged': 'pdfua-id',
  'chromium-untagged': 'tagged',
};

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const verbose = process.argv.includes('--verbose');

function pdfsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? pdfsUnder(p) : name.endsWith('.pdf') ? [p] : [];
  });
}

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

async function main() {
  const dir = arg('corpus') ?? path.join(__dirname, 'fixtures/pdfua');
  const files = pdfsUnder(dir).sort();
  const legacy = await legacyCheck();
  const tally = {
    new: { pass: 0, fail: 0 },
    old: { pass: 0, fail: 0 },
    n: { pass: 0, fail: 0 },
  };
  const leftOut: string[] = [];
  const disagreements: string[] = [];
  for (const file of files) {
    const name = path.basename(file, '.pdf');
    const m = /^(.*?)-(pass|fail)(-[a-z])?$/.exec(name);
    if (!m) continue;
    const [, test, verdict] = m as unknown as [string, string, 'pass' | 'fail'];
    if (verdict === 'fail' && !CLAIMED[test]) {
      leftOut.push(name);
      continue;
    }
    const bytes = readFileSync(file);
    tally.n[verdict]++;
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
    const agrees = passes === (verdict === 'pass');
    if (agrees) tally.new[verdict]++;
    else disagreements.push(`${name}: ${passes ? 'passes' : `fails ${failed.join(', ')}`}`);
    if (legacy) {
      let old = false;
      try {
        old = (await legacy.check(bytes, await extractPdfPages(bytes))).passed;
      } catch {
        old = false; // unreadable: the old task refused it
      }
      if (old === (verdict === 'pass')) tally.old[verdict]++;
    }
    if (verbose) console.log(`${agrees ? 'agrees   ' : 'DISAGREES'} ${name}  ${failed.join(', ')}`);
  }
  legacy?.cleanup();
  const pct = (a: number, n: number) => (n === 0 ? '–' : `${((100 * a) / n).toFixed(0)}%`);
  const line = (label: string, t: { pass: number; fail: number }) =>
    `${label.padEnd(26)} conforming accepted ${t.pass}/${tally.n.pass} (${pct(t.pass, tally.n.pass)}), ` +
    `failing refused ${t.fail}/${tally.n.fail} (${pct(t.fail, tally.n.fail)}), ` +
    `overall ${pct(t.pass + t.fail, tally.n.pass + tally.n.fail)}`;
  console.log(`PDF pre-flight agreement with known PDF/UA-1 verdicts (${dir})`);
  console.log(line('Matterhorn checks (now)', tally.new));
  if (legacy) console.log(line(`six heuristics (${LEGACY})`, tally.old));
  if (disagreements.length > 0) console.log(`\nDisagreements:\n  ${disagreements.join('\n  ')}`);
  console.log(
    `\nLeft out (${leftOut.length} failing files whose rule is not among the checks): ${leftOut.join(', ') || 'none'}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
