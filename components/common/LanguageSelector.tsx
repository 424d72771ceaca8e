import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import { applyTranslation, loadTranslateScript, TRANSLATE_CONTAINER_ID } from '@/lib/client/translate';
import { LANGUAGE_MENU_MAX_HEIGHT } from '@/lib/shared/constants';
import { DEFAULT_LANGUAGE, type LanguageOption } from '@/lib/shared/languages';
import css from './LanguageSelector.module.css';

/** Keys typed within this long of each other spell one name (type-ahead), as in MUI's Select. */
const TYPE_AHEAD_MS = 500;

/** What the person has typed so far: this key alone if the last one came more than TYPE_AHEAD_MS ago. */
function typeAhead(typed: { text: string; at: number }, key: string): string {
  const now = performance.now();
  typed.text = (now - typed.at > TYPE_AHEAD_MS ? '' : typed.text) + key.toLowerCase();
  typed.at = now;
  return typed.text;
}

/** The list of languages, fetched once: on the first hover, focus or opening of the selector. */
let listLoad: Promise<readonly LanguageOption[]> | null = null;
const loadLanguages = () => (listLoad ??= import('@/lib/shared/languageList').then((m) => m.LANGUAGES));

/**
 * Header language selector (SPEC §2–4): picks one of ~240 languages, sets the page language and drives the
 * page-translation widget, which renders into a hidden container; without the widget nothing breaks.
 * A select-only combobox (WAI-ARIA APG) without a styling runtime: Enter, Space or the arrows
 * open the list on the chosen language; arrows, Home, End, Page Up/Down and type-ahead move; Enter or a
 * click chooses; Escape closes; the list is at most 70vh tall (SPEC §2).
 */
export function LanguageSelector({ translateScriptUrl }: { translateScriptUrl: string | null }) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const [language, setLanguage] = useState({ value: DEFAULT_LANGUAGE, label: 'English' });
  const [languages, setLanguages] = useState<readonly LanguageOption[] | null>(null);
  const [open, setOpen] = useState(false);
  const cancelPending = useRef<(() => void) | null>(null);
  const comboRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    loadTranslateScript(translateScriptUrl);
  }, [translateScriptUrl]);

  // Stop retrying to reach the widget once the selector is gone.
  useEffect(() => () => cancelPending.current?.(), []);

  const prepare = () => {
    if (!languages) void loadLanguages().then(setLanguages);
  };

  // On opening (once the names are there), the chosen language takes focus; a press outside closes it.
  useEffect(() => {
    if (!open || !languages) return undefined;
    // The list hangs from the box's right edge; where that would take it past either side of a narrow
    // screen (a phone's header puts the box at the left), it moves back within the screen.
    const popup = popupRef.current;
    if (popup) {
      popup.style.transform = '';
      const r = popup.getBoundingClientRect();
      const margin = 8;
      const shift =
        r.left < margin
          ? margin - r.left
          : r.right > window.innerWidth - margin
            ? window.innerWidth - margin - r.right
            : 0;
      popup.style.transform = shift ? `translateX(${shift}px)` : '';
    }
    const chosen = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    chosen?.focus();
    chosen?.scrollIntoView?.({ block: 'nearest' });
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !comboRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, languages]);

  const choose = (option: LanguageOption) => {
    setOpen(false);
    comboRef.current?.focus();
    if (option.value === language.value) return;
    setLanguage(option);
    cancelPending.current?.();
    cancelPending.current = applyTranslation(option.value);
  };
  const show = () => {
    prepare();
    setOpen(true);
  };

  const onComboKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      show();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const at = options.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      const next = options[Math.max(0, Math.min(options.length - 1, to))];
      next?.focus();
      next?.scrollIntoView?.({ block: 'nearest' });
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(options.length - 1);
    else if (event.key === 'PageDown') move(at + 10);
    else if (event.key === 'PageUp') move(at - 10);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const option = languages?.find((l) => l.value === options[at]?.dataset.value);
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      comboRef.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const text = typeAhead(typed.current, event.key);
      // A repeated single letter steps through the names starting with it; more letters narrow the name.
      const from = text.length === 1 ? at + 1 : at;
      const order = [...options.slice(from), ...options.slice(0, from)];
      const match = order.find((o) => o.textContent?.toLowerCase().startsWith(text));
      if (match) move(options.indexOf(match));
    }
  };

  return (
    <div className={css.selector}>
      <span id={labelId} className={css.label}>
        Language
      </span>
      <div
        ref={comboRef}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        className={css.combo}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onComboKeyDown}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        <span>{language.label}</span>
        <Icon name="keyboardArrowDown" className={css.arrow} />
      </div>
      {open && (
        <div ref={popupRef} className={css.popup} style={{ maxHeight: LANGUAGE_MENU_MAX_HEIGHT }}>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            aria-busy={!languages}
            onKeyDown={onListKeyDown}
          >
            {languages?.map((option) => (
              <li
                key={option.value}
                role="option"
                tabIndex={-1}
                aria-selected={option.value === language.value}
                data-value={option.value}
                className={css.option}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div id={TRANSLATE_CONTAINER_ID} hidden />
    </div>
  );
}
