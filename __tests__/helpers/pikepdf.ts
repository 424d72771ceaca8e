import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What Debian's pikepdf reads of a PDF's accessibility structure (see SCRIPT). */
export interface PikepdfReport {
  marked: boolean;
  structKids: number;
  lang: string | null;
  displayDocTitle: boolean;
  pdfuaPart: string | null;
  dcTitle: string | null;
  /** cidSet: the font's descriptor has a CIDSet. */
  fonts: Array<{ name: string; embedded: boolean; toUnicode: boolean; cidSet: boolean }>;
  /** Structure types in reading order (a depth-first walk of the structure tree). */
  tags: string[];
  figuresWithoutAlt: number;
  /** The alternative text of each Figure, in reading order. */
  figureAlts: string[];
  thScopes: string[];
  linksWithoutContents: number;
  actualTexts: string[];
  pages: number;
}

// Independent of the project's code: pikepdf (qpdf) from Debian's python3-pikepdf, run with /usr/bin/python3
// (the pyenv python3 on PATH has no pikepdf).
const SCRIPT = String.raw`
import json, re, sys, pikepdf
pdf = pikepdf.open(sys.argv[1])
root = pdf.Root
out = {}
mi = root.get('/MarkInfo')
out['marked'] = bool(mi is not None and mi.get('/Marked') == True)
st = root.get('/StructTreeRoot')
tags, nofig, alts, scopes, nolink = [], [0], [], [], [0]
def walk(node):
    if isinstance(node, pikepdf.Array):
        for k in node: walk(k)
        return
    if not isinstance(node, pikepdf.Dictionary): return
    if node.get('/Type') in ('/MCR', '/OBJR'):
        if node.get('/Type') == '/OBJR':
            a = node.Obj
            if a.get('/Subtype') == '/Link' and not str(a.get('/Contents', '')).strip(): nolink[0] += 1
        return
    s = node.get('/S')
    if s is not None:
        s = str(s)[1:]
        tags.append(s)
        if s == 'Figure':
            alt = str(node.get('/Alt', '')).strip()
            alts.append(alt)
            if not alt: nofig[0] += 1
        if s == 'TH':
            a = node.get('/A')
            scopes.append(str(a.get('/Scope'))[1:] if a is not None and '/Scope' in a else '')
    if '/K' in node: walk(node.K)
kids = st.get('/K') if st is not None else None
out['structKids'] = 0 if kids is None else (len(kids) if isinstance(kids, pikepdf.Array) else 1)
if kids is not None: walk(kids)
out['tags'], out['figuresWithoutAlt'], out['figureAlts'] = tags, nofig[0], alts
out['thScopes'], out['linksWithoutContents'] = scopes, nolink[0]
out['lang'] = str(root.Lang) if '/Lang' in root else None
vp = root.get('/ViewerPreferences')
out['displayDocTitle'] = bool(vp is not None and vp.get('/DisplayDocTitle') == True)
xmp = root.Metadata.read_bytes().decode('utf8') if '/Metadata' in root else ''
m = re.search(r'<pdfuaid:part>\s*(\d+)\s*<', xmp) or re.search(r'pdfuaid:part="(\d+)"', xmp)
out['pdfuaPart'] = m.group(1) if m else None
m = re.search(r'<dc:title>.*?<rdf:li[^>]*>(.*?)</rdf:li>', xmp, re.S)
out['dcTitle'] = m.group(1) if m else None
fonts, actual = {}, []
for page in pdf.pages:
    res = page.obj.get('/Resources') or {}
    for _, f in (res.get('/Font') or {}).items():
        d = f.DescendantFonts[0] if '/DescendantFonts' in f else f
        fd = d.get('/FontDescriptor')
        emb = fd is not None and any(k in fd for k in ('/FontFile', '/FontFile2', '/FontFile3'))
        fonts[str(f.BaseFont)] = {'name': str(f.BaseFont), 'embedded': emb, 'toUnicode': '/ToUnicode' in f,
                                  'cidSet': fd is not None and '/CIDSet' in fd}
    for operands, op in pikepdf.parse_content_stream(page):
        if str(op) == 'BDC' and len(operands) == 2 and isinstance(operands[1], pikepdf.Dictionary) and '/ActualText' in operands[1]:
            actual.append(str(operands[1].ActualText))
out['fonts'], out['actualTexts'], out['pages'] = list(fonts.values()), actual, len(pdf.pages)
print(json.dumps(out))
`;

/** Reads a PDF's tagging, metadata and fonts with pikepdf, not with the project's code. */
export function pikepdfReport(pdf: Uint8Array): PikepdfReport {
  const dir = mkdtempSync(path.join(tmpdir(), 'pikepdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return JSON.parse(
      execFileSync('/usr/bin/python3', ['-c', SCRIPT, file], { encoding: 'utf8', maxBuffer: 64 << 20 }),
    ) as PikepdfReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a pikepdf report shows against the PDF/UA structure every document the site makes must have: none when
 * it has it all. A list rather than expects, so that jest and Playwright tests (e2e/) check it the same way.
 */
export function pdfUaProblems(r: PikepdfReport, title: string): string[] {
  const problems: string[] = [];
  const want = (ok: boolean, problem: string) => ok || problems.push(problem);
  want(r.marked, 'not marked');
  want(r.structKids > 0, 'no structure tree');
  want(r.lang === 'en-US', `language ${r.lang}`);
  want(r.displayDocTitle, 'title not shown in the title bar');
  want(r.pdfuaPart === '1', `PDF/UA part ${r.pdfuaPart}`);
  want(r.dcTitle === title, `XMP title ${r.dcTitle}`);
  want(r.fonts.length > 0, 'no fonts');
  for (const f of r.fonts)
    want(f.embedded && f.toUnicode, `font ${f.name} not embedded with a ToUnicode map`);
  want(!r.fonts.some((f) => /Helvetica/.test(f.name)), 'a standard Helvetica font');
  // Headings start at H1 and never skip a level.
  const levels = r.tags.filter((t) => /^H\d$/.test(t)).map((t) => Number(t.slice(1)));
  want(levels[0] === 1, `first heading H${levels[0]}`);
  levels.forEach((l, i) => i > 0 && want(l <= levels[i - 1]! + 1, `H${l} after H${levels[i - 1]}`));
  want(r.figuresWithoutAlt === 0, `${r.figuresWithoutAlt} figures without alternative text`);
  want(r.linksWithoutContents === 0, `${r.linksWithoutContents} links without a description`);
  if (r.tags.includes('Table')) {
    want(r.thScopes.length > 0, 'a table without header cells');
    for (const s of r.thScopes) want(['Column', 'Row', 'Both'].includes(s), `a header cell of scope "${s}"`);
  }
  return problems;
}

/** The PDF/UA structure every document the site makes must have, checked on a pikepdf report (jest). */
export function expectTaggedPdfUa(r: PikepdfReport, title: string): void {
  expect(pdfUaProblems(r, title)).toEqual([]);
}
