import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// findBy… and waitFor wait for a state; their default ceiling (1 s) made a verdict of the machine's speed: under
// the full suite on two busy cores an attribute table's first row took longer (CI). The ceiling stays below the
// test's own timeout, so a state that never comes still fails with its message.
configure({ asyncUtilTimeout: 20_000 });

// recharts' ResponsiveContainer observes its parent, and jsdom has no ResizeObserver (PLATFORM-NOTES §4).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom has <dialog> but not its modal methods (components/ui/ModalDialog.tsx uses them): open and close it
// as a browser does — focus moves to the first control inside and comes back on close — without the inert
// page behind it.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const openedFrom = new WeakMap<HTMLDialogElement, Element | null>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    openedFrom.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>(
      'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    )?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    (openedFrom.get(this) as HTMLElement | null)?.focus?.();
    this.dispatchEvent(new Event('close'));
  };
}

// Suites that upload, extract or download start the worker pool (lib/server/workers/pool.ts): stop its threads.
afterAll(async () => {
  const holder = globalThis as { __vtransPool?: { close(o: { force: boolean }): Promise<void> } };
  const pool = holder.__vtransPool;
  holder.__vtransPool = undefined;
  await pool?.close({ force: true });
});
