/**
 * A count with its noun in the right number: `count(1, 'feature')` is "1 feature", `count(136, 'feature')` is
 * "136 features" (thousands grouped). `many` for a noun whose plural is not the singular plus "s".
 */
export const count = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
