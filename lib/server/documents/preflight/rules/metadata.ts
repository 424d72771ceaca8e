import { pdfuaPart } from '../metadata';
import { at, type Rule } from './types';

/** Checkpoints 06 (metadata) and 07 (the title shown): ISO 14289-1 clause 5 and 7.1. */

const TITLE_FIX =
  "Give the document a title and show it. Word: File > Info > Title, then save as PDF. InDesign: File > File Info > Title, and in the export's Advanced panel Display Title: Document Title. A browser's print keeps the page title but does not write it where PDF/UA asks: in Acrobat, File > Properties > Description > Title, then Initial View > Show: Document Title, and save.";

export const metadataRules: Rule[] = [
  {
    id: '06-001, 06-003',
    checkpoint: '06',
    clause: '7.1',
    group: 'title',
    title: 'A title in the XMP metadata (dc:title)',
    fix: TITLE_FIX,
    check: ({ meta }) =>
      meta.dcTitle
        ? []
        : meta.infoTitle
          ? [
              at(
                `The title "${meta.infoTitle}" is in the document properties but not in the XMP metadata (dc:title) that PDF/UA asks for.`,
              ),
            ]
          : !meta.xmp
            ? [at('The file has no title: readers announce the file name instead.')]
            : [at('No document title (dc:title) in the metadata: readers announce the file name.')],
  },
  {
    id: '07-001, 07-002',
    checkpoint: '07',
    clause: '7.1',
    group: 'title',
    title: 'The title bar shows the title (DisplayDocTitle)',
    fix: TITLE_FIX,
    check: ({ meta }) =>
      meta.dcTitle && !meta.displayDocTitle
        ? [at(`The title "${meta.dcTitle}" is set but the title bar shows the file name instead.`)]
        : [],
  },
  {
    id: '06-002',
    checkpoint: '06',
    clause: '5',
    group: 'pdfua-id',
    title: 'The PDF/UA-1 identifier in the metadata',
    fix: 'Mark the file as PDF/UA. Word: Save As > PDF > Options > "PDF/UA compliant". InDesign: Export > Adobe PDF (Interactive) > Accessibility: "PDF/UA". A browser\'s print cannot add it. Acrobat Pro: Accessibility > Full check, fix what it finds, then save with a PDF/UA Preflight fixup.',
    check: ({ meta }) => {
      const part = pdfuaPart(meta.xmp);
      if (part === '1') return [];
      return [
        at(
          part === null
            ? 'The file does not declare PDF/UA (no pdfuaid:part in its metadata).'
            : part === 'prefix'
              ? 'The PDF/UA identifier is written with a namespace prefix other than "pdfuaid".'
              : `The PDF/UA identifier says part "${part}", not 1.`,
        ),
      ];
    },
  },
];
