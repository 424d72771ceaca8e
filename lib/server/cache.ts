/** A tiny per-instance TTL cache (ARCHITECTURE §6: short-lived, explicit invalidation). */
export function ttlCache<T>(ttlMs: number) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    /** The cached value for key, or the result of load() (a failed load is not cached). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = load();
      entries.set(key, { value, expires: Date.now() + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
