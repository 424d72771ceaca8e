/**
 * A readable diff of two texts by words (and the spaces between them), for the revision view of
 * staff publishing. The common start and end are set aside, then a longest common subsequence over
 * the words between; a changed middle too long for that (more than MAX_CELLS word pairs) is compared line by
 * line instead, and beyond that shown as removed/added whole.
 */
export interface DiffPart {
  op: 'same' | 'added' | 'removed';
  text: string;
}

const MAX_CELLS = 4_000_000;

const words = (s: string) => s.match(/\S+|\s+/g) ?? [];
const lines = (s: string) => s.match(/[^\n]*\n|[^\n]+/g) ?? [];

function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: LCS length of a[i..] and b[j..], one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * (m + 1) + j + 1] + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1]);
    }
  }
  const out: DiffPart[] = [];
  const push = (op: DiffPart['op'], text: string) => {
    const last = out[out.length - 1];
    if (last && last.op === op) last.text += text;
    else out.push({ op, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push('same', a[i]);
      i++;
      j++;
    } else if (lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1]) push('removed', a[i++]);
    else push('added', b[j++]);
  }
  while (i < n) push('removed', a[i++]);
  while (j < m) push('added', b[j++]);
  return out;
}

/** The common start and end of two token lists are kept aside, so only the changed middle is compared. */
function trimmedDiff(a: string[], b: string[]): DiffPart[] | null {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  if ((midA.length + 1) * (midB.length + 1) > MAX_CELLS) return null;
  const parts = [
    { op: 'same' as const, text: a.slice(0, head).join('') },
    ...lcsDiff(midA, midB),
    { op: 'same' as const, text: a.slice(a.length - tail).join('') },
  ].filter((p) => p.text);
  // Neighbours of one kind become one part.
  return parts.reduce<DiffPart[]>((out, p) => {
    const last = out[out.length - 1];
    if (last && last.op === p.op) last.text += p.text;
    else out.push({ ...p });
    return out;
  }, []);
}

/** The parts that turn `before` into `after`; an unchanged text is one 'same' part (or none when empty). */
export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ op: 'same', text: before }] : [];
  for (const split of [words, lines]) {
    const parts = trimmedDiff(split(before), split(after));
    if (parts) return parts;
  }
  return [
    ...(before ? [{ op: 'removed' as const, text: before }] : []),
    ...(after ? [{ op: 'added' as const, text: after }] : []),
  ];
}

/** One field's change between two revisions; values that are not text are compared as readable JSON. */
export interface FieldDiff {
  field: string;
  changed: boolean;
  parts: DiffPart[];
}

const asText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 1);

/** Every field of either revision, in the order of `fieldOrder` then any others, with its diff. */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fieldOrder: readonly string[] = [],
): FieldDiff[] {
  const names = [...new Set([...fieldOrder, ...Object.keys(before), ...Object.keys(after)])].filter(
    (f) => f in before || f in after,
  );
  return names.map((field) => {
    const a = asText(before[field]);
    const b = asText(after[field]);
    return { field, changed: a !== b, parts: diffText(a, b) };
  });
}
