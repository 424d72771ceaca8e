import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('search.form');
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
    <form role="search" aria-label={t('label')} onSubmit={onSubmit} noValidate className={css.form}>
      <div className={css.queryRow}>
        <TextField
          type="search"
          label={t('label')}
          dense
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          className={css.query}
        />
        <Button type="submit" variant="contained" className={css.submit}>
          {t('submit')}
        </Button>
      </div>
      <Switch label={t('phrase')} checked={phrase} onChange={onPhraseChange} className={css.phrase} />
    </form>
  );
}
