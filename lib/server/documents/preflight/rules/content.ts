import type { Seen } from '../content';
import { at, type Facts, type Rule } from './types';

/** Checkpoint 01: every piece of page content is tagged or an artifact, never both. */

const FIX =
  'Every text, image and drawing must be tagged or marked as an artifact. Making the PDF again with tags (Word: Save As > PDF with "Document structure tags for accessibility"; InDesign: export with "Create Tagged PDF"; or a browser\'s print) usually fixes it; in Acrobat, tag what is left in the Reading Order tool and mark headers, footers and decorations as Background/Artifact.';

/** A rule that fails when the walk of the content counted something. */
const counted = (
  id: string,
  title: string,
  fact: (f: Facts) => Seen,
  sentence: (n: string) => string,
): Rule => ({
  id,
  checkpoint: '01',
  clause: '7.1',
  group: 'content',
  title,
  fix: FIX,
  check: (f) => {
    const seen = fact(f);
    return seen.count > 0 ? [at(sentence(seen.count.toLocaleString('en-US')), seen.pages)] : [];
  },
});

export const contentRules: Rule[] = [
  counted(
    '01-005',
    'Content tagged or marked as an artifact',
    (f) => f.content.untagged,
    (n) => `${n} pieces of content are neither tagged nor marked as artifacts.`,
  ),
  counted(
    '01-002',
    'Marked content is in the structure tree',
    (f) => f.content.orphanMcid,
    (n) => `${n} marked pieces of content are not in the structure tree.`,
  ),
  counted(
    '01-003',
    'No artifact inside tagged content',
    (f) => f.content.artifactInTagged,
    (n) => `Artifacts are nested inside tagged content (${n}).`,
  ),
  counted(
    '01-004',
    'No tagged content inside an artifact',
    (f) => f.content.taggedInArtifact,
    (n) => `Tagged content is nested inside artifacts (${n}).`,
  ),
  counted(
    '01-005',
    'Page content can be read',
    (f) => f.content.unreadable,
    (n) => `Some page content could not be read (${n} streams).`,
  ),
];
