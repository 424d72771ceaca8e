import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Switch } from '@/components/ui/Field';
import { TextField } from '@/components/ui/TextField';
import css from './search.module.css';

interface Props {
  /** The query in the URL; the field follows it when it changes (header search, back button). */
  search: string;
  phrase: boolean;
  onSearch: (search: string) => void;
  onPhraseChange: (phrase: boolean) => void;
}

/** The search page's own form: the query field, a submit button and the 'Match whole phrase' switch. */
export function SearchForm({ search, phrase, onSearch, onPhraseChange }: Props) {
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setText(search);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" aria-label="Search the site" onSubmit={onSubmit} noValidate className={css.form}>
      <div className={css.queryRow}>
        <TextField
          type="search"
          label="Search the site"
          dense
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          className={css.query}
        />
        <Button type="submit" variant="contained" className={css.submit}>
          Search
        </Button>
      </div>
      <Switch label="Match whole phrase" checked={phrase} onChange={onPhraseChange} className={css.phrase} />
    </form>
  );
}
