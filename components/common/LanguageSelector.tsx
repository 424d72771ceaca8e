import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { useEffect, useId, useRef, useState } from 'react';
import { applyTranslation, loadTranslateScript, TRANSLATE_CONTAINER_ID } from '@/lib/client/translate';
import { LANGUAGE_MENU_MAX_HEIGHT } from '@/lib/shared/constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/shared/languages';

/**
 * Header language selector (SPEC §2–4): picks one of ~240 languages, sets the page language and drives the
 * page-translation widget, which renders into a hidden container; without the widget nothing breaks.
 */
export function LanguageSelector({ translateScriptUrl }: { translateScriptUrl: string | null }) {
  const labelId = useId();
  const [language, setLanguage] = useState(DEFAULT_LANGUAGE);
  const cancelPending = useRef<(() => void) | null>(null);

  useEffect(() => {
    loadTranslateScript(translateScriptUrl);
  }, [translateScriptUrl]);

  // Stop retrying to reach the widget once the selector is gone.
  useEffect(() => () => cancelPending.current?.(), []);

  const onChange = (event: SelectChangeEvent) => {
    const code = event.target.value;
    setLanguage(code);
    cancelPending.current?.();
    cancelPending.current = applyTranslation(code);
  };

  return (
    <>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id={labelId}>Language</InputLabel>
        <Select
          labelId={labelId}
          label="Language"
          value={language}
          onChange={onChange}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: LANGUAGE_MENU_MAX_HEIGHT } } } }}
        >
          {LANGUAGES.map(({ value, label }) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <div id={TRANSLATE_CONTAINER_ID} hidden />
    </>
  );
}
