import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIBRARY_SORTS, type LibrarySort } from '@/lib/shared/library';

interface Props {
  q: string;
  sort: LibrarySort;
  onSearch: (q: string) => void;
  onSort: (sort: LibrarySort) => void;
}

/** The library's search field (title and tags, every word) and its sort order (a native select). */
export function LibraryControls({ q, sort, onSearch, onSort }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 3 }} role="search" aria-label="Library">
      <TextField
        label="Search the library"
        type="search"
        value={q}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ flex: 1, maxWidth: 640 }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(e) => onSort(LIBRARY_SORTS.find((s) => s.value === e.target.value)?.value ?? 'newest')}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {LIBRARY_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
