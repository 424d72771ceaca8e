import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COLLECTION_LABELS, DOCUMENT_COLLECTIONS } from '@/lib/shared/schemas/documents';
import type { DocumentMetadata } from '@/lib/shared/schemas/documents/editing';

/** The form's copy of a document's metadata (the year as typed). */
export type MetadataDraft = Omit<DocumentMetadata, 'year'> & { year: string };

export const COLLECTION_HELP =
  'Library: the library page. Hidden: only the unlisted hidden library (reachable by its address). Past plans and past newsletters: the library page and that archive page.';

/** Title, collection, year and the three tags: shared by the upload form and a document's page. */
export function DocumentMetadataFields({
  value,
  onChange,
  idPrefix,
  fieldErrors = {},
}: {
  value: MetadataDraft;
  onChange: (v: MetadataDraft) => void;
  idPrefix: string;
  fieldErrors?: Partial<Record<keyof MetadataDraft, string>>;
}) {
  const set = (key: keyof MetadataDraft) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const text = (key: keyof MetadataDraft, label: string, max: number, help?: string) => (
    <TextField
      id={`${idPrefix}-${key}`}
      label={label}
      value={value[key]}
      onChange={set(key)}
      slotProps={{ htmlInput: { maxLength: max } }}
      error={Boolean(fieldErrors[key])}
      helperText={fieldErrors[key] ?? help}
    />
  );
  return (
    <Stack spacing={2}>
      <TextField
        id={`${idPrefix}-title`}
        label="Title"
        required
        value={value.title}
        onChange={set('title')}
        slotProps={{ htmlInput: { maxLength: 300 } }}
        error={Boolean(fieldErrors.title)}
        helperText={fieldErrors.title ?? 'As the library lists it. The file’s address is made from it once.'}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={`${idPrefix}-collection`}
          select
          label="Collection"
          value={value.collection}
          onChange={set('collection')}
          helperText={COLLECTION_HELP}
          sx={{ flex: 2 }}
        >
          {DOCUMENT_COLLECTIONS.map((c) => (
            <MenuItem key={c} value={c}>
              {COLLECTION_LABELS[c]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={`${idPrefix}-year`}
          label="Year issued"
          required
          value={value.year}
          onChange={set('year')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{4}', maxLength: 4 } }}
          error={Boolean(fieldErrors.year)}
          helperText={fieldErrors.year ?? 'Four digits, e.g. 2025'}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('topic', 'Topic (tag)', 80, 'e.g. Freight, Policy, GAP-TA')}
        {text('planCycle', 'Plan cycle (tag)', 40, 'e.g. 2022-2025')}
        {text('docType', 'Document type (tag)', 60, 'e.g. Report, Plan, Newsletter')}
      </Stack>
    </Stack>
  );
}
