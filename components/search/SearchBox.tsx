import { useRouter, type NextRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { Icon } from '@/components/ui/Icon';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { SEARCH_THROTTLE_MS } from '@/lib/shared/constants';
import { throttle } from '@/lib/shared/throttle';
import { searchPath } from '@/lib/shared/routes';

/** The search term in the URL when the visitor is on the search page, else null. */
function currentSearch(router: NextRouter): string | null {
  const value = router.query.search;
  return router.pathname === '/search' && typeof value === 'string' ? value : null;
}

/** Header site search (SPEC §2): Enter or the button opens /search?search=…, at most once per 500 ms. */
export function SearchBox() {
  const router = useRouter();
  const t = useTranslations('frame.search');
  const urlSearch = currentSearch(router);
  const [text, setText] = useState(urlSearch ?? '');
  const [shownSearch, setShownSearch] = useState(urlSearch);
  // Leading-edge throttle: a repeated Enter within the window is dropped, not queued.
  const [navigate] = useState(() =>
    throttle((r: NextRouter, term: string) => {
      void r.push(searchPath(term));
    }, SEARCH_THROTTLE_MS),
  );
  useEffect(() => () => navigate.cancel(), [navigate]);

  // The query arrives after hydration (and changes on client navigation): show it in the box.
  if (urlSearch !== shownSearch) {
    setShownSearch(urlSearch);
    if (urlSearch !== null) setText(urlSearch);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = text.trim();
    if (term) navigate(router, term);
  };

  return (
    // action and name make the box work before the page's scripts do (a plain GET of /search?search=…).
    <form
      role="search"
      action={
        router.locale && router.locale !== router.defaultLocale ? `/${router.locale}/search` : '/search'
      }
      method="get"
      onSubmit={onSubmit}
      noValidate
      style={{ width: '100%', maxWidth: 420 }}
    >
      <TextField
        type="search"
        name="search"
        dense
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('placeholder')}
        aria-label={t('label')}
        maxLength={200}
        end={
          <button type="submit" aria-label={t('submit')} className={ui.iconButton}>
            <Icon name="search" />
          </button>
        }
      />
    </form>
  );
}
