import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVENT_TYPE_LABELS } from '@/components/meetings/meetingFormat';
import { DAY_MS, isoToVirginiaLocal, virginiaDay, usDateToIso } from '@/lib/shared/dates';
import {
  ANNOUNCEMENT_LEVEL_LABELS,
  ANNOUNCEMENT_LEVELS,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  EVENT_TIME_ZONE,
  EVENT_TYPES,
  type ContentKindName,
} from '@/lib/shared/schemas/content';
import { MarkdownField } from './MarkdownField';

export type Fields = Record<string, unknown>;
export interface Choice {
  value: string;
  label: string;
}
export interface FieldProps {
  fields: Fields;
  set: (name: string, value: unknown) => void;
  pages: Choice[];
  documents: Choice[];
  /** For a translation: the site's languages to translate into. */
  languages?: Choice[];
}

const today = () => usDateToIso(virginiaDay(new Date().toISOString()));

/** The fields of a new record of each kind (a translation: of the record and into the language given). */
export function emptyFields(
  kind: ContentKindName,
  translate?: { of: string; sourceKey: string; locale: string } | null,
): Fields {
  if (kind === 'translation')
    return {
      of: translate?.of ?? 'update',
      sourceKey: translate?.sourceKey ?? '',
      locale: translate?.locale ?? '',
      title: '',
      summary: '',
      body: '',
      translatedBy: '',
      reviewed: false,
      reviewedBy: '',
    };
  if (kind === 'update')
    return { title: '', date: today(), program: 'vtrans', intro: '', body: '', relatedPages: [], link: null };
  if (kind === 'event')
    return {
      title: '',
      type: 'public-meeting',
      start: isoToVirginiaLocal(new Date(Date.now() + 7 * DAY_MS).toISOString()).slice(0, 11) + '18:00',
      end: '',
      timeZone: EVENT_TIME_ZONE,
      locationName: '',
      address: '',
      isVirtual: false,
      link: '',
      description: '',
      materials: [],
      status: 'scheduled',
      notice: '',
      illustrative: false,
    };
  return {
    title: '',
    message: '',
    level: 'info',
    date: today(),
    pages: [],
    startsOn: '',
    endsOn: '',
    link: null,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

function Text({
  name,
  label,
  f,
  required = false,
  multiline = false,
  type,
  help,
  lang,
}: {
  name: string;
  label: string;
  f: FieldProps;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  help?: string;
  /** The language of what is typed (a translation's fields), for screen readers and spell-checkers. */
  lang?: string;
}) {
  return (
    <TextField
      id={`field-${name}`}
      lang={lang}
      label={label}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      type={type}
      value={str(f.fields[name])}
      onChange={(e) => f.set(name, e.target.value)}
      helperText={help}
      slotProps={type ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

function Choose({
  name,
  label,
  f,
  options,
}: {
  name: string;
  label: string;
  f: FieldProps;
  options: Choice[];
}) {
  return (
    <TextField
      id={`field-${name}`}
      select
      label={label}
      sx={{ minWidth: 180 }}
      value={str(f.fields[name])}
      onChange={(e) => f.set(name, e.target.value)}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Several choices from a long list, typed to filter (pages, library documents). */
function Pick({
  id,
  label,
  options,
  value,
  onChange,
  help,
}: {
  id: string;
  label: string;
  options: Choice[];
  value: string[];
  onChange: (v: string[]) => void;
  help: string;
}) {
  const known = new Map(options.map((o) => [o.value, o]));
  const selected = value.map((v) => known.get(v) ?? { value: v, label: v });
  return (
    <Autocomplete
      id={id}
      multiple
      options={options}
      value={selected}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      onChange={(_e, v) => onChange(v.map((o) => o.value))}
      renderInput={(params) => <TextField {...params} label={label} helperText={help} />}
    />
  );
}

/** An optional link: both parts, or neither. */
function LinkInputs({ f }: { f: FieldProps }) {
  const link = (f.fields.link as { href: string; label: string } | null) ?? { href: '', label: '' };
  const update = (part: 'href' | 'label', v: string) => {
    const next = { ...link, [part]: v };
    f.set('link', next.href || next.label ? next : null);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        id="field-link-label"
        label="Link text (optional)"
        value={link.label}
        onChange={(e) => update('label', e.target.value)}
        sx={{ flex: 1 }}
      />
      <TextField
        id="field-link-href"
        label="Link address (optional)"
        value={link.href}
        onChange={(e) => update('href', e.target.value)}
        helperText="A page of this site (/…) or https://…"
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

function UpdateForm(f: FieldProps) {
  return (
    <>
      <Text name="title" label="Title" f={f} required help="With the date, it makes the update’s address." />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Text name="date" label="Date" f={f} type="date" required />
        <Choose
          name="program"
          label="Program"
          f={f}
          options={[
            { value: 'vtrans', label: 'VTrans' },
            { value: 'gap-ta', label: 'GAP-TA' },
          ]}
        />
      </Stack>
      <Text
        name="intro"
        label="Introduction"
        f={f}
        required
        multiline
        help="One or two sentences for lists and feeds."
      />
      <MarkdownField id="field-body" value={str(f.fields.body)} onChange={(v) => f.set('body', v)} />
      <Pick
        id="field-relatedPages"
        label="Related pages"
        options={f.pages}
        value={strings(f.fields.relatedPages)}
        onChange={(v) => f.set('relatedPages', v)}
        help="Listed under the update. Type to find a page."
      />
      <LinkInputs f={f} />
    </>
  );
}

function EventForm(f: FieldProps) {
  const materials = (f.fields.materials as Array<{ label: string; href: string }> | undefined) ?? [];
  const docs = new Map([
    ...materials.map((m) => [m.href, m.label] as const),
    ...f.documents.map((d) => [d.value, d.label] as const),
  ]);
  const status = str(f.fields.status);
  return (
    <>
      <Text name="title" label="Title" f={f} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Choose
          name="type"
          label="Kind of meeting"
          f={f}
          options={EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))}
        />
        <Choose
          name="status"
          label="Status"
          f={f}
          options={EVENT_STATUSES.map((s) => ({ value: s, label: EVENT_STATUS_LABELS[s] }))}
        />
      </Stack>
      {status !== 'scheduled' && (
        <Text
          name="notice"
          label={status === 'cancelled' ? 'Cancellation notice' : 'Reschedule notice'}
          f={f}
          required
          multiline
          help="Shown on the meeting’s page, in the list and in its calendar file."
        />
      )}
      <Typography id="event-times-help">Times are Virginia time (Eastern, {EVENT_TIME_ZONE}).</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Text name="start" label="Starts" f={f} type="datetime-local" required />
        <Text name="end" label="Ends (optional)" f={f} type="datetime-local" />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={f.fields.isVirtual === true}
            onChange={(e) => f.set('isVirtual', e.target.checked)}
          />
        }
        label="Virtual meeting (online)"
      />
      {f.fields.isVirtual === true ? (
        <Text name="link" label="Link to join" f={f} required help="A full https:// address." />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Text name="locationName" label="Place" f={f} required />
          <Text name="address" label="Address" f={f} />
        </Stack>
      )}
      <Text name="description" label="Description" f={f} required multiline />
      <Pick
        id="field-materials"
        label="Materials from the library"
        options={[...docs].map(([value, label]) => ({ value, label }))}
        value={materials.map((m) => m.href)}
        onChange={(v) =>
          f.set(
            'materials',
            v.map((href) => ({ href, label: docs.get(href) ?? href })),
          )
        }
        help="Agendas, presentations and other documents already in the library. Type to find one."
      />
    </>
  );
}

function AnnouncementForm(f: FieldProps) {
  return (
    <>
      <Text name="title" label="Title" f={f} required />
      <Text name="message" label="Message" f={f} required multiline />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Choose
          name="level"
          label="Level"
          f={f}
          options={ANNOUNCEMENT_LEVELS.map((l) => ({ value: l, label: ANNOUNCEMENT_LEVEL_LABELS[l] }))}
        />
        <Text name="date" label="Date" f={f} type="date" required />
      </Stack>
      <Pick
        id="field-pages"
        label="Pages it applies to"
        options={f.pages}
        value={strings(f.fields.pages)}
        onChange={(v) => f.set('pages', v)}
        help="On each page, the announcement with the latest date wins."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Text name="startsOn" label="Show from (optional)" f={f} type="date" />
        <Text name="endsOn" label="Show until (optional)" f={f} type="date" />
      </Stack>
      <LinkInputs f={f} />
    </>
  );
}

/** What a translation's summary stands for in each kind. */
const SUMMARY_LABELS: Record<string, string> = {
  update: 'Introduction',
  event: 'Cancellation or reschedule notice (if the meeting has one)',
  announcement: 'Message',
};

/**
 * A translation: what it translates and into which language (fixed once chosen from the "needs translation"
 * list), then the translated fields, typed in that language, and who made it and whether a qualified
 * translator reviewed it (the public page says so in its language).
 */
function TranslationForm(f: FieldProps) {
  const of = str(f.fields.of);
  const lang = str(f.fields.locale) || undefined;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Choose
          name="of"
          label="Translation of"
          f={f}
          options={[
            { value: 'update', label: 'A program update' },
            { value: 'event', label: 'A meeting' },
            { value: 'announcement', label: 'An announcement' },
          ]}
        />
        <Text
          name="sourceKey"
          label="Its key"
          f={f}
          required
          help="Its address key (the id in its address); the “Needs translation” list fills it in."
        />
        <Choose name="locale" label="Language" f={f} options={f.languages ?? []} />
      </Stack>
      <Text name="title" label="Title" f={f} required lang={lang} />
      <Text name="summary" label={SUMMARY_LABELS[of] ?? 'Summary'} f={f} multiline lang={lang} />
      {of === 'update' ? (
        <div lang={lang}>
          <MarkdownField id="field-body" value={str(f.fields.body)} onChange={(v) => f.set('body', v)} />
        </div>
      ) : of === 'event' ? (
        <Text name="body" label="Description" f={f} required multiline lang={lang} />
      ) : null}
      <Text
        name="translatedBy"
        label="Translated by"
        f={f}
        required
        help="A person, a firm, or “machine translation, checked by …”: the page names it."
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={f.fields.reviewed === true}
            onChange={(e) => f.set('reviewed', e.target.checked)}
          />
        }
        label="A qualified translator has reviewed it"
      />
      {f.fields.reviewed === true && <Text name="reviewedBy" label="Reviewed by" f={f} required />}
    </>
  );
}

/** The form of one kind. */
export function ContentFields({ kind, ...f }: FieldProps & { kind: ContentKindName }) {
  if (kind === 'update') return <UpdateForm {...f} />;
  if (kind === 'event') return <EventForm {...f} />;
  if (kind === 'translation') return <TranslationForm {...f} />;
  return <AnnouncementForm {...f} />;
}
