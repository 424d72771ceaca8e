import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import type { DataExplorerChoices, ViewControl } from '@/lib/shared/schemas/dataExplorer';

const PATH = '/interactvtrans/data-explorer';

/**
 * The view's choices as a GET form: without JavaScript "Show" reloads the page with them; with it, every change
 * updates the address at once (the server computes the view again).
 */
export function ViewControls({
  controls,
  choices,
}: {
  controls: ViewControl[];
  choices: DataExplorerChoices;
}) {
  const router = useRouter();
  const go = (form: HTMLFormElement) => {
    const q = new URLSearchParams();
    for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v !== '') q.set(k, v);
    void router.push(`${PATH}?${q.toString()}`, undefined, { scroll: false });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go(e.currentTarget);
  };
  const value = (name: string) => {
    const v = choices[name as keyof DataExplorerChoices];
    return v === null || v === undefined ? '' : String(v);
  };
  return (
    <Box
      component="form"
      method="get"
      action={PATH}
      onSubmit={onSubmit}
      aria-label="Choose what to show"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}
    >
      <input type="hidden" name="view" value={choices.view} />
      {choices.display !== 'chart' && <input type="hidden" name="display" value={choices.display} />}
      {controls.map((c) => (
        <TextField
          key={`${c.name}-${value(c.name)}`}
          select
          name={c.name}
          label={c.label}
          defaultValue={value(c.name)}
          size="small"
          sx={{ minWidth: 160, maxWidth: 320 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          onChange={(e) => go((e.target as unknown as HTMLSelectElement).form!)}
        >
          {c.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      ))}
      <Button type="submit" variant="contained">
        Show
      </Button>
    </Box>
  );
}
