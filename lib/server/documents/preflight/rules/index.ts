import type { PdfCheckId } from '@/lib/shared/schemas/documents/editing';
import { annotationRules, hasAnnotations, hasLinks } from './annotations';
import { contentRules } from './content';
import { documentRules, hasEmbeddedFiles, hasOptionalContent, hasXfa } from './document';
import { fontRules, fontsSentence, hasFonts } from './fonts';
import { figuresSentence, graphicsRules, hasFigures, hasHeadings } from './graphics';
import { languageRules, languageSentence } from './language';
import { metadataRules } from './metadata';
import { structureRules, taggedSentence } from './structure';
import { hasTables, tableRules } from './tables';
import type { Facts, Rule } from './types';

export type { Facts, Failure, Rule } from './types';

/** Every rule of the pre-flight, by clause group (`npm run pdf:check -- --rules` lists them). */
export const RULES: readonly Rule[] = [
  ...structureRules,
  ...contentRules,
  ...metadataRules,
  ...languageRules,
  ...graphicsRules,
  ...tableRules,
  ...annotationRules,
  ...fontRules,
  ...documentRules,
];

/** What a check of the report says when none of its rules fails: it passes, or there was nothing to check. */
export const SUMMARIES: Record<
  Exclude<PdfCheckId, 'permissions'>,
  (f: Facts) => { message: string; notApplicable?: true }
> = {
  tagged: (f) => ({ message: taggedSentence(f) }),
  content: () => ({ message: 'All page content is tagged or marked as an artifact.' }),
  language: (f) => ({ message: languageSentence(f) }),
  title: (f) => ({ message: `Title "${f.meta.dcTitle}", shown in the title bar.` }),
  'pdfua-id': () => ({ message: 'Declares PDF/UA-1 (pdfuaid:part 1).' }),
  fonts: (f) =>
    hasFonts(f)
      ? { message: fontsSentence(f) }
      : { message: 'No text, so no fonts to check.', notApplicable: true },
  figures: (f) =>
    hasFigures(f)
      ? { message: figuresSentence(f) }
      : {
          message: 'No tagged figures to check (pictures that are not tagged are not seen here).',
          notApplicable: true,
        },
  headings: (f) =>
    hasHeadings(f)
      ? { message: 'Headings are in order.' }
      : { message: 'No tagged headings to check.', notApplicable: true },
  tables: (f) =>
    hasTables(f)
      ? { message: 'Every table has header cells and a regular structure.' }
      : { message: 'No tagged tables to check.', notApplicable: true },
  annotations: (f) =>
    hasAnnotations(f)
      ? { message: 'Annotations and form fields are tagged and described, in the structure tab order.' }
      : { message: 'No annotations (comments, stamps, form fields) to check.', notApplicable: true },
  links: (f) =>
    hasLinks(f)
      ? { message: 'Links are tagged and described.' }
      : { message: 'No links to check.', notApplicable: true },
  notes: (f) =>
    f.structure.elements.some((e) => e.type === 'Note')
      ? { message: 'Every note has its own ID.' }
      : { message: 'No tagged notes to check.', notApplicable: true },
  'optional-content': (f) =>
    hasOptionalContent(f)
      ? { message: 'Layers are named.' }
      : { message: 'No layers (optional content) to check.', notApplicable: true },
  'embedded-files': (f) =>
    hasEmbeddedFiles(f)
      ? { message: 'Attached files have their file names.' }
      : { message: 'No attached files to check.', notApplicable: true },
  xfa: (f) => ({ message: hasXfa(f) ? 'A static XFA form (allowed).' : 'No XFA form.' }),
};
