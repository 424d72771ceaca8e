/**
 * Clicks and submits made before the page is live are kept and done once it is (issue 53).
 *
 * A content page's scripts start after its first paint (./scriptsAfterPaint.tsx), and on a busy machine or a slow
 * phone React takes over the server's HTML seconds later. Until then its links and native controls work, but a
 * control that needs a script (a menu button, the phone menu, the language selector, a form the page sends itself)
 * does nothing, and the person is not told. This small inline script, first in the head so it runs before anything
 * paints, listens in the capture phase: a click on such a control, or a form's submit, is held (its default
 * stopped, so a form never goes to the page's own address as a GET with the person's email in it), the control is
 * shown as taken (a dashed frame over it and a progress cursor, global.css, and a status line a screen reader
 * reads); when the app is live, `pages/_app.tsx` calls `window.__vtransLive()`, which does each held action
 * again, in order, on the same element (hydration keeps the server's elements), and clears the marks. Text typed
 * into a field before then is handed to React first (React would otherwise write its empty state over it).
 * Links and native inputs are left alone: they work before any script.
 */
import { EARLY_LIVE_HOOK } from '@/lib/shared/earlyEvents';

/** The attribute on <html> while an action waits for the page to be live. */
export const EARLY_PENDING_ATTRIBUTE = 'data-early-pending';
/** The attribute of the sign left while an action waits: a frame over the control, and a status line. */
export const EARLY_MARK_ATTRIBUTE = 'data-early-mark';
/** What a screen reader hears when an action is held. */
export const EARLY_STATUS_TEXT = 'The page is still loading: what you chose will open in a moment.';

/** Plain ES5, so any browser runs it. */
export const EARLY_EVENTS_SCRIPT = `(function () {
  var root = document.documentElement, held = [], live = false;
  var CONTROL = 'button:not([type=submit]), [role=button], [role=combobox], [role=tab], [role=switch], [aria-haspopup]';
  // The sign that the action was taken: a dashed frame over the control and a status line for screen readers, both
  // outside the app's root (an attribute on the control itself would differ from what React renders there).
  var marks = [], status = null;
  function mark(el) {
    root.setAttribute('${EARLY_PENDING_ATTRIBUTE}', '');
    if (!status) {
      status = document.createElement('p');
      status.setAttribute('role', 'status');
      status.className = 'visually-hidden';
      status.setAttribute('${EARLY_MARK_ATTRIBUTE}', '');
      document.body.appendChild(status);
      status.textContent = '${EARLY_STATUS_TEXT}';
    }
    if (!el || !el.getBoundingClientRect) return;
    var r = el.getBoundingClientRect(), frame = document.createElement('div');
    frame.setAttribute('${EARLY_MARK_ATTRIBUTE}', '');
    frame.setAttribute('aria-hidden', 'true');
    frame.className = 'early-mark';
    frame.style.top = r.top + window.scrollY + 'px';
    frame.style.left = r.left + window.scrollX + 'px';
    frame.style.width = r.width + 'px';
    frame.style.height = r.height + 'px';
    document.body.appendChild(frame);
    marks.push(frame);
  }
  document.addEventListener('click', function (event) {
    if (live || !event.target || !event.target.closest) return;
    var el = event.target.closest(CONTROL);
    if (!el || el.closest('a[href]') || el.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'click', el: el });
    mark(el);
  }, true);
  document.addEventListener('submit', function (event) {
    if (live) return;
    var form = event.target;
    // A form with its own action (the search box's GET /search) works without scripts: only one the page sends
    // itself is held.
    if (!form || !form.getAttribute || form.hasAttribute('action')) return;
    event.preventDefault();
    var submitter = event.submitter || null;
    for (var i = 0; i < held.length; i += 1) if (held[i].el === form) return;
    held.push({ kind: 'submit', el: form, submitter: submitter });
    mark(submitter || form);
  }, true);
  // Text typed before the page was live is in the fields, but not in React's state, which would write over it at
  // its next render: each changed field is handed to React as an input event (its value set around React's tracker,
  // which took the typed text as its starting value), then, after React has rendered those, the held actions run.
  var setValue = {
    INPUT: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set,
    TEXTAREA: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
  };
  function handTypedTextToReact() {
    var fields = document.querySelectorAll('input, textarea');
    for (var i = 0; i < fields.length; i += 1) {
      var f = fields[i], typed = f.value;
      if (/^(hidden|checkbox|radio|file)$/.test(f.type) || typed === f.defaultValue) continue;
      f.value = f.defaultValue;
      setValue[f.tagName].call(f, typed);
      f.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  window.${EARLY_LIVE_HOOK} = function () {
    if (live) return;
    live = true;
    for (var i = 0; i < marks.length; i += 1) marks[i].remove();
    if (status) status.remove();
    root.removeAttribute('${EARLY_PENDING_ATTRIBUTE}');
    handTypedTextToReact();
    var todo = held;
    held = [];
    setTimeout(function () {
      for (var j = 0; j < todo.length; j += 1) {
        var h = todo[j];
        if (!h.el.isConnected) continue;
        if (h.kind === 'click') h.el.click();
        else if (h.el.requestSubmit) h.el.requestSubmit(h.submitter && h.submitter.isConnected ? h.submitter : undefined);
      }
    }, 0);
  };
})();`;

/** The script, first in the document's head, under the page's nonce. */
export function EarlyEvents({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }} />;
}
