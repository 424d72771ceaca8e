import { PDFArray, PDFDict, PDFStream } from 'pdf-lib';
import { isDict, isName, readContent, type Budget, type Operand } from '../pdfContent';
import { LIMITS } from './limits';
import { key, N, type Elem, type Model } from './model';

/** An RFC 3066 language tag as ISO 32000-1 §14.9.2 asks (veraPDF refuses an empty one too). */
export const LANG = /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i;

/** A count, with the pages (1-based) it was seen on. */
export interface Seen {
  count: number;
  pages: Set<number>;
}
const seen = (): Seen => ({ count: 0, pages: new Set() });

/** What the walk of every page's content (and the forms it draws) found. */
export interface ContentFacts {
  /** Painted content neither tagged nor an artifact (01-005). */
  untagged: Seen;
  /** Marked content whose MCID is not in the structure tree. */
  orphanMcid: Seen;
  artifactInTagged: Seen;
  taggedInArtifact: Seen;
  unreadable: Seen;
  /** Language tags of marked content that are not language codes. */
  badTags: string[];
  /** Text, or marked content with Alt/ActualText/E, whose language cannot be determined. */
  unlabelled: Seen;
  /** The fonts text is shown in, with the resource name, the pages and the strings shown in each. */
  fonts: Map<PDFDict, FontUse>;
  /** Form XObjects with tagged content, and how many times each is drawn. */
  formsWithMcid: Set<string>;
  formDraws: Map<string, number>;
}

/** A font's use: its resource name, pages, and the distinct strings shown in it (bytes, one character each). */
export interface FontUse {
  name: string;
  pages: Set<number>;
  shown: Set<string>;
}

/** Characters of shown strings kept for the font rules, all fonts together (past it, no more are kept). */
const SHOWN_CHARS = 1_000_000;

