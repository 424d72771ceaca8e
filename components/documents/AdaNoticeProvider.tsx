import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';

// The dialog's code is loaded the first time a notice is shown, not with every page.
const AdaNoticeDialog = dynamic(() => import('./AdaNoticeDialog').then((m) => m.AdaNoticeDialog), {
  ssr: false,
});

const CONTACT_PATH = '/get-involved/contact-us';
/** ContactForm's CONTACT_FORM_ID (not imported: the notice would bring the form's code to every page). */
const CONTACT_FORM_ID = 'contact-form';

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

/** How long a loaded list of accessible documents is used before it is asked for again (in the background). */
const LIST_TTL_MS = 60_000;

interface AccessibleList {
  paths: Set<string>;
  at: number;
}
let list: AccessibleList | null = null;
let loading: Promise<Set<string>> | null = null;

/**
 * The documents shown accessible (GET /api/documents/accessible): PDFs whose current automated check passes, other
 * files a person recorded a review of; the same verdict as the library's label.
 * When the list cannot be had, it is empty: the notice then shows for every document, never for none.
 */
function loadAccessible(): Promise<Set<string>> {
  // The API client is fetched with the first list, not with every page.
  loading ??= import('@/lib/client/api')
    .then(({ getAccessibleDocuments }) => getAccessibleDocuments())
    .then(
      ({ paths }) => new Set(paths),
      () => new Set<string>(),
    )
    .then((paths) => {
      list = { paths, at: Date.now() };
      loading = null;
      return paths;
    });
  return loading;
}

/** Forgets the loaded list (tests). */
export function resetAccessibleDocuments(): void {
  list = null;
  loading = null;
}

/** Follows a link whose click was held while the list loaded. */
function follow(anchor: HTMLAnchorElement) {
  if (anchor.target === '_blank') window.open(anchor.href, '_blank', 'noopener');
  else window.open(anchor.href, '_self');
}

/**
 * Shows the ADA notice (SPEC §4) before any link to a product resource that is not shown accessible opens,
 * wherever the link is rendered: one capture-phase click listener on the document. The list of accessible
 * documents loads when the page does; a click that comes first waits for it.
 */
export function AdaNoticeProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Kept separate from `notice` so the text stays put while the dialog fades out.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void loadAccessible();
    const onClick = (event: MouseEvent) => {
      // Leave modified and non-primary clicks (new tab, save as, …) to the browser.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = resourcePath(anchor);
      if (path === null) return;
      const show = () => {
        // Focused now so the dialog returns focus to it on close (Safari does not focus clicked links).
        anchor.focus();
        setNotice({ href: anchor.href, path });
        setOpen(true);
      };
      const known = list;
      if (known) {
        if (Date.now() - known.at > LIST_TTL_MS) void loadAccessible();
        if (known.paths.has(path)) return;
        event.preventDefault();
        show();
        return;
      }
      event.preventDefault();
      void loadAccessible().then((paths) => (paths.has(path) ? follow(anchor) : show()));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const close = () => setOpen(false);
  const openDocument = () => {
    if (notice) window.open(notice.href, '_blank', 'noopener');
    close();
  };
  // To the contact form itself (#contact-form, which takes the focus there), prefilled with a request about the
  // document: the page names it by its title. Not to the top of the page, far above the form on a phone.
  const requestAssistance = () => {
    close();
    const query = notice ? `?subject=${encodeURIComponent(notice.path)}` : '';
    void router.push(`${CONTACT_PATH}${query}#${CONTACT_FORM_ID}`, undefined, { scroll: false });
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
