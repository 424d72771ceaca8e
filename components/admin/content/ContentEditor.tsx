import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/common/FormMessage';
import { useSubmit } from '@/components/common/useSubmit';
import * as api from '@/lib/client/content';
import { isoToVirginiaLocal, virginiaDateTime } from '@/lib/shared/dates';
import { contentEditPath, contentPreviewPath, ROUTES } from '@/lib/shared/routes';
import {
  CONTENT_KINDS,
  stateLabel,
  type ContentDetail,
  type ContentKindName,
} from '@/lib/shared/schemas/content';
import { ContentFields, emptyFields, type Choice, type Fields } from './ContentFields';
import { RevisionsPanel } from './RevisionsPanel';
import { ScheduleForm } from './ScheduleForm';

/** What a translation's editor shows beside its fields: the English it translates, and the languages. */
export interface TranslationContext {
  /** The published English record (null: its key names none yet). */
  english: { title: string; summary: string; body: string; path: string } | null;
  languages: Choice[];
  /** A new translation's record and language, from the "needs translation" list. */
  translate: { of: string; sourceKey: string; locale: string } | null;
}

export interface ContentEditorProps {
  kind: ContentKindName;
  detail: ContentDetail | null;
  pages: Choice[];
  documents: Choice[];
  /** For a translation: the English beside it and the languages (not `translation`, a frame prop). */
  translating?: TranslationContext | null;
}

