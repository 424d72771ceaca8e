import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavigationItem } from '@/lib/shared/navigation';
import { menuEntries } from './menuEntries';
import { barButtonSx, itemBackground } from './navStyles';
import { NavItemContent } from './NavItemContent';
import { useCloseOnScroll } from './useCloseOnScroll';

/** A top-level menu button of the bar and its dropdown (APG menu-button pattern). */
export function NavMenu({ item }: { item: NavigationItem }) {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const close = useCallback(() => setOpen(false), []);
  useCloseOnScroll(open, close);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuClose = (_event: unknown, reason: 'escapeKeyDown' | 'backdropClick' | 'tabKeyDown') => {
    setOpen(false);
    // The modal restores focus too; being explicit keeps Escape → trigger true whatever opened the menu.
    if (reason === 'escapeKeyDown') triggerRef.current?.focus();
  };

  return (
    <>
      <Button
        id={triggerId}
        ref={triggerRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onTriggerKeyDown}
        endIcon={<KeyboardArrowDownIcon aria-hidden />}
        sx={[barButtonSx, itemBackground(item.backgroundColor)]}
      >
        <NavItemContent item={{ ...item, type: 'internal-link' }} />
      </Button>
      <Menu
        // A function anchor is resolved only while open, so server rendering never touches `document`.
        anchorEl={open ? () => triggerRef.current : null}
        open={open}
        onClose={onMenuClose}
        variant="menu"
        // The page stays scrollable so that scrolling can close the menu (SPEC §2).
        disableScrollLock
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          list: { id: menuId, 'aria-labelledby': triggerId, dense: true },
          paper: { sx: { minWidth: 240, maxWidth: 360, maxHeight: '80vh', borderRadius: 0 } },
        }}
      >
        {menuEntries(item.groupItems ?? [], id, close)}
      </Menu>
    </>
  );
}
