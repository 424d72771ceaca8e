import { isValidElement, type ComponentProps, type ReactElement } from 'react';
import { ROUTES } from '@/lib/shared/routes';

/**
 * The page's scripts are fetched and run only once its text is on screen.
 *
 * Next.js writes each script of a page as `<script defer>` in the head: fetched beside the CSS and fonts and run
 * as soon as the HTML is parsed, which on a fast line is before the first frame reaches the screen. A content page
 * needs no script to show its text (it is all in the HTML), yet its largest paint, as Lighthouse models a slow
 * phone, counted every script's download and run: 1.7× the same page without scripts, on a quiet machine.
 * Preloading the scripts and running them after the paint was not enough: a script fetched before the paint
 * still counts unless a long task runs it after, and each of ours runs in a few milliseconds.
 *
 * So each script is written as an inert `<script type="text/x-after-paint" data-src>` in the same place (no
 * fetch), and a small inline loader adds them as ordered scripts, with the page's nonce, once the text has been
 * on screen for a frame: when the browser reports the first contentful paint, after the time it gives that paint
 * (Chromium can report it a frame or two early) and two more frames. It starts them at once when there is no
 * paint to wait for: a page opened in a background tab, a page hidden before it painted, or a browser without
 * paint timing. It leaves a performance mark (SCRIPTS_STARTED_MARK) when it starts them.
 *
 * The cost: a page's scripts start downloading after its first paint rather than after its CSS (Chromium holds
 * low-priority scripts back until the CSS has arrived in any case), so the page is live a little later.
 * That is the right trade for a page whose content is its HTML, and the wrong one for a page whose content is
 * drawn by its scripts: SCRIPTS_FIRST_PAGES keep Next.js's own `<script defer>`.
 */
export const SCRIPTS_STARTED_MARK = 'vtrans:scripts-after-paint';
/** The attribute that marks each inert script the loader starts, in document order. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
/** The inert scripts' type: a browser neither fetches nor runs a script of a type it does not know. */
export const AFTER_PAINT_TYPE = 'text/x-after-paint';

/**
 * The loader, inline after the page's data. Plain ES5, so any browser runs it. `start` runs once: it adds each
 * inert script as an ordered (not async) script element with the loader's own nonce, so they run in the order
 * Next.js wrote them, under the same Content Security Policy.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var me = document.currentScript, nonce = me && me.nonce, started = false;
  function start() {
    if (started) return;
    started = true;
    if (performance.mark) performance.mark('${SCRIPTS_STARTED_MARK}');
    var inert = document.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]');
    for (var i = 0; i < inert.length; i += 1) {
      var script = document.createElement('script');
      script.src = inert[i].getAttribute('data-src');
      script.async = false;
      if (nonce) script.nonce = nonce;
      var crossOrigin = inert[i].getAttribute('crossorigin');
      if (crossOrigin !== null) script.crossOrigin = crossOrigin;
      document.body.appendChild(script);
    }
  }
  function afterTwoFrames() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    var paint = list.getEntriesByName('first-contentful-paint')[0];
    if (!paint) return;
    observer.disconnect();
    setTimeout(afterTwoFrames, Math.max(0, Math.ceil(paint.startTime - performance.now())));
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
})();`;

/**
 * The pages whose content is drawn by their scripts, which load them as Next.js writes them (`defer`: fetched
 * beside the CSS, run once the HTML is parsed). On the Map Explorer, waiting for the first paint (the map's
 * picture) left the main thread idle for about 0.7 s between the HTML and the scripts, all of it added to the
 * time until the live map is drawn; its largest paint is the server's picture, which needs no script.
 */
export const SCRIPTS_FIRST_PAGES: ReadonlySet<string> = new Set([ROUTES.mapExplorer]);

/** Whether the page at `route` (Next.js's page path, e.g. `/interactvtrans/map-explorer`) waits for its paint. */
export const scriptsWaitForPaint = (route: string) => !SCRIPTS_FIRST_PAGES.has(route);

type ScriptProps = { src?: unknown; nonce?: string; crossOrigin?: ComponentProps<'script'>['crossOrigin'] };

/** A `<script src>` element as an inert script the loader will start; anything else as it is. */
export function asAfterPaintScript<T extends ReactElement | null>(element: T): T | ReactElement {
  if (!isValidElement<ScriptProps>(element) || element.type !== 'script') return element;
  const { src, nonce, crossOrigin } = element.props;
  if (typeof src !== 'string') return element;
  return (
    <script
      key={element.key ?? src}
      type={AFTER_PAINT_TYPE}
      nonce={nonce}
      {...{ [AFTER_PAINT_ATTRIBUTE]: '', 'data-src': src, crossOrigin }}
    />
  );
}

/** The loader, placed after Next.js's page data at the end of the body. */
export function ScriptsAfterPaintLoader({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: AFTER_PAINT_LOADER }} />;
}
