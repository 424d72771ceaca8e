/**
 * Synonym and acronym groups for site search: ONE editable list. Every term of a group finds what the
 * others find (a query containing 'UDA' also searches for 'urban development area'). Lower case; a term
 * may be several words. Matching is on whole words, so short acronyms do not fire inside other words.
 */
export const SEARCH_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['uda', 'udas', 'urban development area', 'urban development areas'],
  ['coss', 'corridor of statewide significance', 'corridors of statewide significance'],
  ['lrtp', 'long-range transportation plan'],
  ['gap-ta', 'gap ta', 'growth and accessibility planning', 'technical assistance'],
  ['smart scale', 'smartscale'],
  ['oipi', 'office of intermodal planning and investment'],
  ['ctb', 'commonwealth transportation board'],
  ['rn', 'regional network'],
  ['ieda', 'industrial and economic development area'],
  ['av', 'autonomous vehicle', 'autonomous vehicles'],
  ['ev', 'electric vehicle', 'electric vehicles'],
  ['faf', 'freight analysis framework'],
  ['ltror', 'risk register', 'risk and opportunity register'],
  ['vdot', 'virginia department of transportation'],
  ['drpt', 'department of rail and public transportation'],
];

/** Most alternative phrasings one query expands to (the query itself is always first). */
export const MAX_QUERY_EXPANSIONS = 8;

/** Lower case, '&' as 'and', punctuation other than '-' as spaces, single spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^a-z0-9-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word occurrence of a term inside normalised text ('-' counts as part of a word). */
const wordPattern = (term: string) => new RegExp(`(^|[^a-z0-9-])${escape(term)}(?=$|[^a-z0-9-])`, 'g');

/**
 * The query followed by its synonym expansions: for every group term found in the query (whole
 * words), the query with that term replaced by each other term of the group. Normalised, unique,
 * at most MAX_QUERY_EXPANSIONS entries.
 */
export function expandQuery(q: string): string[] {
  const base = normalizeSearchText(q);
  const out = new Set<string>(base ? [base] : []);
  for (const group of SEARCH_SYNONYMS) {
    for (const term of group) {
      const pattern = wordPattern(normalizeSearchText(term));
      if (!pattern.test(base)) continue;
      for (const other of group) {
        if (other === term) continue;
        out.add(
          base.replace(wordPattern(normalizeSearchText(term)), (_m, pre: string) => pre + other).trim(),
        );
      }
    }
  }
  return [...out].slice(0, MAX_QUERY_EXPANSIONS);
}
