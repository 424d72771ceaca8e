import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import { useRouter, type NextRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { SEARCH_THROTTLE_MS } from '@/lib/shared/constants';
import { throttle } from '@/lib/shared/throttle';
import { searchPath } from '@/lib/shared/routes';

const SEARCH_PLACEHOLDER = 'Search data, documents, and web pages';

/** The search term in the URL when the visitor is on the search page, else null. */
function currentSearch(router: NextRouter): string | null {
  const value = router.query.search;
  return router.pathname === '/search' && typeof value === 'string' ? value : null;
}

/** Header site search (SPEC §2): Enter or the button opens /search?search=…, at most once per 500 ms. */
export function SearchBox() {
  const router = useRouter();
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
    <Box component="form" role="search" onSubmit={onSubmit} noValidate sx={{ width: '100%', maxWidth: 420 }}>
      <TextField
        type="search"
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        slotProps={{
          htmlInput: { 'aria-label': 'Search', maxLength: 200 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label="Submit search" color="primary">
                  <SvgIcon fontSize="small" aria-hidden="true">
                    <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
                  </SvgIcon>
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
