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
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';
import { PdfTooComplex } from '../pdfContent';
import { pageTree, type PageNode } from '../pdfPageTree';
import { decodeBounded, decodeBudget, DecodeLimitExceeded, type DecodeBudget } from '../pdfStreams';
import { LIMITS } from './limits';

/**
 * What the rules of the pre-flight read (./rules): a loaded PDF with bounded helpers to resolve its objects, its
 * pages in order with their numbers, and its structure tree as a flat list of elements (walked once, by
 * iteration). The page content, metadata and annotations are read by ./content.ts, ./metadata.ts and
 * ./annotations.ts into the same model, so every rule reads what was read once.
 */

export const N = (s: string) => PDFName.of(s);

/** A string object's text, or null. */
export function str(o: PDFObject | undefined): string | null {
  if (o instanceof PDFString || o instanceof PDFHexString) return o.decodeText();
  return null;
}

export const key = (o: PDFObject | undefined) => (o instanceof PDFRef ? o.tag : null);

/** The ISO 32000-1 §14.8.4 standard structure types. */
export const STANDARD = new Set(
  (
    'Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 H5 H6 L LI ' +
    'Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code Link Annot Ruby RB RT RP ' +
    'Warichu WT WP Figure Formula Form'
  ).split(' '),
);

/** A structure element, with its role-mapped type. */
export interface Elem {
  dict: PDFDict;
  ref: string | null;
  /** The structure type after the role map. */
  type: string;
  parent: Elem | null;
  kids: Elem[];
  lang: string | null;
  /** The page its content is on by default (Pg, inherited): a page object's tag. */
  page: string | null;
  hasContent: boolean;
  /** Its language or the nearest ancestor's (kept here so a deep tree is not climbed again for each use). */
  inheritedLang: string | null;
}

/** Resolving objects: each follows at most ten references, so a chain of references costs no more. */
export interface Lookups {
  look: (o: PDFObject | undefined) => PDFObject | undefined;
  dictOf: (o: PDFObject | undefined) => PDFDict | undefined;
  nameOf: (o: PDFObject | undefined) => string | null;
  numOf: (o: PDFObject | undefined) => number | null;
  textOf: (o: PDFObject | undefined) => string | null;
  arrayOf: (o: PDFObject | undefined) => PDFObject[];
}

export function lookups(ctx: PDFContext): Lookups {
  const look = (o: PDFObject | undefined): PDFObject | undefined => {
    let x = o;
    for (let i = 0; i < 10 && x instanceof PDFRef; i++) x = ctx.lookup(x);
    return x instanceof PDFRef ? undefined : x;
  };
  return {
    look,
    dictOf: (o) => {
      const x = look(o);
      return x instanceof PDFDict ? x : x instanceof PDFStream ? x.dict : undefined;
    },
    nameOf: (o) => {
      const x = look(o);
      return x instanceof PDFName ? x.decodeText() : null;
    },
    numOf: (o) => {
      const x = look(o);
      return x instanceof PDFNumber ? x.asNumber() : null;
    },
    textOf: (o) => str(look(o)),
    arrayOf: (o) => {
      const x = look(o);
      return x instanceof PDFArray ? x.asArray() : [];
    },
  };
}

/** The structure tree as the rules read it. */
export interface Structure {
  treeRoot: PDFDict | undefined;
  marked: boolean;
  suspects: boolean;
  elements: Elem[];
  roots: Elem[];
  /** Every element in reading order (depth first). */
  order: Elem[];
  /** `${page or stream}#${mcid}` referenced from the tree. */
  mcids: Set<string>;
  /** The same, with the element that holds it. */
  mcidOwner: Map<string, Elem>;
  /** Annotation or XObject reference → its structure element (OBJR). */
  objrs: Map<string, Elem>;
  circularRole: boolean;
  nonStandard: string | null;
  remappedStandard: string | null;
}

export interface Model extends Lookups {
  doc: PDFDocument;
  ctx: PDFContext;
  catalog: PDFDict;
  pages: PageNode[];
  /** A page object's tag → its number (1-based). */
  pageNumber: Map<string, number>;
  structure: Structure;
  catalogLang: string | null;
  hasCatalogLang: boolean;
  /** A stream's decoded bytes within the document's budget (PdfTooComplex past it), or null if unreadable. */
  decode: (o: PDFObject | undefined, within?: DecodeBudget) => Uint8Array | null;
  decoding: DecodeBudget;
  /** The structure element's page number, where it says (Pg, inherited). */
  pageOf: (e: Elem | null | undefined) => number | undefined;
}

