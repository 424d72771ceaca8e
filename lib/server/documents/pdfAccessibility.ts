import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import type { PdfCheckId, PdfFinding, PdfReport } from '@/lib/shared/schemas/documents/editing';
import { PDF_CHECK_IDS, PDF_CHECK_VERSION } from '@/lib/shared/schemas/documents/editing';
import { isDict, isName, PdfTooComplex, readContent, type Budget, type Operand } from './pdfContent';
import { pageTree } from './pdfPageTree';
import {
  boundLoadTimeDecoding,
  decodeBounded,
  decodeBudget,
  DecodeLimitExceeded,
  DECODED_BYTES_LIMIT,
} from './pdfStreams';

// Object streams and cross-reference streams pdf-lib decodes while loading are bounded too (./pdfStreams).
boundLoadTimeDecoding();

/**
 * The accessibility pre-flight of a PDF: the machine-checkable failure conditions of the Matterhorn Protocol
 * 1.1 for PDF/UA-1 (ISO 14289-1), one finding per check with a sentence saying how to fix it. Calibrated on
 * the veraPDF PDF/UA-1 corpus (../shared/test-files/pdfua, `npm run bench:pdfcheck`).
 *
 * pdf-lib reads the objects (it is already the site's PDF reader, parses damaged cross-reference tables and
 * exposes the low-level object model: dictionaries, references, decoded streams); the inside of content
 * streams is read by ./pdfContent. Nothing is rendered. The walk is bounded (objects, structure elements,
 * operators, decoded bytes): past a bound it throws PdfTooComplex, which the worker task answers with
 * PDF_TOO_COMPLEX, and the worker pool's time budget stops anything else.
 */
export type { PdfCheckId, PdfFinding, PdfReport };
export { PdfTooComplex };

/** The sentence a file past the bounds gets (and the worker pool's budget uses too). */
export const PDF_TOO_COMPLEX =
  'The PDF is too large or complex to check within a minute. Split it into parts, or export it again with smaller images, and replace the file.';

/** Bounds of one check. */
export const LIMITS = {
  objects: 500_000,
  elements: 200_000,
  operators: 5_000_000,
  tokens: 25_000_000,
  /** Entries of the structure tree visited (elements, marked-content and object references). */
  structureVisits: 2_000_000,
  /** Decoded bytes of all streams together (object streams, content, forms, metadata), counted as they inflate. */
  contentBytes: DECODED_BYTES_LIMIT,
  /** Decoded bytes of the XMP metadata packet (within contentBytes). */
  metadataBytes: 8 * 1024 * 1024,
  annotations: 50_000,
  /** Nodes of the page tree visited. */
  pageNodes: 500_000,
};

const N = (s: string) => PDFName.of(s);

function str(o: PDFObject | undefined): string | null {
  if (o instanceof PDFString || o instanceof PDFHexString) return o.decodeText();
  return null;
}

const key = (o: PDFObject | undefined) => (o instanceof PDFRef ? o.tag : null);

/** The ISO 32000-1 §14.8.4 standard structure types. */
const STANDARD = new Set(
  (
    'Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 H5 H6 L LI ' +
    'Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code Link Annot Ruby RB RT RP ' +
    'Warichu WT WP Figure Formula Form'
  ).split(' '),
);

/** An RFC 3066 language tag as ISO 32000-1 §14.9.2 asks (veraPDF refuses an empty one too). */
const LANG = /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i;

interface Elem {
  dict: PDFDict;
  ref: string | null;
  /** The structure type after the role map. */
  type: string;
  parent: Elem | null;
  kids: Elem[];
  lang: string | null;
  /** The page its content is on by default (Pg, inherited). */
  page: string | null;
  hasContent: boolean;
  /** Its language or the nearest ancestor's (kept here so a deep tree is not climbed again for each use). */
  inheritedLang: string | null;
}

/**
 * The findings a check adds: a passing sentence, one saying there was nothing to check (not applicable, never
 * "passes"), or a failing one and how to fix it.
 */
type Verdict =
  { ok: true; message: string; notApplicable?: true } | { ok: false; message: string; fix: string };

