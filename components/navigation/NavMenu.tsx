import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { NavigationItem } from '@/lib/shared/navigation';
import { menuEntries } from './menuEntries';
import css from './nav.module.css';
import { NavItemContent } from './NavItemContent';
import { cx, itemBackground } from './navStyles';
import { useCloseOnScroll } from './useCloseOnScroll';

/** The items arrow keys move between: every menu item that is not disabled, in reading order. */
function focusableItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')] : [];
}

/**
 * A top-level menu button of the bar and its dropdown (WAI-ARIA APG menu-button pattern): Enter, Space,
 * ArrowDown or ArrowUp open it on its first item; arrows, Home and End move; a letter jumps to the next
 * item starting with it; Escape closes it and returns to the button; Tab, a click elsewhere or a scroll of
 * the page close it (SPEC §2).
 */
export function NavMenu({ item }: { item: NavigationItem }) {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);

  const close = useCallback(() => setOpen(false), []);
  useCloseOnScroll(open, close);

  // On opening, the first item takes focus; a press or touch outside the menu and its button closes it.
  useEffect(() => {
    if (!open) return undefined;
    focusableItems(menuRef.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = focusableItems(menuRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const order = [...items.slice(at + 1), ...items.slice(0, at + 1)];
      const next = order.find((el) => el.textContent?.trim().toLowerCase().startsWith(letter));
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  };

  return (
    <>
      <button
        type="button"
        id={triggerId}
        ref={triggerRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onTriggerKeyDown}
        className={cx(css.barButton, itemBackground(item.backgroundColor))}
      >
        <NavItemContent item={{ ...item, type: 'internal-link' }} />
        <Icon name="keyboardArrowDown" className={css.chevron} />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          className={css.menu}
          onKeyDown={onMenuKeyDown}
        >
          {menuEntries(item.groupItems ?? [], id, close)}
        </ul>
      )}
    </>
  );
}
