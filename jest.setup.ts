import '@testing-library/jest-dom';

// recharts' ResponsiveContainer observes its parent, and jsdom has no ResizeObserver (PLATFORM-NOTES §4).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