/** The English a translation is made from, beside its fields (above them on a phone). */
function EnglishSource({ english }: { english: TranslationContext['english'] }) {
  return (
    <Box
      component="section"
      aria-labelledby="english-source"
      lang="en"
      sx={{ flex: 1, minWidth: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="h3" component="h2" id="english-source" sx={{ mb: 1 }}>
        The English, as published
      </Typography>
      {english ? (
        <>
          <Typography sx={{ fontWeight: 700 }}>{english.title}</Typography>
          {english.summary && <Typography sx={{ mt: 1 }}>{english.summary}</Typography>}
          {english.body && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{english.body}</Typography>}
          <Link href={english.path} sx={{ display: 'inline-block', mt: 1 }}>
            Open the English page
          </Link>
        </>
      ) : (
        <Typography>
          No published English record has this key. Open a translation from the “Needs translation” list, or
          publish the English first.
        </Typography>
      )}
    </Box>
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const inFiveMinutes = () => isoToVirginiaLocal(new Date(Date.now() + 5 * 60_000).toISOString());

/**
 * The editor of one record: its fields, then Save (a new revision), Preview, Publish now or at a time,
 * Unpublish; its revisions with a comparison and restore; its audit trail. A save someone else overtook is
 * refused by the server (409) with who and when: the form keeps what was typed.
 */
export function ContentEditor({
  kind,
  detail: initial,
  pages,
  documents,
  translating: translation,
}: ContentEditorProps) {
  const router = useRouter();
  const names = CONTENT_KINDS[kind];
  const [detail, setDetail] = useState(initial);
  const [fields, setFields] = useState<Fields>(initial?.fields ?? emptyFields(kind, translation?.translate));
  const { busy, message, run } = useSubmit();
  const record = detail?.record ?? null;
  const dirty = !detail || !same(fields, detail.fields);

  const set = (name: string, value: unknown) => setFields((f) => ({ ...f, [name]: value }));

  /** Runs an action that answers the record anew; the form then shows the record's current fields. */
  const act = (work: () => Promise<ContentDetail>, done: (d: ContentDetail) => string, fallback: string) =>
    void run(async () => {
      const next = await work();
      setDetail(next);
      setFields(next.fields);
      return done(next);
    }, fallback);

  function save(e: FormEvent) {
    e.preventDefault();
    if (!record) {
      void run(async () => {
        const made = await api.createContent(kind, fields);
        // Shallow: the address names the record now, and this editor (with its message) stays as it is.
        await router.replace(contentEditPath(kind, made.record.id), undefined, { shallow: true });
        setDetail(made);
        setFields(made.fields);
        return `Draft saved as revision 1. Preview it, then publish it now or at a time.`;
      }, 'Your draft could not be saved. Your text is still in the form.');
      return;
    }
    act(
      () => api.saveContent(kind, record.id, record.currentRevision, fields),
      (d) =>
        `Saved as revision ${d.record.currentRevision}.` +
        (d.record.publishedRevision
          ? ' The public still sees the published revision until you publish this one.'
          : ''),
      'Your changes could not be saved. Your text is still in the form.',
    );
  }

  const base = record?.currentRevision ?? 0;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <div>
        <Link component={NextLink} href={ROUTES.adminContent}>
          All site content
        </Link>
        <Typography variant="h1" sx={{ mt: 1 }}>
          {record ? `${names.label}: ${record.title}` : `New ${names.label.toLowerCase()}`}
        </Typography>
        {record && (
          <Typography data-testid="record-state">
            {stateLabel(record)}
            {record.scheduledAt &&
              ` — revision ${record.scheduledRevision} at ${virginiaDateTime(record.scheduledAt)}`}
            . Revision {record.currentRevision}
            {record.publishedRevision ? `; revision ${record.publishedRevision} is public` : ''}.
            {record.publicPath && (
              <>
                {' '}
                <Link href={record.publicPath}>Open the public page</Link>
              </>
            )}
          </Typography>
        )}
      </div>

      <FormMessage message={message} />

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        {translation && <EnglishSource english={translation.english} />}
        <Stack
          component="form"
          spacing={2}
          onSubmit={save}
          noValidate
          aria-label={`${names.label} fields`}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          <ContentFields
            kind={kind}
            fields={fields}
            set={set}
            pages={pages}
            documents={documents}
            languages={translation?.languages}
          />
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy || !dirty}>
              {record ? 'Save changes' : 'Save draft'}
            </Button>
            {record && !dirty && kind !== 'translation' && (
              <Button component={NextLink} href={contentPreviewPath(kind, record.id)} variant="outlined">
                Preview
              </Button>
            )}
            {record && dirty && (
              <Typography sx={{ alignSelf: 'center' }}>Save to preview or publish your changes.</Typography>
            )}
          </Stack>
        </Stack>
      </Stack>

      {record && (
        <section aria-labelledby="publish-heading">
          <Typography id="publish-heading" variant="h2" gutterBottom>
            Publish
          </Typography>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                variant="contained"
                disabled={busy || dirty}
                onClick={() =>
                  act(
                    () => api.publishContent(kind, record.id, base),
                    (d) =>
                      `Revision ${d.record.publishedRevision} is published: the public pages show it now.`,
                    'It could not be published.',
                  )
                }
              >
                Publish now
              </Button>
              {record.state === 'published' && (
                <Button
                  variant="outlined"
                  disabled={busy || dirty}
                  onClick={() =>
                    act(
                      () => api.unpublishContent(kind, record.id, base),
                      () =>
                        'Unpublished: it is gone from the public pages, feeds and search. Its revisions are kept.',
                      'It could not be unpublished.',
                    )
                  }
                >
                  Unpublish
                </Button>
              )}
            </Stack>
            <ScheduleForm
              inputId="schedule-at"
              label="Publish at (Virginia time)"
              initialAt={inFiveMinutes()}
              disabled={busy || dirty}
              isScheduled={record.scheduledAt !== null}
              onSchedule={(at) =>
                act(
                  () => api.scheduleContent(kind, record.id, base, at),
                  (d) =>
                    `Scheduled: revision ${d.record.scheduledRevision} will be published at ${virginiaDateTime(d.record.scheduledAt ?? '')}, with nobody signed in.`,
                  'It could not be scheduled.',
                )
              }
              onCancel={() =>
                act(
                  () => api.cancelSchedule(kind, record.id, base),
                  () => 'The scheduled publish is cancelled.',
                  'The schedule could not be cancelled.',
                )
              }
            />
          </Stack>
        </section>
      )}

      {detail && record && (
        <RevisionsPanel
          key={record.currentRevision}
          kind={kind}
          id={record.id}
          revisions={detail.revisions}
          audit={detail.audit}
          busy={busy}
          onRestore={(revision) =>
            act(
              () => api.restoreContent(kind, record.id, base, revision),
              (d) =>
                `Revision ${revision} is restored as revision ${d.record.currentRevision}. Publish it to make it public.`,
              'The revision could not be restored.',
            )
          }
        />
      )}
    </Stack>
  );
}
