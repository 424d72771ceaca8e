import { setImmediate as nextTick } from 'node:timers/promises';
import type { Feature } from 'geojson';

/** Features per JSON slice sent to the worker pool: each slice is serialised in one short turn of the event loop. */
const SLICE = 100;

/**
 * Features as JSON arrays of SLICE features, the event loop let through between slices, so handing even a
 * whole statewide layer to the worker pool never holds up a request for long (strings cross to a thread as
 * one copy, not an object graph to clone).
 */
export async function sliceFeatures(features: Feature[]): Promise<string[]> {
  const slices: string[] = [];
  for (let i = 0; i < features.length; i += SLICE) {
    slices.push(JSON.stringify(features.slice(i, i + SLICE)));
    await nextTick();
  }
  return slices;
}
