/**
 * Personal information kept out of what the public reads (issue 57 §3): email addresses, phone numbers and street
 * addresses in a comment are replaced by a mark in every public answer and export; staff see the original, with
 * the kinds found named. Patterns with bounded repeats over a comment already bounded in length (COMMENT_LIMITS).
 */
export type PersonalInfoKind = 'email' | 'phone' | 'address';

export const PERSONAL_INFO_LABELS: Record<PersonalInfoKind, string> = {
  email: 'email address',
  phone: 'phone number',
  address: 'street address',
};

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Pike|Highway|Hwy|Parkway|Pkwy|' +
  'Circle|Cir|Place|Pl|Terrace|Ter|Trail|Trl|Turnpike|Tpke|Square|Sq|Alley|Run|Crossing|Xing';

const PATTERNS: Array<[PersonalInfoKind, RegExp, string]> = [
  [
    'email',
    /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/g,
    '[email hidden]',
  ],
  // US numbers, with or without +1, brackets, dots, dashes or spaces: (804) 786-2801, 804.786.2801, +1 804 786 2801.
  [
    'phone',
    /(?<![\w-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?![\w-])/g,
    '[phone hidden]',
  ],
  // A house number, up to four words and a street type: "1401 E Broad St", "12 Old Mill Road".
  [
    'address',
    // Capitalised words only: "Route 29 at Main St" is a sentence, not an address.
    new RegExp(
      `\\b\\d{1,6}[A-Z]?\\s+(?:[A-Z0-9][A-Za-z0-9.'-]{0,29}\\s+){0,4}(?:${STREET_TYPES}|${STREET_TYPES.toUpperCase()})\\b\\.?`,
      'g',
    ),
    '[street address hidden]',
  ],
];

/** The text with each email address, phone number and street address replaced, and the kinds found. */
export function maskPersonalInfo(text: string): { text: string; found: PersonalInfoKind[] } {
  const found: PersonalInfoKind[] = [];
  let out = text;
  for (const [kind, pattern, mark] of PATTERNS) {
    const next = out.replace(pattern, mark);
    if (next !== out) found.push(kind);
    out = next;
  }
  return { text: out, found };
}

/** The text as the public reads it. */
export const publicText = (text: string) => maskPersonalInfo(text).text;
