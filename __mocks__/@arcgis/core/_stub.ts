/**
 * Shared pieces of the jest stub of @arcgis/core (jest.config.ts maps every `@arcgis/core/<module>` here, as
 * Esri's own testing samples do): small classes that keep what they are given and record what is done to
 * them, so the map components run under Testing Library without WebGL or the SDK's workers.
 */
export class Accessor {
  constructor(props: object = {}) {
    Object.assign(this, props);
  }
}

type Listener = (event: never) => void;

/** `on(name, fn)` → a handle with remove(); `emit(name, event)` calls the listeners (tests drive events with it). */
export class Evented extends Accessor {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(name: string, fn: Listener) {
    const set = this.listeners.get(name) ?? new Set<Listener>();
    set.add(fn);
    this.listeners.set(name, set);
    return { remove: () => set.delete(fn) };
  }

  emit(name: string, event: unknown) {
    for (const fn of this.listeners.get(name) ?? []) (fn as (e: unknown) => void)(event);
  }

  listenerCount(name: string) {
    return this.listeners.get(name)?.size ?? 0;
  }
}

/** A spatial reference as the SDK reports it (3857 and 102100 are Web Mercator). */
export const spatialReferenceOf = (sr?: { wkid?: number }) => {
  const wkid = sr?.wkid ?? 4326;
  return { wkid, isWebMercator: wkid === 3857 || wkid === 102100, isWGS84: wkid === 4326 };
};