const FIX: Record<PdfCheckId, string> = {
  tagged:
    'Make the PDF again with tags. Word: File > Save As > PDF > Options > "Document structure tags for accessibility". Browser: print to PDF from Chrome or Edge (they tag the file). Acrobat: Accessibility > Autotag document, then check the tags.',
  content:
    "Every text, image and drawing must be tagged or marked as an artifact. Making the PDF again with tags (Word, or a browser's print) usually fixes it; in Acrobat, tag what is left in the Reading Order tool and mark headers, footers and decorations as Background/Artifact.",
  language:
    'Set the document language. Word: Review > Language. Web page: the lang attribute of <html>, then print again. Acrobat: File > Properties > Advanced > Language. Use codes such as "en-US" for any passage in another language.',
  title:
    "Give the document a title and show it. Word: File > Info > Title, then save as PDF. A browser's print keeps the page title but does not write it where PDF/UA asks: in Acrobat, File > Properties > Description > Title, then Initial View > Show: Document Title, and save.",
  'pdfua-id':
    'Mark the file as PDF/UA. Word: Save As > PDF > Options > "PDF/UA compliant". A browser\'s print cannot add it. Acrobat Pro: Accessibility > Full check, fix what it finds, then save with a PDF/UA Preflight fixup.',
  fonts:
    'Embed all fonts with their Unicode mappings. Word: Save As > PDF > Options > "ISO 19005-1 compliant (PDF/A)". Acrobat: Preflight > "Embed missing fonts". Browsers embed their fonts when they print.',
  figures:
    'Describe each picture, chart and map. Word: right-click > Edit Alt Text. Web page: the alt attribute of each image, then print again. Acrobat: Accessibility > Set Alternate Text. Mark purely decorative images as artifacts.',
  headings:
    'Use heading levels in order: start at Heading 1 and do not skip a level (Heading 1 then Heading 3). Word: the Heading styles. Web page: h1, h2… in order. Acrobat: retag headings as H1–H6 and do not mix plain H tags with numbered ones.',
  tables:
    'Mark the header row or column of each table. Word: Table Properties > Row > "Repeat as header row". Web page: th cells. Acrobat: Table Editor > Table Cell Properties > Header cell.',
  annotations:
    'Tag every comment, stamp and form annotation and give it a description. Acrobat: Accessibility > Reading Order, or the Tags panel > Find > Unmarked Annotations, then add its Contents.',
  links:
    'Tag each link as a Link with a description. Word and browsers do this when they make a tagged PDF. Acrobat: Accessibility > Autotag, or the Tags panel > Find > Unmarked Links, and give each link text in its Properties.',
  xfa: 'The file is a dynamic XFA form (LiveCycle/Designer). Save it as a static PDF form (Designer: Save As > Static PDF Form) or make the form again in Acrobat.',
  permissions:
    'The security settings stop screen readers from reading the file. Remove the password, or allow "Enable text access for screen reader devices" (Acrobat: File > Properties > Security).',
};

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
    const results = new Map<PdfCheckId, Verdict>();
    results.set('permissions', permissionsVerdict(p));
    return report(0, results, 'The file is encrypted, so its structure could not be read.');
  }
  const ctx = doc.context;
  const decoding = decodeBudget(ctx);
  // pdf-lib swallows what its object-stream parser throws, so a bound passed while loading is asked here.
  if (decoding.exceeded) throw new PdfTooComplex('object streams decode past the bound');
  if (ctx.largestObjectNumber > LIMITS.objects) throw new PdfTooComplex('too many objects');
  const look = (o: PDFObject | undefined): PDFObject | undefined => {
    let x = o;
    for (let i = 0; i < 10 && x instanceof PDFRef; i++) x = ctx.lookup(x);
    return x instanceof PDFRef ? undefined : x;
  };
  const dictOf = (o: PDFObject | undefined) => {
    const x = look(o);
    return x instanceof PDFDict ? x : x instanceof PDFStream ? x.dict : undefined;
  };
  const nameOf = (o: PDFObject | undefined) => {
    const x = look(o);
    return x instanceof PDFName ? x.decodeText() : null;
  };
  const numOf = (o: PDFObject | undefined) => {
    const x = look(o);
    return x instanceof PDFNumber ? x.asNumber() : null;
  };
  const budget: Budget = { operators: LIMITS.operators, tokens: LIMITS.tokens, bytes: LIMITS.contentBytes };
  /** A stream's decoded bytes within the document's budget (PdfTooComplex past it), or null if unreadable. */
  const decode = (o: PDFObject | undefined, within = decoding): Uint8Array | null => {
    const s = look(o);
    if (s instanceof PDFRawStream) {
      try {
        return decodeBounded(s, within);
      } catch (err) {
        if (err instanceof DecodeLimitExceeded) throw new PdfTooComplex('decoded bytes past the bound');
        return null;
      }
    }
    return s instanceof PDFStream ? s.getContents() : null;
  };

  const results = new Map<PdfCheckId, Verdict>();
  // --- Permissions (Matterhorn 26-002) and encryption -------------------------------------------------------
  if (ctx.trailerInfo.Encrypt) {
    const p = numOf(dictOf(ctx.trailerInfo.Encrypt)?.get(N('P'))) ?? encryptionPermissions(bytes) ?? null;
    results.set('permissions', permissionsVerdict(p));
    // Strings and streams of an encrypted file cannot be read here: the other checks would judge ciphertext.
    let pageCount = 0;
    try {
      pageCount = pageTree(doc.catalog, look, LIMITS.pageNodes).length;
    } catch {
      // the page tree is itself encrypted (in an object stream)
    }
    return report(pageCount, results, 'The file is encrypted, so its structure could not be read.');
  }
  const catalog = doc.catalog;
  const pages = pageTree(catalog, look, LIMITS.pageNodes);
  const pass = (id: PdfCheckId, message: string) => results.set(id, { ok: true, message });
  const notApplicable = (id: PdfCheckId, message: string) =>
    results.set(id, { ok: true, message, notApplicable: true });
  const fail = (id: PdfCheckId, message: string) => results.set(id, { ok: false, message, fix: FIX[id] });

  pass('permissions', 'Not protected: assistive technology may read it.');

  // --- XFA (Matterhorn 25-001) ------------------------------------------------------------------------------
  const acroForm = dictOf(catalog.get(N('AcroForm')));
  if (acroForm?.get(N('XFA')))
    fail('xfa', 'The file is an XFA form, which screen readers cannot read reliably.');
  else pass('xfa', 'No XFA form.');

  // --- Tagged and marked (01-002, 01-003, 01-004, 01-005 at document level) ---------------------------------
  const markInfo = dictOf(catalog.get(N('MarkInfo')));
  const marked = markInfo !== undefined && look(markInfo.get(N('Marked'))) === PDFBool.True;
  const suspects = markInfo !== undefined && look(markInfo.get(N('Suspects'))) === PDFBool.True;
  const treeRoot = dictOf(catalog.get(N('StructTreeRoot')));

  // The structure tree: elements with their role-mapped types, language, page; content references.
  const roleMap = dictOf(treeRoot?.get(N('RoleMap')));
  let circularRole = false;
  const standardType = (s: string): string => {
    let t = s;
    const seen = new Set<string>();
    while (!STANDARD.has(t) && roleMap) {
      if (seen.has(t)) {
        circularRole = true;
        return t;
      }
      seen.add(t);
      const next = nameOf(roleMap.get(N(t)));
      if (!next) break;
      t = next;
    }
    return t;
  };
  let nonStandard: string | null = null;
  let remappedStandard: string | null = null;
  if (roleMap) {
    for (const [k] of roleMap.entries()) {
      const from = k.decodeText();
      if (STANDARD.has(from)) remappedStandard ??= from;
      standardType(from);
    }
  }
  const elements: Elem[] = [];
  const mcids = new Set<string>();
  const mcidOwner = new Map<string, Elem>(); // `${page or stream}#${mcid}` referenced from the tree
  const objrs = new Map<string, Elem>(); // annotation reference → its structure element
  const roots: Elem[] = [];
  if (treeRoot) {
    const seen = new Set<PDFObject>();
    const stack: Array<{ o: PDFObject | undefined; parent: Elem | null; page: string | null }> = [];
    const pushKids = (k: PDFObject | undefined, parent: Elem | null, page: string | null) => {
      const kids = look(k);
      if (kids instanceof PDFArray) {
        for (let i = kids.size() - 1; i >= 0; i--) stack.push({ o: kids.get(i), parent, page });
      } else if (k !== undefined) stack.push({ o: k, parent, page });
    };
    pushKids(treeRoot.get(N('K')), null, null);
    let visits = 0;
    while (stack.length > 0) {
      if (++visits > LIMITS.structureVisits) throw new PdfTooComplex('structure tree too large');
      const { o, parent, page } = stack.pop()!;
      const x = look(o);
      if (x instanceof PDFNumber) {
        if (parent) {
          parent.hasContent = true;
          mcids.add(`${page}#${x.asNumber()}`);
          mcidOwner.set(`${page}#${x.asNumber()}`, parent);
        }
        continue;
      }
      if (!(x instanceof PDFDict) || seen.has(x)) continue;
      seen.add(x);
      const kind = nameOf(x.get(N('Type')));
      const pg = key(x.get(N('Pg'))) ?? page;
      if (kind === 'MCR') {
        const stm = key(x.get(N('Stm')));
        const at = `${stm ?? pg}#${numOf(x.get(N('MCID')))}`;
        mcids.add(at);
        if (parent) {
          parent.hasContent = true;
          mcidOwner.set(at, parent);
        }
        continue;
      }
      if (kind === 'OBJR') {
        const obj = key(x.get(N('Obj')));
        if (obj && parent) objrs.set(obj, parent);
        continue;
      }
      const s = nameOf(x.get(N('S')));
      if (!s) continue;
      const type = standardType(s);
      if (!STANDARD.has(type)) nonStandard ??= s;
      if (elements.length >= LIMITS.elements) throw new PdfTooComplex('too many structure elements');
      const lang = str(look(x.get(N('Lang'))));
      const el: Elem = {
        dict: x,
        ref: key(o),
        type,
        parent,
        kids: [],
        lang,
        page: pg,
        hasContent: false,
        inheritedLang: lang ? lang : (parent?.inheritedLang ?? null),
      };
      elements.push(el);
      if (parent) parent.kids.push(el);
      else roots.push(el);
      pushKids(x.get(N('K')), el, pg);
    }
  }
  if (!marked || !treeRoot || elements.length === 0) {
    fail(
      'tagged',
      !treeRoot || elements.length === 0
        ? 'Not tagged: a screen reader gets no headings, lists or reading order.'
        : 'The structure tree is there but the file is not marked as tagged (MarkInfo Marked is not true).',
    );
  } else if (suspects) {
    fail(
      'tagged',
      'The tags are flagged as suspect (MarkInfo Suspects is true): the tool that made them doubted them.',
    );
  } else if (circularRole) {
    fail('tagged', 'The role map of the tags is circular, so some tags have no meaning.');
  } else if (remappedStandard) {
    fail('tagged', `The role map changes the meaning of the standard tag ${remappedStandard}.`);
  } else if (nonStandard) {
    fail(
      'tagged',
      `The tag ${nonStandard} is not a standard tag and the role map does not say which one it stands for.`,
    );
  } else {
    pass(
      'tagged',
      `Tagged: ${elements.length.toLocaleString('en-US')} structure elements give the reading order.`,
    );
  }

  const catalogLang = str(look(catalog.get(N('Lang'))));
  const hasCatalogLang = !!catalogLang?.trim();
  const langOf = (e: Elem | null | undefined): string | null => e?.inheritedLang ?? null;
  let unlabelled = 0; // passages, descriptions and annotations whose language cannot be determined

  // --- Content: tagged or artifact, no mixing (01-001, 01-005, 01-006, 01-007; forms 30-002) -------------------
  const badTags: string[] = [];
  const untagged = { count: 0, artifactInTagged: 0, taggedInArtifact: 0, orphanMcid: 0, unreadable: 0 };
  const fontsUsed = new Map<string, PDFDict>();
  const fontsByObject = new Set<PDFDict>();
  const walked = new Set<string>();
  const formDraws = new Map<string, number>();
  const formsWithMcid = new Set<string>();
  const PAINT = new Set(['Tj', 'TJ', "'", '"', 'S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'sh', 'BI']);
  /** Where a point of a content stream is: inside how many artifacts and tagged sequences, in what language. */
  type Where = { artifacts: number; tagged: number; lang: string | null };
  type Mc = { kind: 'artifact' | 'tagged' | 'other' };
  const TEXT = new Set(['Tj', 'TJ', "'", '"']);
  const walk = (
    content: Uint8Array,
    resources: PDFDict | undefined,
    owner: string | null,
    pageKey: string | null,
    outer: Where,
    depth: number,
  ) => {
    // Counts and the language in force rather than a scan of the open sequences at every operator: a stream
    // of 100,000 nested sequences would otherwise cost its depth again at each of its operators.
    const stack: Array<Mc & { before: Where }> = [];
    let where: Where = outer;
    const inArtifact = () => where.artifacts > 0;
    const inTagged = () => where.tagged > 0;
    const language = () => where.lang;
    const open = (kind: Mc['kind'], lang: string | null, elem?: Elem) => {
      stack.push({ kind, before: where });
      where = {
        artifacts: where.artifacts + (kind === 'artifact' ? 1 : 0),
        tagged: where.tagged + (kind === 'tagged' ? 1 : 0),
        lang: lang || langOf(elem) || where.lang,
      };
    };
    const properties = dictOf(resources?.get(N('Properties')));
    readContent(content, budget, (op, args) => {
      if (op === 'BMC' || op === 'BDC') {
        const tag = isName(args[0]) ? args[0].name : '';
        const props: Operand | undefined = args[1];
        let mcid: number | null = null;
        let lang: string | null = null;
        let described = false;
        if (isDict(props)) {
          const m = props.dict.get('MCID');
          if (typeof m === 'number') mcid = m;
          const l = props.dict.get('Lang');
          if (typeof l === 'string') lang = l;
          described = ['Alt', 'ActualText', 'E'].some((k) => typeof props.dict.get(k) === 'string');
        } else if (isName(props) && properties) {
          const d = dictOf(properties.get(N(props.name)));
          mcid = numOf(d?.get(N('MCID')));
          lang = str(look(d?.get(N('Lang'))));
        }
        if (lang !== null && !LANG.test(lang.trim())) badTags.push(lang);
        if (tag === 'Artifact') {
          if (inTagged()) untagged.artifactInTagged++;
          open('artifact', lang);
        } else if (mcid !== null) {
          if (inArtifact()) untagged.taggedInArtifact++;
          const at = mcids.has(`${owner}#${mcid}`) ? `${owner}#${mcid}` : `${pageKey}#${mcid}`;
          if (!mcids.has(at)) untagged.orphanMcid++;
          if (owner !== pageKey && owner) formsWithMcid.add(owner);
          open('tagged', lang, mcidOwner.get(at));
        } else open('other', lang);
        if (described && !hasCatalogLang && !language()) unlabelled++;
      } else if (op === 'EMC') {
        const closed = stack.pop();
        if (closed) where = closed.before;
      } else if (op === 'Tf') {
        const font = isName(args[0])
          ? dictOf(dictOf(resources?.get(N('Font')))?.get(N(args[0].name)))
          : undefined;
        if (font && !fontsByObject.has(font)) {
          fontsByObject.add(font);
          fontsUsed.set(isName(args[0]) ? args[0].name : '', font);
        }
      } else if (op === 'Do') {
        const name = isName(args[0]) ? args[0].name : '';
        const ref = dictOf(resources?.get(N('XObject')))?.get(N(name));
        const xobj = look(ref);
        if (!(xobj instanceof PDFStream)) return;
        const subtype = nameOf(xobj.dict.get(N('Subtype')));
        const covered = inArtifact() || inTagged();
        if (subtype === 'Form' && depth < 12) {
          const formKey = key(ref) ?? '';
          formDraws.set(formKey, (formDraws.get(formKey) ?? 0) + 1);
          const tag = `${key(ref)}|${inArtifact()}|${inTagged()}|${language()}`;
          if (walked.has(tag)) return;
          walked.add(tag);
          const inner = decode(xobj);
          if (!inner) untagged.unreadable++;
          else
            walk(
              inner,
              dictOf(xobj.dict.get(N('Resources'))) ?? resources,
              key(ref),
              pageKey,
              where,
              depth + 1,
            );
        } else if (!covered) untagged.count++;
      } else if (PAINT.has(op)) {
        const artifact = inArtifact();
        if (!artifact && !inTagged()) untagged.count++;
        if (TEXT.has(op) && !artifact && !hasCatalogLang && !language()) unlabelled++;
      }
    });
  };
  for (const page of pages) {
    const contents = look(page.node.get(N('Contents')));
    const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const chunks: Uint8Array[] = [];
    for (const part of parts) {
      const b = decode(part);
      if (b) chunks.push(b, new Uint8Array([10]));
      else untagged.unreadable++;
    }
    const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      all.set(c, at);
      at += c.length;
    }
    walk(all, page.resources, page.tag, page.tag, { artifacts: 0, tagged: 0, lang: null }, 0);
  }
  const contentProblems = [
    untagged.count > 0 &&
      `${untagged.count.toLocaleString('en-US')} pieces of content are neither tagged nor marked as artifacts`,
    untagged.orphanMcid > 0 &&
      `${untagged.orphanMcid.toLocaleString('en-US')} marked pieces of content are not in the structure tree`,
    untagged.artifactInTagged > 0 && 'artifacts are nested inside tagged content',
    untagged.taggedInArtifact > 0 && 'tagged content is nested inside artifacts',
    untagged.unreadable > 0 && 'some page content could not be read',
    [...formsWithMcid].some((f) => (formDraws.get(f) ?? 0) > 1) &&
      'a form XObject with tagged content is drawn more than once, so its content is in the structure tree once for several places',
  ].filter((s): s is string => typeof s === 'string');
  if (contentProblems.length > 0) fail('content', `${capital(contentProblems.join('; '))}.`);
  else pass('content', 'All page content is tagged or marked as an artifact.');

  // --- Metadata: title (06-003, 06-004, 07-001) and the PDF/UA identifier (06-002) --------------------------
  // The packet is decoded within its own bound (and the document's): past it the file is too complex.
  const xmpBudget = { bytes: Math.min(LIMITS.metadataBytes, decoding.bytes), exceeded: false };
  const xmpBytes = decode(catalog.get(N('Metadata')), xmpBudget);
  decoding.bytes -= xmpBytes?.length ?? 0;
  const xmp = xmpBytes ? new TextDecoder().decode(xmpBytes) : '';
  const dcTitle = xmpTitle(xmp);
  const prefs = dictOf(catalog.get(N('ViewerPreferences')));
  const shown = prefs !== undefined && look(prefs.get(N('DisplayDocTitle'))) === PDFBool.True;
  // A browser's print (Chromium) writes the title in the document information only, with no XMP: readers show
  // it, but PDF/UA asks for it in the XMP too, so the sentence says which one is missing.
  const infoTitle = str(look(dictOf(ctx.trailerInfo.Info)?.get(N('Title'))))?.trim() || null;
  if (!dcTitle && infoTitle)
    fail(
      'title',
      `The title "${infoTitle}" is in the document properties but not in the XMP metadata (dc:title) that PDF/UA asks for.`,
    );
  else if (!xmp) fail('title', 'The file has no title: readers announce the file name instead.');
  else if (!dcTitle)
    fail('title', 'No document title (dc:title) in the metadata: readers announce the file name.');
  else if (!shown)
    fail('title', `The title "${dcTitle}" is set but the title bar shows the file name instead.`);
  else pass('title', `Title "${dcTitle}", shown in the title bar.`);

  const part = pdfuaPart(xmp);
  if (part === '1') pass('pdfua-id', 'Declares PDF/UA-1 (pdfuaid:part 1).');
  else
    fail(
      'pdfua-id',
      part === null
        ? 'The file does not declare PDF/UA (no pdfuaid:part in its metadata).'
        : part === 'prefix'
          ? 'The PDF/UA identifier is written with a namespace prefix other than "pdfuaid".'
          : `The PDF/UA identifier says part "${part}", not 1.`,
    );

  // --- Fonts: embedded (31-001 …) with Unicode mappings (31-027 …) -------------------------------------------
  const notEmbedded: string[] = [];
  const noUnicode: string[] = [];
  for (const [resName, font] of fontsUsed) {
    const label = nameOf(font.get(N('BaseFont'))) ?? resName;
    const subtype = nameOf(font.get(N('Subtype')));
    if (subtype === 'Type3') {
      if (!font.get(N('ToUnicode')) && !dictOf(font.get(N('Encoding')))?.get(N('Differences')))
        noUnicode.push(label);
      continue;
    }
    const descendant =
      subtype === 'Type0'
        ? dictOf((look(font.get(N('DescendantFonts'))) as PDFArray | undefined)?.get?.(0))
        : undefined;
    const descriptor = dictOf((descendant ?? font).get(N('FontDescriptor')));
    const embedded =
      descriptor !== undefined &&
      ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.get(N(k)) !== undefined);
    if (!embedded) notEmbedded.push(label);
    if (font.get(N('ToUnicode'))) continue;
    if (subtype === 'Type0') {
      const encoding = nameOf(font.get(N('Encoding')));
      const info = dictOf(descendant?.get(N('CIDSystemInfo')));
      const ordering = str(look(info?.get(N('Ordering'))));
      // ISO 14289-1 §7.21.7: the Adobe character collections map to Unicode without a ToUnicode map.
      const known = ['GB1', 'CNS1', 'Japan1', 'Korea1'].includes(ordering ?? '');
      if (!known || (encoding === null && !dictOf(font.get(N('Encoding'))))) noUnicode.push(label);
      continue;
    }
    const flags = numOf(descriptor?.get(N('Flags'))) ?? 0;
    const symbolic = (flags & 4) !== 0 && (flags & 32) === 0;
    const encName = nameOf(font.get(N('Encoding')));
    const encDict = dictOf(font.get(N('Encoding')));
    const differences = look(encDict?.get(N('Differences')));
    const oddNames =
      differences instanceof PDFArray &&
      differences.asArray().some((d) => {
        const n = nameOf(d);
        return n !== null && (n === '.notdef' || /^(g|glyph|cid|index|G|c)\d+$/.test(n));
      });
    const standardEncoding =
      (encName !== null && ['WinAnsiEncoding', 'MacRomanEncoding', 'MacExpertEncoding'].includes(encName)) ||
      (encDict !== undefined && !oddNames);
    const builtIn =
      (subtype === 'Type1' || subtype === 'MMType1') && !symbolic && encName === null && !encDict;
    if (oddNames || (!standardEncoding && !builtIn)) noUnicode.push(label);
  }
  if (notEmbedded.length > 0 || noUnicode.length > 0) {
    fail(
      'fonts',
      [
        notEmbedded.length > 0 && `Fonts not embedded: ${list(notEmbedded)}.`,
        noUnicode.length > 0 && `Fonts whose characters cannot be turned back into text: ${list(noUnicode)}.`,
      ]
        .filter(Boolean)
        .join(' '),
    );
  } else if (fontsUsed.size === 0) notApplicable('fonts', 'No text, so no fonts to check.');
  else pass('fonts', `All ${fontsUsed.size} fonts are embedded with Unicode mappings.`);

  // --- Figures (13-004) -------------------------------------------------------------------------------------
  const altOf = (e: Elem) =>
    !!(str(look(e.dict.get(N('Alt'))))?.trim() || str(look(e.dict.get(N('ActualText')))) !== null);
  const figures = elements.filter((e) => e.type === 'Figure' || e.type === 'Formula');
  const withoutAlt = figures.filter((f) => !altOf(f)).length;
  if (withoutAlt > 0)
    fail(
      'figures',
      `${withoutAlt} of ${figures.length} ${figures.length === 1 ? 'figure has' : 'figures have'} no alternative text.`,
    );
  else if (figures.length === 0)
    notApplicable('figures', 'No tagged figures to check (pictures that are not tagged are not seen here).');
  else pass('figures', `All ${figures.length} figures have alternative text.`);

  // --- Headings (14-002, 14-003, 14-006, 14-007) ------------------------------------------------------------
  const order: Elem[] = []; // the tree in reading order, walked by iteration (a tree may be very deep)
  for (const todo = [...roots].reverse(); todo.length > 0;) {
    const e = todo.pop()!;
    order.push(e);
    for (let i = e.kids.length - 1; i >= 0; i--) todo.push(e.kids[i]);
  }
  const numbered = order.filter((e) => /^H[1-9]\d*$/.test(e.type));
  const plainH = order.filter((e) => e.type === 'H');
  let headingProblem: string | null = null;
  if (numbered.length > 0 && plainH.length > 0)
    headingProblem = 'Numbered headings (H1, H2…) are mixed with plain H headings.';
  else if (plainH.some((h) => h.parent && h.parent.kids.filter((k) => k.type === 'H').length > 1))
    headingProblem = 'A section has more than one plain H heading.';
  else {
    let previous = 0;
    for (const h of numbered) {
      const level = Number(h.type.slice(1));
      if (level > previous + 1) {
        headingProblem =
          previous === 0
            ? `The first heading is H${level}; headings should start at H1.`
            : `A heading skips from H${previous} to H${level}.`;
        break;
      }
      previous = level;
    }
  }
  if (headingProblem) fail('headings', headingProblem);
  else if (numbered.length + plainH.length === 0) notApplicable('headings', 'No tagged headings to check.');
  else pass('headings', 'Headings are in order.');

  // --- Tables (15-003 and header cells) ---------------------------------------------------------------------
  const tables = elements.filter((e) => e.type === 'Table');
  const cellsOf = (t: Elem): Elem[] => {
    const out: Elem[] = [];
    for (const todo = [...t.kids]; todo.length > 0;) {
      const k = todo.pop()!;
      if (k.type === 'Table') continue;
      if (k.type === 'TH' || k.type === 'TD') out.push(k);
      else todo.push(...k.kids);
    }
    return out;
  };
  const headerless = tables.filter((t) => {
    const cells = cellsOf(t);
    const hasTh = cells.some((c) => c.type === 'TH');
    const hasHeaders = cells.some((c) => c.type === 'TD' && attribute(c.dict, 'Headers', look) !== undefined);
    return cells.length > 0 && !hasTh && !hasHeaders;
  }).length;
  if (headerless > 0)
    fail(
      'tables',
      `${headerless} of ${tables.length} ${tables.length === 1 ? 'table has' : 'tables have'} no header cells (TH).`,
    );
  else if (tables.length === 0) notApplicable('tables', 'No tagged tables to check.');
  else pass('tables', 'Every table has header cells.');

  // --- Annotations (28-002 …) and links (28-004, 28-005, 28-011) ---------------------------------------------
  const annotationTexts: Array<{ el: Elem | undefined; contents: string | undefined; link: boolean }> = [];
  const annotProblems = { untagged: 0, undescribed: 0, trapNet: 0 };
  const linkProblems = { untagged: 0, undescribed: 0 };
  let annotCount = 0;
  for (const page of pages) {
    const annots = look(page.node.get(N('Annots')));
    if (!(annots instanceof PDFArray)) continue;
    const crop = page.crop;
    for (const a of annots.asArray()) {
      if (++annotCount > LIMITS.annotations) throw new PdfTooComplex('too many annotations');
      const annot = dictOf(a);
      if (!annot) continue;
      const subtype = nameOf(annot.get(N('Subtype')));
      const flags = numOf(annot.get(N('F'))) ?? 0;
      const rect = look(annot.get(N('Rect')));
      const [x1, y1, x2, y2] =
        rect instanceof PDFArray ? rect.asArray().map((v) => numOf(v) ?? 0) : [0, 0, 0, 0];
      const outside =
        Math.max(x1, x2) < crop.x ||
        Math.min(x1, x2) > crop.x + crop.width ||
        Math.max(y1, y2) < crop.y ||
        Math.min(y1, y2) > crop.y + crop.height;
      if (
        subtype === 'Popup' ||
        subtype === 'PrinterMark' ||
        subtype === 'Widget' ||
        (flags & 2) !== 0 ||
        outside
      )
        continue;
      if (subtype === 'TrapNet') {
        annotProblems.trapNet++;
        continue;
      }
      const el = objrs.get(key(a) ?? '');
      const contents = str(look(annot.get(N('Contents'))))?.trim();
      annotationTexts.push({ el, contents, link: subtype === 'Link' });
      const alt = el ? str(look(el.dict.get(N('Alt'))))?.trim() : undefined;
      if (subtype === 'Link') {
        if (!el || el.type !== 'Link') linkProblems.untagged++;
        if (!contents && !alt) linkProblems.undescribed++;
      } else {
        if (!el || el.type !== 'Annot') annotProblems.untagged++;
        if (!contents && !alt) annotProblems.undescribed++;
      }
    }
  }
  const annotSentence = [
    annotProblems.untagged > 0 && `${annotProblems.untagged} annotations are not tagged as Annot`,
    annotProblems.undescribed > 0 && `${annotProblems.undescribed} annotations have no description`,
    annotProblems.trapNet > 0 && 'the file has trap network annotations',
  ].filter((s): s is string => typeof s === 'string');
  const annotationsSeen = annotationTexts.some((a) => !a.link) || annotProblems.trapNet > 0;
  if (annotSentence.length > 0) fail('annotations', `${capital(annotSentence.join('; '))}.`);
  else if (!annotationsSeen) notApplicable('annotations', 'No annotations (comments, stamps) to check.');
  else pass('annotations', 'Annotations are tagged and described.');
  const linkSentence = [
    linkProblems.untagged > 0 && `${linkProblems.untagged} links are not tagged as Link`,
    linkProblems.undescribed > 0 && `${linkProblems.undescribed} links have no description`,
  ].filter((s): s is string => typeof s === 'string');
  if (linkSentence.length > 0) fail('links', `${capital(linkSentence.join('; '))}.`);
  else if (!annotationTexts.some((a) => a.link)) notApplicable('links', 'No links to check.');
  else pass('links', 'Links are tagged and described.');

  // --- Language (11-001 … 11-006) ----------------------------------------------------------------------------
  badTags.push(
    ...[catalogLang, ...elements.map((e) => e.lang)].filter(
      (l): l is string => l !== null && !LANG.test(l.trim()),
    ),
  );
  if (!hasCatalogLang) {
    for (const e of elements) {
      const described = ['Alt', 'ActualText', 'E'].some((k) => str(look(e.dict.get(N(k)))) !== null);
      if (described && !langOf(e)) unlabelled++;
    }
    for (const { el, contents } of annotationTexts) if (contents && !langOf(el)) unlabelled++;
    if (dictOf(catalog.get(N('Outlines')))?.get(N('First'))) unlabelled++;
    if (dcTitle && !/xml:lang\s*=\s*["'](?!x-default)[^"']+["']/.test(xmp)) unlabelled++;
  }
  if (badTags.length > 0) {
    fail('language', `"${badTags[0]}" is not a language code (such as "en-US").`);
  } else if (!hasCatalogLang && (unlabelled > 0 || elements.length === 0)) {
    fail('language', 'No document language: a screen reader may read it with the wrong voice.');
  } else {
    pass(
      'language',
      hasCatalogLang ? `Language: ${catalogLang}.` : 'Every tagged passage says its language.',
    );
  }

  return report(pages.length, results);
}