/** Where a point of a content stream is: inside how many artifacts and tagged sequences, in what language. */
type Where = { artifacts: number; tagged: number; lang: string | null };
type Mc = { kind: 'artifact' | 'tagged' | 'other' };
const PAINT = new Set(['Tj', 'TJ', "'", '"', 'S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'sh', 'BI']);
const TEXT = new Set(['Tj', 'TJ', "'", '"']);

/** Walks every page's content streams, bounded in operators, tokens and bytes. */
export function readContentFacts(m: Model): ContentFacts {
  const facts: ContentFacts = {
    untagged: seen(),
    orphanMcid: seen(),
    artifactInTagged: seen(),
    taggedInArtifact: seen(),
    unreadable: seen(),
    badTags: [],
    unlabelled: seen(),
    fonts: new Map(),
    formsWithMcid: new Set(),
    formDraws: new Map(),
  };
  const budget: Budget = { operators: LIMITS.operators, tokens: LIMITS.tokens, bytes: LIMITS.contentBytes };
  const walked = new Set<string>();
  const shown = { chars: SHOWN_CHARS };
  m.pages.forEach((page, i) => {
    const number = i + 1;
    const chunks: Uint8Array[] = [];
    for (const part of contentParts(m, page.node)) {
      const b = m.decode(part);
      if (b) chunks.push(b, new Uint8Array([10]));
      else note(facts.unreadable, number);
    }
    const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      all.set(c, at);
      at += c.length;
    }
    const ctx: WalkContext = { m, facts, budget, walked, shown, pageKey: page.tag, page: number };
    walk(ctx, all, page.resources, page.tag, { artifacts: 0, tagged: 0, lang: null }, 0);
  });
  return facts;
}

/** A page's content streams (one stream or an array of them). */
function contentParts(m: Model, node: PDFDict) {
  const c = m.look(node.get(N('Contents')));
  return c instanceof PDFArray ? c.asArray() : c ? [c] : [];
}

function note(s: Seen, page: number) {
  s.count++;
  s.pages.add(page);
}

interface WalkContext {
  m: Model;
  facts: ContentFacts;
  budget: Budget;
  walked: Set<string>;
  /** Characters of shown strings still to keep. */
  shown: { chars: number };
  pageKey: string;
  page: number;
}

/** The MCID and language of a BMC/BDC's properties (inline, or named in the resources), and whether described. */
function markedProperties(m: Model, props: Operand | undefined, properties: PDFDict | undefined) {
  let mcid: number | null = null;
  let lang: string | null = null;
  let described = false;
  if (isDict(props)) {
    const id = props.dict.get('MCID');
    if (typeof id === 'number') mcid = id;
    const l = props.dict.get('Lang');
    if (typeof l === 'string') lang = l;
    described = ['Alt', 'ActualText', 'E'].some((k) => typeof props.dict.get(k) === 'string');
  } else if (isName(props) && properties) {
    const d = m.dictOf(properties.get(N(props.name)));
    mcid = m.numOf(d?.get(N('MCID')));
    lang = m.textOf(d?.get(N('Lang')));
  }
  return { mcid, lang, described };
}

/**
 * One content stream. Counts and the language in force are kept rather than a scan of the open sequences at
 * every operator: a stream of 100,000 nested sequences would otherwise cost its depth again at each operator.
 */
function walk(
  c: WalkContext,
  content: Uint8Array,
  resources: PDFDict | undefined,
  owner: string | null,
  outer: Where,
  depth: number,
): void {
  const { m, facts, page } = c;
  const stack: Array<Mc & { before: Where }> = [];
  let where: Where = outer;
  const inArtifact = () => where.artifacts > 0;
  const inTagged = () => where.tagged > 0;
  const open = (kind: Mc['kind'], lang: string | null, elem?: Elem) => {
    stack.push({ kind, before: where });
    where = {
      artifacts: where.artifacts + (kind === 'artifact' ? 1 : 0),
      tagged: where.tagged + (kind === 'tagged' ? 1 : 0),
      lang: lang || elem?.inheritedLang || where.lang,
    };
  };
  const properties = m.dictOf(resources?.get(N('Properties')));
  // The font in force (Tf), saved and restored with the graphics state (q/Q).
  let font: FontUse | undefined;
  const saved: Array<FontUse | undefined> = [];
  const keep = (o: Operand | undefined) => {
    if (!font || typeof o !== 'string' || o.length > c.shown.chars || font.shown.has(o)) return;
    c.shown.chars -= o.length;
    font.shown.add(o);
  };
  const { mcids, mcidOwner } = m.structure;
  readContent(content, c.budget, (op, args) => {
    if (op === 'BMC' || op === 'BDC') {
      const tag = isName(args[0]) ? args[0].name : '';
      const { mcid, lang, described } = markedProperties(m, args[1], properties);
      if (lang !== null && !LANG.test(lang.trim())) facts.badTags.push(lang);
      if (tag === 'Artifact') {
        if (inTagged()) note(facts.artifactInTagged, page);
        open('artifact', lang);
      } else if (mcid !== null) {
        if (inArtifact()) note(facts.taggedInArtifact, page);
        const at = mcids.has(`${owner}#${mcid}`) ? `${owner}#${mcid}` : `${c.pageKey}#${mcid}`;
        if (!mcids.has(at)) note(facts.orphanMcid, page);
        if (owner !== c.pageKey && owner) facts.formsWithMcid.add(owner);
        open('tagged', lang, mcidOwner.get(at));
      } else open('other', lang);
      if (described && !m.hasCatalogLang && !where.lang) note(facts.unlabelled, page);
    } else if (op === 'EMC') {
      const closed = stack.pop();
      if (closed) where = closed.before;
    } else if (op === 'Tf') {
      const name = isName(args[0]) ? args[0].name : '';
      const dict = m.dictOf(m.dictOf(resources?.get(N('Font')))?.get(N(name)));
      font = undefined;
      if (dict) {
        const used = facts.fonts.get(dict) ?? { name, pages: new Set<number>(), shown: new Set<string>() };
        used.pages.add(page);
        facts.fonts.set(dict, used);
        font = used;
      }
    } else if (op === 'q') {
      if (saved.length < 10_000) saved.push(font);
    } else if (op === 'Q') {
      if (saved.length > 0) font = saved.pop();
    } else if (op === 'Do') {
      const ref = m.dictOf(resources?.get(N('XObject')))?.get(N(isName(args[0]) ? args[0].name : ''));
      const xobj = m.look(ref);
      if (!(xobj instanceof PDFStream)) return;
      const covered = inArtifact() || inTagged();
      if (m.nameOf(xobj.dict.get(N('Subtype'))) === 'Form' && depth < 12) {
        const formKey = key(ref) ?? '';
        facts.formDraws.set(formKey, (facts.formDraws.get(formKey) ?? 0) + 1);
        const tag = `${key(ref)}|${inArtifact()}|${inTagged()}|${where.lang}`;
        if (c.walked.has(tag)) return;
        c.walked.add(tag);
        const inner = m.decode(xobj);
        const res = m.dictOf(xobj.dict.get(N('Resources'))) ?? resources;
        if (!inner) note(facts.unreadable, page);
        else walk(c, inner, res, key(ref), where, depth + 1);
      } else if (!covered) note(facts.untagged, page);
    } else if (PAINT.has(op)) {
      const artifact = inArtifact();
      if (!artifact && !inTagged()) note(facts.untagged, page);
      if (TEXT.has(op) && !artifact && !m.hasCatalogLang && !where.lang) note(facts.unlabelled, page);
      if (op === 'TJ' && Array.isArray(args[0])) args[0].forEach(keep);
      else if (TEXT.has(op)) keep(args[args.length - 1]);
    }
  });
}
