/**
 * The key of a single program update (SPEC §2): its Date with slashes turned into dashes,
 * then its Title with punctuation stripped and spaces turned into dashes.
 * `updateKey('01/21/2022', '2021 Mid-term Needs: Released!')` → '01-21-2022-2021-Midterm-Needs-Released'.
 */
export function updateKey(date: string, title: string): string {
  const datePart = date.trim().replace(/\//g, '-');
  const titlePart = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return titlePart ? `${datePart}-${titlePart}` : datePart;
}
