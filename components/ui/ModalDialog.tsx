import { useEffect, useRef, type ReactNode } from 'react';

/** What Tab stops on. */
const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * A modal dialog on the browser's own <dialog> (showModal): the rest of the page is inert, focus stays in
 * it, Escape closes it and focus goes back where it was. A press on the backdrop closes it too. Without a
 * styling runtime; the look is the caller's class.
 */
export function ModalDialog({
  open,
  onClose,
  className,
  children,
  ...aria
}: {
  open: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  // Closing by unmounting while open: the browser would leave the page inert.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className}
      {...aria}
      onKeyDown={(event) => {
        // Escape closes through the caller, before the browser's own cancel (which it then skips).
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
        // Tab cycles within the dialog: the browser's own cycle leaves the last control for the browser's
        // frame, a stop where nothing shows focus, before it comes back to the first.
        if (event.key === 'Tab' && ref.current) {
          const stops = [...ref.current.querySelectorAll<HTMLElement>(TABBABLE)].filter(
            (el) => !el.hasAttribute('disabled') && el.tabIndex >= 0 && el.getClientRects().length > 0,
          );
          const first = stops[0];
          const last = stops[stops.length - 1];
          const at = document.activeElement;
          if (!first || !last) return;
          if (event.shiftKey && (at === first || at === ref.current)) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && at === last) {
            event.preventDefault();
            first.focus();
          }
        }
      }}
      onCancel={(event) => {
        // Escape: the caller decides (it may keep state in step); the effect then closes the element.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is hit only outside its content box: the backdrop.
        if (event.target === ref.current) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