/** Builds the model of a loaded, unencrypted document. */
export function buildModel(doc: PDFDocument): Model {
  const ctx = doc.context;
  const decoding = decodeBudget(ctx);
  const l = lookups(ctx);
  const decode = (o: PDFObject | undefined, within = decoding): Uint8Array | null => {
    const s = l.look(o);
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
  const catalog = doc.catalog;
  const pages = pageTree(catalog, l.look, LIMITS.pageNodes);
  const pageNumber = new Map(pages.map((p, i) => [p.tag, i + 1]));
  const catalogLang = l.textOf(catalog.get(N('Lang')));
  return {
    ...l,
    doc,
    ctx,
    catalog,
    pages,
    pageNumber,
    structure: readStructure(catalog, l),
    catalogLang,
    hasCatalogLang: !!catalogLang?.trim(),
    decode,
    decoding,
    pageOf: (e) => (e?.page ? pageNumber.get(e.page) : undefined),
  };
}

/** The role map resolved: the standard type a type stands for, and what is wrong with the map. */
function roleMapping(roleMap: PDFDict | undefined, l: Lookups) {
  const found = { circular: false, remappedStandard: null as string | null };
  const standardType = (s: string): string => {
    let t = s;
    const seen = new Set<string>();
    while (!STANDARD.has(t) && roleMap) {
      if (seen.has(t)) {
        found.circular = true;
        return t;
      }
      seen.add(t);
      const next = l.nameOf(roleMap.get(N(t)));
      if (!next) break;
      t = next;
    }
    return t;
  };
  for (const [k] of roleMap?.entries() ?? []) {
    const from = k.decodeText();
    if (STANDARD.has(from)) found.remappedStandard ??= from;
    standardType(from);
  }
  return { standardType, found };
}

/** The structure tree walked by iteration, bounded in entries visited and elements. */
function readStructure(catalog: PDFDict, l: Lookups): Structure {
  const { look, dictOf, nameOf, numOf } = l;
  const markInfo = dictOf(catalog.get(N('MarkInfo')));
  const treeRoot = dictOf(catalog.get(N('StructTreeRoot')));
  const { standardType, found } = roleMapping(dictOf(treeRoot?.get(N('RoleMap'))), l);
  const s: Structure = {
    treeRoot,
    marked: markInfo !== undefined && look(markInfo.get(N('Marked'))) === PDFBool.True,
    suspects: markInfo !== undefined && look(markInfo.get(N('Suspects'))) === PDFBool.True,
    elements: [],
    roots: [],
    order: [],
    mcids: new Set(),
    mcidOwner: new Map(),
    objrs: new Map(),
    circularRole: false,
    nonStandard: null,
    remappedStandard: found.remappedStandard,
  };
  if (!treeRoot) return s;
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
        s.mcids.add(`${page}#${x.asNumber()}`);
        parent.hasContent = true;
        s.mcidOwner.set(`${page}#${x.asNumber()}`, parent);
      }
      continue;
    }
    if (!(x instanceof PDFDict) || seen.has(x)) continue;
    seen.add(x);
    const kind = nameOf(x.get(N('Type')));
    const pg = key(x.get(N('Pg'))) ?? page;
    if (kind === 'MCR') {
      const at = `${key(x.get(N('Stm'))) ?? pg}#${numOf(x.get(N('MCID')))}`;
      s.mcids.add(at);
      if (parent) {
        parent.hasContent = true;
        s.mcidOwner.set(at, parent);
      }
      continue;
    }
    if (kind === 'OBJR') {
      const obj = key(x.get(N('Obj')));
      if (obj && parent) s.objrs.set(obj, parent);
      continue;
    }
    const name = nameOf(x.get(N('S')));
    if (!name) continue;
    const type = standardType(name);
    if (!STANDARD.has(type)) s.nonStandard ??= name;
    if (s.elements.length >= LIMITS.elements) throw new PdfTooComplex('too many structure elements');
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
    s.elements.push(el);
    if (parent) parent.kids.push(el);
    else s.roots.push(el);
    pushKids(x.get(N('K')), el, pg);
  }
  s.circularRole = found.circular;
  for (const todo = [...s.roots].reverse(); todo.length > 0;) {
    const e = todo.pop()!;
    s.order.push(e);
    for (let i = e.kids.length - 1; i >= 0; i--) todo.push(e.kids[i]);
  }
  return s;
}

/** A structure attribute (in the element's A entry, a dictionary or an array of them). */
export function attribute(m: Lookups, el: PDFDict, name: string): PDFObject | undefined {
  const a = m.look(el.get(N('A')));
  const dicts = a instanceof PDFArray ? a.asArray().map(m.look) : [a];
  for (const d of dicts) {
    if (d instanceof PDFDict && d.get(N(name)) !== undefined) return m.look(d.get(N(name)));
  }
  return undefined;
}

/**
 * Every dictionary of the file, indirect or written inside another object (a media clip inside a rendition
 * inside an action), with the tag of the indirect object it is in; bounded in the entries it visits.
 */
export function* allDictionaries(m: Model): Generator<[string, PDFDict]> {
  let visits = 0;
  for (const [ref, o] of m.ctx.enumerateIndirectObjects()) {
    const todo: PDFObject[] = [o];
    while (todo.length > 0) {
      if (++visits > LIMITS.structureVisits) throw new PdfTooComplex('too many objects');
      const x = todo.pop()!;
      const d = x instanceof PDFStream ? x.dict : x;
      if (d instanceof PDFDict) {
        yield [ref.tag, d];
        for (const [, v] of d.entries()) if (v instanceof PDFDict || v instanceof PDFArray) todo.push(v);
      } else if (d instanceof PDFArray) {
        for (const v of d.asArray()) if (v instanceof PDFDict || v instanceof PDFArray) todo.push(v);
      }
    }
  }
}

/** Every indirect object that is a dictionary (or a stream's dictionary), bounded by the object count. */
export function* dictionaries(m: Model): Generator<[PDFRef, PDFDict]> {
  for (const [ref, o] of m.ctx.enumerateIndirectObjects()) {
    if (o instanceof PDFDict) yield [ref, o];
    else if (o instanceof PDFStream) yield [ref, o.dict];
  }
}
