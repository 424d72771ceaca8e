import {
  TRANSLATION_FIRST_ATTEMPT_MS,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_RETRY_MS,
} from '@/lib/shared/constants';
import { DEFAULT_LANGUAGE, htmlLang, rtlLanguages } from '@/lib/shared/languages';

/** Id of the (hidden) container the page-translation widget renders its controls into. */
export const TRANSLATE_CONTAINER_ID = 'google_translate_element';

/** The widget's own language <select>; driving it is the widget's only public-ish interface. */
const WIDGET_SELECT = 'select.goog-te-combo';

/** Marks the injected widget script so it is added once per page load. */
const SCRIPT_MARKER = 'data-translate-widget';

interface TranslateElementOptions {
  pageLanguage: string;
  autoDisplay: boolean;
}

/** The globals the widget script and its callback use (kept local rather than augmenting Window). */
type TranslateWindow = Window & {
  google?: {
    translate?: {
      TranslateElement?: new (options: TranslateElementOptions, containerId: string) => unknown;
    };
  };
  googleTranslateElementInit?: () => void;
};

export interface ApplyTranslationOptions {
  doc?: Document;
  log?: Pick<Console, 'warn'>;
}

/** The widget option value for a language code (the widget may know Hebrew as 'iw' or 'he'). */
function optionValue(select: HTMLSelectElement, code: string): string {
  const candidates = [code, htmlLang(code)];
  const options = Array.from(select.options);
  return candidates.find((c) => options.some((o) => o.value === c)) ?? code;
}

/**
 * Asks the page-translation widget to translate the page: first attempt after 50 ms, then up to 5 retries
 * 100 ms apart (SPEC §4). lang and dir on <html> change only when the widget takes the request, so the page
 * never claims a language it is not shown in (WCAG 3.1.1); when the widget never appears (blocked, offline)
 * one console warning is logged and nothing throws. Returns a function that stops retrying.
 */
export function applyTranslation(
  code: string,
  { doc = document, log = console }: ApplyTranslationOptions = {},
): () => void {
  const root = doc.documentElement;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retriesLeft = TRANSLATION_MAX_RETRIES;

  const attempt = () => {
    timer = null;
    const select = doc.querySelector<HTMLSelectElement>(WIDGET_SELECT);
    if (select) {
      select.value = optionValue(select, code);
      select.dispatchEvent(new Event('change', { bubbles: true }));
      root.lang = htmlLang(code);
      root.dir = rtlLanguages.has(code) ? 'rtl' : 'ltr';
      return;
    }
    if (retriesLeft > 0) {
      retriesLeft -= 1;
      timer = setTimeout(attempt, TRANSLATION_RETRY_MS);
      return;
    }
    log.warn(`Translation widget not available; the page stays in ${root.lang || DEFAULT_LANGUAGE}.`);
  };

  timer = setTimeout(attempt, TRANSLATION_FIRST_ATTEMPT_MS);
  return () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}

/**
 * Injects the page-translation widget script once (async; a failed load is ignored because offline and
 * blocked networks are normal) and defines the callback that creates the widget in its hidden container.
 */
export function loadTranslateScript(url: string | null, doc: Document = document): void {
  const win = doc.defaultView as TranslateWindow | null;
  if (!url || !win) return;
  win.googleTranslateElementInit = () => {
    const TranslateElement = win.google?.translate?.TranslateElement;
    if (!TranslateElement || !doc.getElementById(TRANSLATE_CONTAINER_ID)) return;
    new TranslateElement({ pageLanguage: DEFAULT_LANGUAGE, autoDisplay: false }, TRANSLATE_CONTAINER_ID);
  };
  if (doc.querySelector(`script[${SCRIPT_MARKER}]`)) return;
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(SCRIPT_MARKER, '');
  script.onerror = () => {
    // Expected offline or behind a blocker: the language selector still sets the page language.
  };
  doc.head.appendChild(script);
}
