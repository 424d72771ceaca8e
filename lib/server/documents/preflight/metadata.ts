import { PDFBool } from 'pdf-lib';
import { LIMITS } from './limits';
import { N, type Model } from './model';

/** The XMP packet and the title as the metadata rules read them. */
export interface Metadata {
  xmp: string;
  /** dc:title in the XMP, or null. */
  dcTitle: string | null;
  /** Title in the document information dictionary (what a browser's print writes), or null. */
  infoTitle: string | null;
  /** ViewerPreferences DisplayDocTitle is true. */
  displayDocTitle: boolean;
}

/** Reads the XMP packet within its own bound (and the document's): past it the file is too complex. */
export function readMetadata(m: Model): Metadata {
  const within = { bytes: Math.min(LIMITS.metadataBytes, m.decoding.bytes), exceeded: false };
  const bytes = m.decode(m.catalog.get(N('Metadata')), within);
  m.decoding.bytes -= bytes?.length ?? 0;
  const xmp = bytes ? new TextDecoder().decode(bytes) : '';
  const prefs = m.dictOf(m.catalog.get(N('ViewerPreferences')));
  return {
    xmp,
    dcTitle: xmpTitle(xmp),
    infoTitle: m.textOf(m.dictOf(m.ctx.trailerInfo.Info)?.get(N('Title')))?.trim() || null,
    displayDocTitle: prefs !== undefined && m.look(prefs.get(N('DisplayDocTitle'))) === PDFBool.True,
  };
}

/** The prefixes the XMP packet binds to a namespace URI. */
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
