import { SelectField } from '@/components/ui/Field';
import { TextField } from '@/components/ui/TextField';
import { LIBRARY_SORTS, type LibrarySort } from '@/lib/shared/schemas/documents/rules';
import css from './documents.module.css';

interface Props {
  q: string;
  sort: LibrarySort;
  onSearch: (q: string) => void;
  onSort: (sort: LibrarySort) => void;
}

/** The library's search field (title and tags, every word) and its sort order (a native select). */
export function LibraryControls({ q, sort, onSearch, onSort }: Props) {
  return (
    <div className={css.controls} role="search" aria-label="Library">
      <TextField
        label="Search the library"
        type="search"
        value={q}
        onChange={(e) => onSearch(e.target.value)}
        maxLength={200}
        className={css.searchField}
      />
      <SelectField
        label="Sort by"
        value={sort}
        onChange={(v) => onSort(LIBRARY_SORTS.find((s) => s.value === v)?.value ?? 'newest')}
        className={css.sortField}
      >
        {LIBRARY_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
