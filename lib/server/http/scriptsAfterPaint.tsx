import { isValidElement, type ComponentProps, type ReactElement } from 'react';

/**
 * The page's scripts start only after its first contentful paint has been presented.
 *
 * Next.js writes each script of a page as `<script defer>` in the head: fetched at low priority beside the CSS
 * and fonts, and run as soon as the HTML is parsed, which on a fast line is before the first frame reaches the
 * screen. The content pages then painted their text while the framework was already starting, and a measure of
 * the largest paint that models a slow line (Lighthouse) counted every script's download and run in it: 1.7× the
 * same page without scripts, on a quiet machine. The text never needs the scripts: it is all in the HTML.
 *
 * So the scripts are fetched exactly as before (a low-priority preload each, in the same place) and run in the
 * same order, but they are added to the page by a small loader once the browser reports the first contentful
 * paint, i.e. once the text is on screen. The loader starts them at once when there is no paint to wait for:
 * a page opened in a background tab, a page hidden before it painted, or a browser without paint timing. It
 * leaves a performance mark (SCRIPTS_STARTED_MARK) when it starts them.
 */
export const SCRIPTS_STARTED_MARK = 'vtrans:scripts-after-paint';
/** The attribute on each script's preload that the loader reads, in document order. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The loader, inline after the page's data. Plain ES5, so any browser runs it. `start` runs once: it adds each
 * preloaded script as an ordered (not async) script element with the loader's own nonce, so they run in the
 * order Next.js wrote them, under the same Content Security Policy.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var me = document.currentScript, nonce = me && me.nonce, started = false;
  function start() {
    if (started) return;
    started = true;
    if (performance.mark) performance.mark('${SCRIPTS_STARTED_MARK}');
    var links = document.querySelectorAll('link[${AFTER_PAINT_ATTRIBUTE}]');
    for (var i = 0; i < links.length; i += 1) {
      var script = document.createElement('script');
      script.src = links[i].getAttribute('href');
      script.async = false;
      if (nonce) script.nonce = nonce;
      if (links[i].crossOrigin) script.crossOrigin = links[i].crossOrigin;
      document.body.appendChild(script);
    }
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  addEventListener('load', function () {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  });
})();`;

type ScriptProps = { src?: unknown; nonce?: string; crossOrigin?: ComponentProps<'link'>['crossOrigin'] };

/** A `<script src>` element as a low-priority preload the loader will start; anything else as it is. */
export function asAfterPaintPreload<T extends ReactElement | null>(element: T): T | ReactElement {
  if (!isValidElement<ScriptProps>(element) || element.type !== 'script') return element;
  const { src, nonce, crossOrigin } = element.props;
  if (typeof src !== 'string') return element;
  return (
    <link
      key={element.key ?? src}
      rel="preload"
      as="script"
      fetchPriority="low"
      href={src}
      nonce={nonce}
      crossOrigin={crossOrigin}
      {...{ [AFTER_PAINT_ATTRIBUTE]: '' }}
    />
  );
}

/** The loader, placed after Next.js's page data at the end of the body. */
export function ScriptsAfterPaintLoader({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: AFTER_PAINT_LOADER }} />;
}
