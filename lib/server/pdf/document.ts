import { renderTaggedPdf, type Block } from '@/lib/server/pdf/tagged';
import { palette, printColours } from '@/styles/tokens';
import type { DocumentTags } from '@/lib/server/storage/types';

/** One section of a library document's summary. */
export interface LibrarySection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

/** A document of the library (seeded, or an application copy laid out the same way): where it goes, how it is tagged and what its summary says. */
export interface LibraryEntry {
  path: string;
  title: string;
  subject: string;
  /** The year the document was issued (the library's year; an editor's save keeps it). */
  year: number;
  /** Cover line such as 'Adopted by the CTB in December 2021'. */
  issued?: string;
  tags: DocumentTags;
  /** Newsletters are illustrative: no archived issue exists (CONTENT-FACTS §32). */
  illustrative?: boolean;
  sections: LibrarySection[];
}

export const LIBRARY_AUTHOR = 'Office of Intermodal Planning and Investment';
export const LIBRARY_FOOTER =
  'Reference copy generated for the VTrans website library. Alternative formats are available on request.';
export const ILLUSTRATIVE_NOTE = 'Illustrative newsletter issue';

// SPEC §9 primary and secondary colours, for the cover band of the generated PDFs.
const { primary: PRIMARY, secondary: SECONDARY, white: WHITE } = palette;
const { muted: MUTED } = printColours;

/** A link to the document's HTML equivalent on the site, where one exists. */
export interface HtmlEquivalent {
  url: string;
  description: string;
  /** The sentence the link follows (default: the document is also on the website). */
  before?: string;
}

/** The cover: the VTrans band (decoration), the title as the H1, what the document is and who issued it. */
function cover(entry: Omit<LibraryEntry, 'year'>): Block[] {
  const extra = [
    entry.issued,
    entry.illustrative ? `${ILLUSTRATIVE_NOTE} (not an archived edition)` : undefined,
  ].filter((t): t is string => Boolean(t));
  const tagLine = [entry.tags.topic, entry.tags.docType, entry.tags.planCycle].filter(Boolean).join('  |  ');
  return [
    { type: 'band', height: 180, fill: PRIMARY, accent: SECONDARY },
    {
      type: 'frame',
      box: { x: 72, y: 60, width: 468, height: 110 },
      blocks: [
        { type: 'paragraph', text: 'VTrans', size: 40, bold: true, colour: WHITE, after: 0 },
        { type: 'paragraph', text: "Virginia's Statewide Transportation Plan", size: 14, colour: WHITE },
      ],
    },
    { type: 'space', height: 150 },
    { type: 'heading', level: 1, text: entry.title, size: 26, colour: PRIMARY },
    ...extra.map((text): Block => ({ type: 'paragraph', text, size: 13 })),
    { type: 'space', height: 12 },
    { type: 'paragraph', text: entry.subject, size: 12, colour: MUTED, after: 24 },
    { type: 'paragraph', text: tagLine, size: 10, colour: MUTED, after: 12 },
    { type: 'paragraph', text: LIBRARY_AUTHOR, size: 12, bold: true, after: 0 },
    { type: 'paragraph', text: 'Office of the Secretary of Transportation, Richmond, Virginia', size: 10 },
  ];
}

/**
 * Renders a library entry as a tagged PDF/UA document (lib/server/pdf/tagged.ts): cover, summary sections
 * (H2, paragraphs, lists), links to its HTML equivalents when there are any, the running title and footer as
 * artifacts, and full document metadata. Any character is drawn or shown as a replacement, never a thrown error.
 */
export async function renderLibraryPdf(
  entry: Omit<LibraryEntry, 'year'>,
  footer: string = LIBRARY_FOOTER,
  html: HtmlEquivalent[] = [],
): Promise<Buffer> {
  const blocks: Block[] = [...cover(entry), { type: 'pageBreak' }];
  if (entry.illustrative) blocks.push({ type: 'paragraph', text: `${ILLUSTRATIVE_NOTE}.`, bold: true });
  for (const link of html) {
    blocks.push({
      type: 'link',
      before: link.before ?? 'This document is also on the website:',
      text: link.url,
      url: link.url,
      description: link.description,
    });
  }
  for (const section of entry.sections) {
    blocks.push({ type: 'heading', level: 2, text: section.heading });
    for (const text of section.paragraphs ?? []) blocks.push({ type: 'paragraph', text });
    if (section.bullets?.length) blocks.push({ type: 'list', items: section.bullets });
  }
  return renderTaggedPdf({
    title: entry.title,
    lang: 'en-US',
    author: LIBRARY_AUTHOR,
    subject: entry.subject,
    keywords: ['VTrans', entry.tags.topic, entry.tags.docType, entry.tags.planCycle].filter(
      (k): k is string => Boolean(k),
    ),
    creator: 'VTrans website document library',
    header: `VTrans | ${entry.title}`,
    footer,
    pageNumbers: true,
    blocks,
  });
}