function report(pages: number, results: Map<PdfCheckId, Verdict>, notRun?: string): PdfReport {
  const findings: PdfFinding[] = [];
  for (const id of PDF_CHECK_IDS) {
    const v = results.get(id);
    if (v?.ok)
      findings.push({
        id,
        status: v.notApplicable ? 'not-applicable' : 'passes',
        ok: true,
        message: v.message,
      });
    else if (v) findings.push({ id, status: 'fails', ...v });
    else if (notRun && id === 'tagged')
      findings.push({
        id,
        status: 'fails',
        ok: false,
        message: notRun,
        fix: 'Save the file without password security (Acrobat: File > Properties > Security > No Security) and replace it.',
      });
  }
  return { pages, findings, passed: findings.every((f) => f.ok), version: PDF_CHECK_VERSION };
}

/** ISO 32000-1 Table 22, bit 10: "extract text and graphics in support of accessibility". */
function permissionsVerdict(p: number | null): Verdict {
  return p === null || (p & 512) === 0
    ? {
        ok: false,
        message: 'The file is protected so that assistive technology may not read its text.',
        fix: FIX.permissions,
      }
    : { ok: true, message: 'Encrypted, but assistive technology may read the text.' };
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

/** A structure attribute (in the element's A entry, a dictionary or an array of them). */
function attribute(
  el: PDFDict,
  name: string,
  look: (o: PDFObject | undefined) => PDFObject | undefined,
): PDFObject | undefined {
  const a = look(el.get(PDFName.of('A')));
  const dicts = a instanceof PDFArray ? a.asArray().map(look) : [a];
  for (const d of dicts) {
    if (d instanceof PDFDict && d.get(PDFName.of(name)) !== undefined) return d.get(PDFName.of(name));
  }
  return undefined;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const list = (xs: string[]) =>
  xs.length > 5 ? `${xs.slice(0, 5).join(', ')} and ${xs.length - 5} more` : xs.join(', ');

/** The prefix the XMP packet binds to a namespace URI (any of them), or null. */
function prefixes(xmp: string, uri: string): string[] {
  const out: string[] = [];
  const re = /xmlns:([\w.-]+)\s*=\s*["']([^"']*)["']/g;
  for (let m = re.exec(xmp); m; m = re.exec(xmp)) if (m[2] === uri) out.push(m[1]);
  return out;
}

const unescapeXml = (s: string) =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/** The dc:title of an XMP packet (the first non-empty alternative), or null. */
export function xmpTitle(xmp: string): string | null {
  for (const p of prefixes(xmp, 'http://purl.org/dc/elements/1.1/')) {
    const m = new RegExp(`<${p}:title\\b[^>]*>([\\s\\S]*?)</${p}:title>`).exec(xmp);
    if (!m) continue;
    const items = [...m[1].matchAll(/<rdf:li\b[^>]*>([\s\S]*?)<\/rdf:li>/g)].map((x) => unescapeXml(x[1]));
    const title = items.find((t) => t !== '');
    if (title) return title;
  }
  return null;
}

/** The pdfuaid:part value of an XMP packet; 'prefix' when the namespace is bound to another prefix; null. */
export function pdfuaPart(xmp: string): string | null {
  const bound = prefixes(xmp, 'http://www.aiim.org/pdfua/ns/id/');
  if (bound.some((p) => p !== 'pdfuaid' && new RegExp(`${p}:(part|amd|corr)\\b`).test(xmp))) return 'prefix';
  if (!bound.includes('pdfuaid')) return null;
  const m =
    /pdfuaid:part\s*=\s*["']\s*([^"']*?)\s*["']/.exec(xmp) ??
    /<pdfuaid:part>\s*([^<]*?)\s*<\/pdfuaid:part>/.exec(xmp);
  return m ? m[1] : null;
}
