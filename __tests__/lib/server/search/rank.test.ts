/** @jest-environment node */
import { rankOrder } from '@/lib/server/search/rank';
import { seededRandom } from '@/lib/shared/random';

/** The rule rankOrder implements, as a plain comparator sort. */
function expected(score: Float64Array, inTitle: Uint8Array, tieBreak: Uint32Array): number[] {
  return Array.from({ length: score.length }, (_, i) => i).sort(
    (a, b) => inTitle[b] - inTitle[a] || score[b] - score[a] || tieBreak[a] - tieBreak[b],
  );
}

function sample(n: number, distinctScores: number, seed: number) {
  const rand = seededRandom(seed);
  const score = Float64Array.from(
    { length: n },
    () => Math.floor(rand() * distinctScores) * 0.37 + rand() * 1e-12,
  );
  const inTitle = Uint8Array.from({ length: n }, () => (rand() < 0.2 ? 1 : 0));
  // A permutation, as the index's tie-break positions are.
  const tieBreak = Uint32Array.from(
    expected(
      new Float64Array(n).map(() => rand()),
      new Uint8Array(n),
      new Uint32Array(n),
    ),
  );
  return { score, inTitle, tieBreak };
}

describe('rankOrder', () => {
  it('orders title matches first, then higher scores, then the tie-break, like a comparator sort', () => {
    for (const [n, distinct, seed] of [
      [1, 1, 1],
      [50, 3, 2], // many exact ties
      [2_000, 40, 3],
      [7_000, 100_000, 4],
    ]) {
      const { score, inTitle, tieBreak } = sample(n, distinct, seed);
      expect(Array.from(rankOrder(score, inTitle, tieBreak))).toEqual(expected(score, inTitle, tieBreak));
    }
  });

  it('tells apart scores closer than its packed key can (the tied runs are sorted exactly)', () => {
    // 10 and 10 - 1e-12 scale to the same 31-bit step when the best score is 20.
    const score = Float64Array.from([20, 10, 10 - 1e-12, 10 - 2e-12]);
    const order = rankOrder(score, new Uint8Array(4), Uint32Array.from([3, 2, 1, 0]));
    expect(Array.from(order)).toEqual([0, 1, 2, 3]);
  });

  it('handles no matches and all-zero scores', () => {
    expect(Array.from(rankOrder(new Float64Array(0), new Uint8Array(0), new Uint32Array(0)))).toEqual([]);
    const order = rankOrder(new Float64Array(3), Uint8Array.from([0, 1, 0]), Uint32Array.from([2, 1, 0]));
    expect(Array.from(order)).toEqual([1, 2, 0]);
  });
});
