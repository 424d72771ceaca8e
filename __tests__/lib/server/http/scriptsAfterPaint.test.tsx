import { renderToStaticMarkup } from 'react-dom/server';
import {
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_LOADER,
  AFTER_PAINT_TYPE,
  asAfterPaintScript,
  SCRIPTS_STARTED_MARK,
} from '@/lib/server/http/scriptsAfterPaint';

/**
 * A page's scripts are fetched and run only once its text is on screen (the first contentful paint): Next.js's
 * `<script defer src>` tags become inert scripts, and the inline loader adds them as ordered scripts a couple of
 * frames after that paint, or at once when there is no paint to wait for.
 */
describe('the page scripts made inert', () => {
  it('turns a script with a source into an inert script the loader finds, keeping its nonce', () => {
    const inert = asAfterPaintScript(
      <script key="chunk.js" src="/_next/static/chunks/a.js" nonce="n0nce" defer />,
    );
    const html = renderToStaticMarkup(inert);
    expect(html).toContain(`type="${AFTER_PAINT_TYPE}"`);
    expect(html).toContain('data-src="/_next/static/chunks/a.js"');
    expect(html).toContain('nonce="n0nce"');
    expect(html).toContain(`${AFTER_PAINT_ATTRIBUTE}=""`);
    // Nothing the browser would fetch or run.
    expect(html).not.toMatch(/\ssrc=|\sdefer/);
  });

  it('leaves an inline script (the chunk bootstrap), other elements and gaps as they are', () => {
    const inline = <script nonce="n" dangerouslySetInnerHTML={{ __html: 'queue.push(1)' }} />;
    expect(asAfterPaintScript(inline)).toBe(inline);
    const style = <style>{'a{}'}</style>;
    expect(asAfterPaintScript(style)).toBe(style);
    expect(asAfterPaintScript(null)).toBeNull();
  });
});

describe('the loader', () => {
  /** A paint entry: its name and the time the browser gives it (0: long past). */
  type Paint = { name: string; startTime?: number };
  let observers: Array<(entries: Paint[]) => void>;
  let marks: string[];

  /** Runs the loader in this document as the browser would: as the current script, with its nonce. */
  function runLoader({ visibility = 'visible', paintTiming = true } = {}) {
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        observers.push((entries) =>
          this.callback(
            {
              getEntriesByName: (n: string) =>
                entries.filter((e) => e.name === n).map((e) => ({ startTime: 0, ...e })),
            },
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

  const paint = (entries: Paint[]) => observers.forEach((o) => o(entries));
  /** The scripts the loader added (the inert ones have no src). */
  const added = () =>
    [...document.querySelectorAll('script[src]')].map((s) => ({
      src: s.getAttribute('src'),
      async: (s as HTMLScriptElement).async,
      nonce: (s as HTMLScriptElement).nonce,
    }));

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = ['a', 'b', 'c']
      .map(
        (n) =>
          `<script type="${AFTER_PAINT_TYPE}" ${AFTER_PAINT_ATTRIBUTE}="" data-src="/_next/${n}.js"></script>`,
      )
      .join('');
    document.body.innerHTML = '<p>Text</p>';
  });
  afterEach(() => jest.useRealTimers());

  it('waits for the first contentful paint and two frames, then adds every script once, in order, not async, with its nonce', () => {
    runLoader();
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual([]);
    // A first paint of only a background is not the text on screen.
    paint([{ name: 'first-paint' }]);
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual([]);
    expect(marks).toEqual([]);

    paint([{ name: 'first-contentful-paint' }]);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(added()).toEqual(
      ['a', 'b', 'c'].map((n) => ({ src: `/_next/${n}.js`, async: false, nonce: 'n0nce' })),
    );
    expect(marks).toEqual([SCRIPTS_STARTED_MARK]);

    // Hiding the page afterwards does not add them twice.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toHaveLength(3);
  });

  it('waits past the time the browser gives the paint when it reports the paint before that time', () => {
    runLoader();
    paint([{ name: 'first-contentful-paint', startTime: performance.now() + 500 }]);
    jest.advanceTimersByTime(450);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(150);
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
