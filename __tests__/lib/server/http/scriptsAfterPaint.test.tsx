import { renderToStaticMarkup } from 'react-dom/server';
import {
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_LOADER,
  asAfterPaintPreload,
  SCRIPTS_STARTED_MARK,
} from '@/lib/server/http/scriptsAfterPaint';

/**
 * A content page's scripts run only once its text is on screen (the first contentful paint): Next.js's
 * `<script defer>` tags become low-priority preloads, and the inline loader adds them as ordered scripts when the
 * browser reports that paint, or at once when there is no paint to wait for.
 */
describe('the page scripts as preloads', () => {
  it('turns a script with a source into a low-priority script preload the loader finds, keeping its nonce', () => {
    const link = asAfterPaintPreload(
      <script key="chunk.js" src="/_next/static/chunks/a.js" nonce="n0nce" defer />,
    );
    const html = renderToStaticMarkup(link);
    expect(html).toMatch(/^<link /);
    expect(html).toContain('rel="preload"');
    expect(html).toContain('as="script"');
    expect(html).toContain('fetchPriority="low"');
    expect(html).toContain('href="/_next/static/chunks/a.js"');
    expect(html).toContain('nonce="n0nce"');
    expect(html).toContain(`${AFTER_PAINT_ATTRIBUTE}=""`);
    expect(html).not.toContain('<script');
  });

  it('leaves an inline script (the chunk bootstrap), other elements and gaps as they are', () => {
    const inline = <script nonce="n" dangerouslySetInnerHTML={{ __html: 'queue.push(1)' }} />;
    expect(asAfterPaintPreload(inline)).toBe(inline);
    const style = <style>{'a{}'}</style>;
    expect(asAfterPaintPreload(style)).toBe(style);
    expect(asAfterPaintPreload(null)).toBeNull();
  });
});

describe('the loader', () => {
  let observers: Array<(entries: string[]) => void>;
  let marks: string[];

  /** Runs the loader in this document as the browser would: as the current script, with its nonce. */
  function runLoader({ visibility = 'visible', paintTiming = true } = {}) {
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        observers.push((names) =>
          this.callback(
            { getEntriesByName: (n: string) => names.filter((name) => name === n) },
            { disconnect: () => undefined },
          ),
        );
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
    marks = [];
    // jsdom has no User Timing.
    Object.defineProperty(performance, 'mark', {
      value: (name: string) => marks.push(name),
      configurable: true,
    });
    const me = document.createElement('script');
    me.nonce = 'n0nce';
    Object.defineProperty(document, 'currentScript', { value: me, configurable: true });
    new Function(AFTER_PAINT_LOADER)();
  }

  const added = () =>
    [...document.body.querySelectorAll('script')].map((s) => ({
      src: s.getAttribute('src'),
      async: s.async,
      nonce: s.nonce,
    }));

  beforeEach(() => {
    document.head.innerHTML = ['a', 'b', 'c']
      .map((n) => `<link rel="preload" as="script" href="/_next/${n}.js" ${AFTER_PAINT_ATTRIBUTE}="">`)
      .join('');
    document.body.innerHTML = '<p>Text</p>';
  });

  it('waits for the first contentful paint, then adds every script once, in order, not async, with its nonce', () => {
    runLoader();
    expect(added()).toEqual([]);
    // A first paint of only a background is not the text on screen.
    observers.forEach((o) => o(['first-paint']));
    expect(added()).toEqual([]);
    expect(marks).toEqual([]);

    observers.forEach((o) => o(['first-contentful-paint']));
    expect(added()).toEqual(
      ['a', 'b', 'c'].map((n) => ({ src: `/_next/${n}.js`, async: false, nonce: 'n0nce' })),
    );
    expect(marks).toEqual([SCRIPTS_STARTED_MARK]);

    // The other ways to start (hidden, the load event's next frame) do not add them twice.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toHaveLength(3);
  });

  it('starts at once in a background tab, where nothing paints until it is shown', () => {
    runLoader({ visibility: 'hidden' });
    expect(added().map((s) => s.src)).toEqual(['/_next/a.js', '/_next/b.js', '/_next/c.js']);
  });

  it('starts at once in a browser without paint timing', () => {
    runLoader({ paintTiming: false });
    expect(added()).toHaveLength(3);
  });

  it('starts when the page is hidden before it painted', () => {
    runLoader();
    expect(added()).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toHaveLength(3);
  });
});
