import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

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
    <Box
      component="form"
      role="search"
      aria-label="Search the site"
      onSubmit={onSubmit}
      noValidate
      sx={{ mb: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 720 }}>
        <TextField
          type="search"
          label="Search the site"
          size="small"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 40 }}>
          Search
        </Button>
      </Box>
      <FormControlLabel
        control={<Switch checked={phrase} onChange={(event) => onPhraseChange(event.target.checked)} />}
        label="Match whole phrase"
        sx={{ mt: 1 }}
      />
    </Box>
  );
}
