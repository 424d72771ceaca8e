import { expect, type Page } from './fixtures';

/**
 * The keyboard walk of a page (issue 53), run beside the axe check on every route and state: what axe cannot see.
 *
 * From the top of the page Tab must go through each stop once and reach the last one, then leave the page; Shift+Tab
 * from there must come back through the same stops in reverse to the first. On every stop the focus must be on a
 * visible element, never on the page body (a control that vanishes or turns disabled under the focus drops it
 * there). A trap shows as the same stop twice, or a walk that never reaches the end.
 *
 * The stops are recorded in the page (a `focusin` listener keeps each focused element) and the keys pressed in
 * batches, so a page of several hundred links costs a few round trips per batch, not per key.
 */

interface Walk {
  /** Each stop, as a short description (tag, name) for the failure message. */
  stops: string[];
  /** Indexes into the page's list of distinct elements, so the two directions can be compared by identity. */
  ids: number[];
  /** Stops (indexes) where focus sat on something not visible (no size, or hidden). */
  invisible: number[];
  /** Where focus fell on the body between two stops (index of the stop before it). */
  onBody: number[];
  /** True when the walk went past the last stop, through the page body, and back in at the first. */
  wrapped: boolean;
}

const BATCH = 25;
/** No page of the site has this many Tab stops; a walk this long without coming round is a trap. */
const MAX_STOPS = 600;

async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Recorder = {
      els: Element[];
      walk: { stops: string[]; ids: number[]; invisible: number[]; onBody: number[]; wrapped: boolean };
    };
    const w = window as unknown as { __walk?: Recorder; __walkListening?: boolean };
    const els = w.__walk?.els ?? [];
    w.__walk = { els, walk: { stops: [], ids: [], invisible: [], onBody: [], wrapped: false } };
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    };
    if (w.__walkListening) return;
    w.__walkListening = true;
    document.addEventListener(
      'focusin',
      (event) => {
        const rec = w.__walk!;
        const el = event.target as Element;
        let id = rec.els.indexOf(el);
        if (id < 0) id = rec.els.push(el) - 1;
        rec.walk.stops.push(describe(el));
        rec.walk.ids.push(id);
        const seen = (node: Element) => {
          const r = node.getBoundingClientRect();
          const style = getComputedStyle(node);
          return r.width >= 1 && r.height >= 1 && style.visibility !== 'hidden' && style.opacity !== '0';
        };
        // A checkbox or radio drawn by MUI keeps its real input transparent over the box it draws, which shows
        // the focus: the box is what must be seen.
        const drawnBy = el.matches('input[type="checkbox"], input[type="radio"]') ? el.parentElement : null;
        if (!seen(el) && !(drawnBy && seen(drawnBy))) rec.walk.invisible.push(rec.walk.stops.length - 1);
      },
      true,
    );
    // Focus leaving an element for nothing: the page body. Past the last stop the browser puts it there before the
    // next Tab brings it back to the first stop; anywhere else it is a drop.
    document.addEventListener(
      'focusout',
      (event) => {
        const rec = w.__walk!;
        if ((event as FocusEvent).relatedTarget !== null) return;
        queueMicrotask(() => {
          if (document.activeElement === document.body || document.activeElement === null)
            rec.walk.onBody.push(rec.walk.stops.length - 1);
        });
      },
      true,
    );
  });
}

const readWalk = (page: Page) =>
  page.evaluate(() => (window as unknown as { __walk: { walk: Walk } }).__walk.walk);

/**
 * Presses `key` until the walk is back at its first stop (it went through every stop, off the end and in again),
 * or MAX_STOPS (a trap), and gives the one pass through the page.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<Walk> {
  await startRecording(page);
  let w = await readWalk(page);
  for (let pressed = 0; pressed < MAX_STOPS; pressed += BATCH) {
    for (let i = 0; i < BATCH; i++) await page.keyboard.press(key);
    w = await readWalk(page);
    const again = w.ids.indexOf(w.ids[0], 1);
    if (again > 0) {
      const last = again - 1;
      return {
        stops: w.stops.slice(0, again),
        ids: w.ids.slice(0, again),
        invisible: w.invisible.filter((i) => i < again),
        onBody: w.onBody.filter((i) => i < last),
        wrapped: w.onBody.includes(last),
      };
    }
  }
  return w;
}

/** Puts the browser's Tab starting point at the start or the end of the page, with nothing focused. */
const startAt = (page: Page, end: 'start' | 'end') =>
  page.evaluate((end) => {
    const mark = document.createElement('span');
    mark.tabIndex = -1;
    if (end === 'start') document.body.prepend(mark);
    else document.body.append(mark);
    mark.focus({ preventScroll: true });
    mark.remove();
  }, end);

/**
 * Walks the page from the top by Tab to the end and back by Shift+Tab, and fails on a trap, a stop visited
 * twice, focus on the body, an invisible stop, or a way back that differs from the way there.
 */
export async function expectKeyboardWalk(page: Page, where = page.url()): Promise<void> {
  // From the top, as a person arriving on the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await startAt(page, 'start');
  const there = await walk(page, 'Tab');
  const tail = there.stops.slice(-5).join(' → ');
  expect(there.wrapped, `${where}: Tab never gets past the end of the page (a trap?): … ${tail}`).toBe(true);
  expect(
    there.onBody.map((i) => there.stops[i]),
    `${where}: focus fell on the page body after these stops`,
  ).toEqual([]);
  expect(
    there.invisible.map((i) => there.stops[i]),
    `${where}: Tab stops that cannot be seen`,
  ).toEqual([]);

  await startAt(page, 'end');
  const back = await walk(page, 'Shift+Tab');
  expect(back.wrapped, `${where}: Shift+Tab never gets back to the top (a trap?)`).toBe(true);
  expect(
    back.onBody.map((i) => back.stops[i]),
    `${where}: focus fell on the page body on the way back`,
  ).toEqual([]);
  // Content that loads as it is scrolled to (a chart) may add stops on the way back; every stop of the way there
  // must be met again, in reverse order.
  const name = (walk: Walk, keep: (id: number) => boolean) =>
    walk.ids.flatMap((id, i) => (keep(id) ? [`${id}: ${walk.stops[i]}`] : []));
  const wentThere = new Set(there.ids);
  expect(
    name(back, (id) => wentThere.has(id)),
    `${where}: Shift+Tab comes back through the same stops`,
  ).toEqual(name(there, () => true).reverse());
}
