import { expect, type Locator } from '@playwright/test';
import { MAP_REDRAWN } from './gl';

/** The view a drawn map's live "features in view" list describes: its scale (1:n) and centre (lon,lat). */
export interface CountedView {
  scale: number;
  centre: [number, number];
}

/**
 * The view the map says it has counted (`data-map-scale`, `data-map-centre` on the map, set with the live list),
 * or null before its first count.
 */
export async function countedView(map: Locator): Promise<CountedView | null> {
  const [scale, centre] = await Promise.all([
    map.getAttribute('data-map-scale'),
    map.getAttribute('data-map-centre'),
  ]);
  if (!scale || !centre) return null;
  const [x, y] = centre.split(',').map(Number);
  return { scale: Number(scale), centre: [x!, y!] };
}

/**
 * Acts on a drawn map and waits until the map says it took the action: it has moved, settled and counted a view
 * that `moved` accepts (e.g. a scale at least twice the one before). A count alone cannot say so: the same number
 * may be in view after a move, and a stale one may stay. Returns the view counted.
 */
export async function afterMove(
  map: Locator,
  act: () => Promise<unknown>,
  moved: (now: CountedView, before: CountedView) => boolean,
): Promise<CountedView> {
  await expect.poll(() => countedView(map), MAP_REDRAWN).not.toBeNull();
  const before = (await countedView(map))!;
  await act();
  let now: CountedView | null = null;
  await expect
    .poll(
      async () => {
        now = await countedView(map);
        return now !== null && moved(now, before);
      },
      {
        ...MAP_REDRAWN,
        message: `the map says it took the action (the view counted before: ${JSON.stringify(before)})`,
      },
    )
    .toBe(true)
    .catch((err: Error) => {
      throw new Error(`${err.message}\nThe view it counted last: ${JSON.stringify(now)}`);
    });
  return now!;
}

/** Zoomed out: a scale at least half again the one before (one "-" doubles it). */
export const zoomedOut = (now: CountedView, before: CountedView) => now.scale >= before.scale * 1.5;
/** Zoomed in: a scale at most two thirds of the one before (one "+" halves it). */
export const zoomedIn = (now: CountedView, before: CountedView) => now.scale <= (before.scale * 2) / 3;
