import { PDFDocument } from 'pdf-lib';
import type { PdfCheckId, PdfFinding, PdfReport } from '@/lib/shared/schemas/documents/editing';
import { PDF_CHECK_IDS, PDF_CHECK_VERSION } from '@/lib/shared/schemas/documents/editing';
import { PdfTooComplex } from './pdfContent';
import { pageTree } from './pdfPageTree';
import { boundLoadTimeDecoding, decodeBudget, DecodeLimitExceeded } from './pdfStreams';
import { readAnnotations } from './preflight/annotations';
import { readContentFacts } from './preflight/content';
import { LIMITS } from './preflight/limits';
import { readMetadata } from './preflight/metadata';
import { buildModel, lookups, N } from './preflight/model';
import { RULES, SUMMARIES, type Facts, type Failure, type Rule } from './preflight/rules';

// Object streams and cross-reference streams pdf-lib decodes while loading are bounded too (./pdfStreams).
boundLoadTimeDecoding();

/**
 * The accessibility pre-flight of a PDF: the machine-checkable failure conditions of the Matterhorn Protocol
 * 1.1 for PDF/UA-1 (ISO 14289-1), as a table of rules (./preflight/rules, one module per clause group), each
 * with its Matterhorn id, its clause, the sentence an editor can act on (what, where, how to fix it in Word,
 * InDesign or Acrobat) and its check. The report groups the rules by the checks editors see (PDF_CHECK_IDS):
 * a check fails when any of its rules fails, with the pages they name. Calibrated on the veraPDF PDF/UA-1
 * corpus (../shared/test-files/pdfua, `npm run bench:pdfcheck`).
 *
 * pdf-lib reads the objects; the inside of content streams is read by ./pdfContent. Nothing is rendered. The
 * file is read once into a model (./preflight: structure, content, metadata, annotations), bounded in objects,
 * structure elements, operators and decoded bytes: past a bound it throws PdfTooComplex, which the worker task
 * answers with PDF_TOO_COMPLEX, and the worker pool's time budget stops anything else.
 */
export type { PdfCheckId, PdfFinding, PdfReport };
export { PdfTooComplex, LIMITS, RULES, type Rule };
export { xmpTitle, pdfuaPart } from './preflight/metadata';

/** The sentence a file past the bounds gets (and the worker pool's budget uses too). */
export const PDF_TOO_COMPLEX =
  'The PDF is too large or complex to check within a minute. Split it into parts, or export it again with smaller images, and replace the file.';

const PERMISSIONS_FIX =
  'The security settings stop screen readers from reading the file. Remove the password, or allow "Enable text access for screen reader devices" (Acrobat: File > Properties > Security; Word: do not restrict the PDF with a password).';
const ENCRYPTED = 'The file is encrypted, so its structure could not be read.';

/**
 * Checks a PDF against the machine-checkable Matterhorn 1.1 failure conditions. PdfTooComplex past a bound:
 * decoded bytes (counted as streams inflate), objects, structure, operators, and nesting deep enough to
 * exhaust the stack wherever a walk is still recursive (pdf-lib's parser of nested arrays and dictionaries).
 */
export async function checkPdfAccessibility(bytes: Uint8Array): Promise<PdfReport> {
  try {
    return await check(bytes);
  } catch (err) {
    if (err instanceof DecodeLimitExceeded) throw new PdfTooComplex('decoded bytes past the bound');
    if (err instanceof RangeError && /call stack/i.test(err.message))
      throw new PdfTooComplex('nested too deeply');
    throw err;
  }
}

async function check(bytes: Uint8Array): Promise<PdfReport> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      updateMetadata: false,
      ignoreEncryption: true,
      throwOnInvalidObject: false,
    });
  } catch (err) {
    // An encrypted file whose objects sit in (encrypted) object streams cannot be opened by pdf-lib; its
    // encryption dictionary can still be read, and it decides the one check that applies.
    const p = encryptionPermissions(bytes);
    if (p === undefined) throw err;
    return encryptedReport(0, p);
  }
  const ctx = doc.context;
  // pdf-lib swallows what its object-stream parser throws, so a bound passed while loading is asked here.
  if (decodeBudget(ctx).exceeded) throw new PdfTooComplex('object streams decode past the bound');
  if (ctx.largestObjectNumber > LIMITS.objects) throw new PdfTooComplex('too many objects');
  if (ctx.trailerInfo.Encrypt) {
    // Strings and streams of an encrypted file cannot be read here: the other checks would judge ciphertext.
    const l = lookups(ctx);
    const p = l.numOf(l.dictOf(ctx.trailerInfo.Encrypt)?.get(N('P'))) ?? encryptionPermissions(bytes) ?? null;
    let pages = 0;
    try {
      pages = pageTree(doc.catalog, l.look, LIMITS.pageNodes).length;
    } catch {
      // the page tree is itself encrypted (in an object stream)
    }
    return encryptedReport(pages, p);
  }
  const model = buildModel(doc);
  const facts: Facts = {
    ...model,
    content: readContentFacts(model),
    annotations: readAnnotations(model),
    meta: readMetadata(model),
  };
  return report(facts);
}

