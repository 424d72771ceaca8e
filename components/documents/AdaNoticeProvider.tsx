import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { isAccessibleDocument } from '@/lib/shared/accessibleDocuments';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';

// The dialog's code (MUI Dialog) is loaded the first time a notice is shown, not with every page.
const AdaNoticeDialog = dynamic(() => import('./AdaNoticeDialog').then((m) => m.AdaNoticeDialog), {
  ssr: false,
});

const CONTACT_PATH = '/get-involved/contact-us';

interface Notice {
  /** Absolute URL of the document (what the link pointed at). */
  href: string;
  /** Site path of the document, e.g. /resources/meetings/agenda.pdf. */
  path: string;
}

/** Decoded path of a same-origin product resource link, or null for any other link. */
function resourcePath(anchor: HTMLAnchorElement): string | null {
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(RESOURCES_PREFIX)) return null;
  try {
    return decodeURI(url.pathname);
  } catch {
    return url.pathname;
  }
}

/**
 * Shows the ADA notice (SPEC §4) before any link to a product resource that is not on the accessible-document
 * list opens, wherever the link is rendered: one capture-phase click listener on the document.
 */
export function AdaNoticeProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Kept separate from `notice` so the text stays put while the dialog fades out.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Leave modified and non-primary clicks (new tab, save as, …) to the browser.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = resourcePath(anchor);
      if (path === null || isAccessibleDocument(path)) return;
      event.preventDefault();
      // Focused now so the dialog returns focus to it on close (Safari does not focus clicked links).
      anchor.focus();
      setNotice({ href: anchor.href, path });
      setOpen(true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const close = () => setOpen(false);
  const openDocument = () => {
    if (notice) window.open(notice.href, '_blank', 'noopener');
    close();
  };
  const requestAssistance = () => {
    close();
    const query = notice ? `?subject=${encodeURIComponent(notice.path)}` : '';
    void router.push(`${CONTACT_PATH}${query}`);
  };

  return (
    <>
      {children}
      {notice && (
        <AdaNoticeDialog
          open={open}
          documentName={notice ? (notice.path.split('/').pop() ?? '') : ''}
          onOpenDocument={openDocument}
          onClose={close}
          onRequestAssistance={requestAssistance}
        />
      )}
    </>
  );
}
