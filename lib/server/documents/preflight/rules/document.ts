import { PDFDict, PDFStream } from 'pdf-lib';
import { dictionaries, N } from '../model';
import { at, type Facts, type Failure, type Rule } from './types';

/** Checkpoints 20 (optional content), 21 (embedded files), 25 (XFA) and 26 (security). */

/** The XFA packets of the AcroForm (one stream, or an array of name, stream pairs), as text. */
function xfaText(f: Facts): string | null {
  const xfa = f.look(f.dictOf(f.catalog.get(N('AcroForm')))?.get(N('XFA')));
  if (xfa === undefined) return null;
  const parts = xfa instanceof PDFStream ? [xfa] : f.arrayOf(xfa).filter((_, i) => i % 2 === 1);
  return parts
    .map((p) => {
      const b = f.decode(p);
      return b ? new TextDecoder().decode(b) : '';
    })
    .join('\n');
}

/** The optional content configurations: the default (D) and the others (Configs). */
function ocConfigs(f: Facts): Array<{ d: PDFDict; name: string }> {
  const oc = f.dictOf(f.catalog.get(N('OCProperties')));
  if (!oc) return [];
  const out: Array<{ d: PDFDict; name: string }> = [];
  const d = f.dictOf(oc.get(N('D')));
  if (d) out.push({ d, name: 'The default optional content configuration (layers)' });
  f.arrayOf(oc.get(N('Configs'))).forEach((c, i) => {
    const x = f.dictOf(c);
    if (x) out.push({ d: x, name: `Optional content configuration ${i + 1}` });
  });
  return out;
}

/** File specifications of embedded files (any dictionary with an EF entry), bounded by the object count. */
function embeddedFiles(f: Facts): Array<{ d: PDFDict; tag: string }> {
  const out: Array<{ d: PDFDict; tag: string }> = [];
  for (const [ref, d] of dictionaries(f)) if (d.get(N('EF')) !== undefined) out.push({ d, tag: ref.tag });
  for (const a of f.annotations) {
    const fs = f.look(a.dict.get(N('FS')));
    if (fs instanceof PDFDict && fs.get(N('EF')) !== undefined) out.push({ d: fs, tag: `on page ${a.page}` });
  }
  return out;
}

export const documentRules: Rule[] = [
  {
    id: '25-001',
    checkpoint: '25',
    clause: '7.15',
    group: 'xfa',
    title: 'Not a dynamic XFA form',
    fix: 'The file is a dynamic XFA form (LiveCycle/AEM Designer). Save it as a static PDF form (Designer: Save As > Static PDF Form) or make the form again in Acrobat.',
    check: (f) => {
      const xfa = xfaText(f);
      return xfa !== null && /<dynamicRender\b[^>]*>\s*required\s*<\/dynamicRender\s*>/.test(xfa)
        ? [at('The file is a dynamic XFA form, which screen readers cannot read reliably.')]
        : [];
    },
  },
  {
    id: '20-001 … 20-003',
    checkpoint: '20',
    clause: '7.10',
    group: 'optional-content',
    title: 'Layers (optional content) are named, with no automatic states (AS)',
    fix: 'Give every layer configuration a name and remove automatic layer states. Acrobat: the Layers panel > Options > Layer Properties; InDesign and Word name layers when they export. Or flatten the layers (Acrobat: Layers > Flatten Layers) and export again.',
    check: (f) =>
      ocConfigs(f).flatMap(({ d, name }): Failure[] => [
        ...(f.textOf(d.get(N('Name')))?.trim() ? [] : [at(`${name} has no name.`)]),
        ...(d.get(N('AS')) !== undefined ? [at(`${name} switches layers automatically (AS).`)] : []),
      ]),
  },
  {
    id: '21-001, 28-016',
    checkpoint: '21',
    clause: '7.11, 7.18.7',
    group: 'embedded-files',
    title: 'Attached files have a file name (F and UF)',
    fix: 'Attach files with their file names. Acrobat: remove the attachment (Attachments panel) and attach the file again with Attach File, which writes both names; or leave the attachment out and publish it as its own document.',
    check: (f) =>
      embeddedFiles(f)
        .filter(({ d }) => !f.textOf(d.get(N('F'))) || !f.textOf(d.get(N('UF'))))
        .map(({ tag }) => at(`An attached file (${tag}) lacks its file name (F and UF).`)),
  },
];

export const hasOptionalContent = (f: Facts) => ocConfigs(f).length > 0;
export const hasEmbeddedFiles = (f: Facts) => embeddedFiles(f).length > 0;
export const hasXfa = (f: Facts) => f.dictOf(f.catalog.get(N('AcroForm')))?.get(N('XFA')) !== undefined;
