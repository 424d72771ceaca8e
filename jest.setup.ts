import '@testing-library/jest-dom';

// recharts' ResponsiveContainer observes its parent, and jsdom has no ResizeObserver (PLATFORM-NOTES §4).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Suites that upload, extract or download start the worker pool (lib/server/workers/pool.ts): stop its threads.
afterAll(async () => {
  const holder = globalThis as { __vtransPool?: { close(o: { force: boolean }): Promise<void> } };
  const pool = holder.__vtransPool;
  holder.__vtransPool = undefined;
  await pool?.close({ force: true });
});