/** The findings of the rules, one per check of the report, in PDF_CHECK_IDS order. */
export function report(f: Facts): PdfReport {
  const failed = new Map<PdfCheckId, Array<{ rule: Rule; failures: Failure[] }>>();
  for (const rule of RULES) {
    const failures = rule.check(f);
    if (failures.length === 0) continue;
    failed.set(rule.group, [...(failed.get(rule.group) ?? []), { rule, failures }]);
  }
  const findings = PDF_CHECK_IDS.map((id): PdfFinding => {
    if (id === 'permissions')
      return { id, status: 'passes', ok: true, message: 'Not protected: assistive technology may read it.' };
    const fails = failed.get(id);
    if (!fails) {
      const s = SUMMARIES[id](f);
      return { id, status: s.notApplicable ? 'not-applicable' : 'passes', ok: true, message: s.message };
    }
    return failing(id, fails);
  });
  return { pages: f.pages.length, findings, passed: findings.every((x) => x.ok), version: PDF_CHECK_VERSION };
}

/** A failing check: its rules' sentences (the first three failures of each), their fixes and pages. */
function failing(id: PdfCheckId, fails: Array<{ rule: Rule; failures: Failure[] }>): PdfFinding {
  const sentences = fails.flatMap(({ failures }) => {
    const shown = failures.slice(0, 3).map((x) => x.message);
    const more = failures.length - shown.length;
    return more > 0 ? [...shown, `And ${more} more like it.`] : shown;
  });
  const pages = [...new Set(fails.flatMap(({ failures }) => failures.flatMap((x) => x.pages ?? [])))].sort(
    (a, b) => a - b,
  );
  const finding: PdfFinding = {
    id,
    status: 'fails',
    ok: false,
    message: [...new Set(sentences)].join(' '),
    fix: [...new Set(fails.map(({ rule }) => rule.fix))].join(' '),
    rules: [...new Set(fails.map(({ rule }) => rule.id))],
  };
  return pages.length > 0 ? { ...finding, pages } : finding;
}

/** The report of an encrypted file: permissions judged, the structure not read. */
function encryptedReport(pages: number, p: number | null): PdfReport {
  const findings: PdfFinding[] = [
    {
      id: 'tagged',
      status: 'fails',
      ok: false,
      message: ENCRYPTED,
      fix: 'Save the file without password security (Acrobat: File > Properties > Security > No Security) and replace it.',
    },
    // ISO 32000-1 Table 22, bit 10: "extract text and graphics in support of accessibility" (Matterhorn 26-002).
    p === null || (p & 512) === 0
      ? {
          id: 'permissions',
          status: 'fails',
          ok: false,
          message: 'The file is protected so that assistive technology may not read its text.',
          fix: PERMISSIONS_FIX,
          rules: ['26-002'],
        }
      : {
          id: 'permissions',
          status: 'passes',
          ok: true,
          message: 'Encrypted, but assistive technology may read the text.',
        },
  ];
  return { pages, findings, passed: false, version: PDF_CHECK_VERSION };
}

/** The P entry of a file's encryption dictionary read from its bytes; undefined when it is not encrypted. */
function encryptionPermissions(bytes: Uint8Array): number | null | undefined {
  const text = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 4096)));
  const trailer = /\/Encrypt\s+(\d+)\s+(\d+)\s+R/.exec(text);
  if (!trailer) return undefined;
  const all = new TextDecoder('latin1').decode(bytes);
  const obj = new RegExp(`(?:^|\\s)${trailer[1]}\\s+${trailer[2]}\\s+obj([\\s\\S]*?)endobj`).exec(all);
  const p = obj ? /\/P\s+(-?\d+)/.exec(obj[1]) : null;
  return p ? Number(p[1]) : null;
}
