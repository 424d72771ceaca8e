/**
 * The one rule for turning a title into a URL or file-name part, for every slug the site makes (library
 * documents, meetings, GAP-TA studies and cycle files, spatial-data features, extracts, chart exports):
 * accents dropped ('Café' → 'cafe'), lower case, every run of other characters one hyphen, none at either end,
 * at most `max` characters, and `fallback` when nothing is left (a title in another script).
 *
 *   slugify('Freight plan: 2025 update!') === 'freight-plan-2025-update'
 */
export function slugify(
  text: string,
  { max = 80, fallback = '' }: { max?: number; fallback?: string } = {},
): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || fallback;
}
