import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  changeDocumentStatus,
  documentCopyHref,
  getDocumentDetail,
  replaceDocumentFile,
  reviewDocument,
  updateDocument,
} from '@/lib/client/documentLibrary';
import { cancelSchedule, scheduleContent } from '@/lib/client/content';
import { errorText } from '@/lib/client/request';
import { virginiaDateTime } from '@/lib/shared/dates';
import { accessibilityLabel, fileSizeLabel, fileTypeLabel } from '@/lib/shared/schemas/documents/rules';
import {
  DOCUMENT_STATUS_LABELS,
  type DocumentAction,
  type DocumentDetail,
  type ManagedDocument,
} from '@/lib/shared/schemas/documents/editing';
import { RevisionsPanel } from '@/components/admin/content/RevisionsPanel';
import { ScheduleForm } from '@/components/admin/content/ScheduleForm';
import { AccessibilityReport } from './AccessibilityReport';
import { STACK_ON_PHONE } from '@/components/common/stackOnPhone';
import { DocumentMetadataFields, type MetadataDraft } from './DocumentMetadataFields';
import { ManualReview } from './ManualReview';

const POLL_MS = 1500;

/** Where an action's outcome is shown: beside the status step, the Save button or the Replace button. */
type NoticePlace = 'step' | 'save' | 'replace' | 'review';

const YEAR_NEEDED = 'Give the year the document was issued (four digits, e.g. 2025), then save again.';

const draftOf = (d: ManagedDocument): MetadataDraft => ({
  title: d.title,
  collection: d.collection,
  year: d.year === null ? '' : String(d.year),
  topic: d.tags.topic,
  planCycle: d.tags.planCycle,
  docType: d.tags.docType,
});

const ACTIONS: Record<ManagedDocument['status'], { action: DocumentAction; label: string; says: string }> = {
  draft: {
    action: 'publish',
    label: 'Publish',
    says: 'Publishing puts it in the library, search and the sitemap at once.',
  },
  published: {
    action: 'retire',
    label: 'Retire',
    says: 'Retiring takes it out of the library, search and the sitemap. The file is kept, and its address says it was retired.',
  },
  retired: { action: 'restore', label: 'Restore', says: 'Restoring publishes it again at the same address.' },
};

/**
 * One document for editors: status and its step, the PDF check, what visitors are told and a person's review,
 * metadata, replace, history.
 */
export function DocumentEditor({ initial }: { initial: DocumentDetail }) {
  const [detail, setDetail] = useState(initial);
  const doc = detail.document;
  const [form, setForm] = useState(() => draftOf(initial.document));
  const [formRevision, setFormRevision] = useState(initial.document.revision);
  // Each action's outcome shows next to the control that started it, and takes the focus:
  // a refusal at the top of a long page was out of view.
  const [notice, setNotice] = useState<{ ok: boolean; text: string; at: NoticePlace } | null>(null);
  const noticeRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The confirmation replaces the button that asked for it: focus moves to it (and back on "Keep it"), or
  // it would drop to the page body with the button that had it.
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const stepRef = useRef<HTMLButtonElement | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asked.current && !notice) stepRef.current?.focus();
    asked.current = confirming;
  }, [confirming, notice]);
  const [file, setFile] = useState<File | null>(null);

  // A change of revision (ours or a reload) starts the form from the stored values again (set while
  // rendering, React's way to follow a prop, so no effect re-renders after the fact).
  if (doc.revision !== formRevision) {
    setForm(draftOf(doc));
    setFormRevision(doc.revision);
  }

  // While the PDF check runs, ask for the document again until its report is there.
  const pending = doc.check?.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      getDocumentDetail(doc.path).then(
        (d) => setDetail((current) => (d.document.revision >= current.document.revision ? d : current)),
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, doc.path]);

  const run = async (work: () => Promise<DocumentDetail>, done: string, at: NoticePlace = 'step') => {
    setBusy(true);
    setNotice(null);
    try {
      setDetail(await work());
      setNotice({ ok: true, text: done, at });
    } catch (err) {
      setNotice({
        ok: false,
        text: errorText(err, 'That did not work. Reload the page and try again.'),
        at,
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    // A document placed in the storage directly has no year yet: ask for it here, beside the button.
    if (!/^\d{4}$/.test(form.year.trim())) {
      setNotice({ ok: false, text: YEAR_NEEDED, at: 'save' });
      return;
    }
    void run(
      () => updateDocument({ ...form, year: Number(form.year), path: doc.path, revision: formRevision }),
      'Changes saved.',
      'save',
    );
  };
  const replace = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setNotice({ ok: false, text: 'Choose the new file first.', at: 'replace' });
    void run(
      () => replaceDocumentFile(doc.path, doc.revision, file),
      'File replaced at the same address.',
      'replace',
    );
  };
  /** A step of the publishing workflow on this document's record, then the document read again. */
  const scheduleStep = (work: (id: number) => Promise<unknown>, done: string) =>
    void run(async () => {
      await work(doc.recordId!);
      return getDocumentDetail(doc.path);
    }, done);
  const step = ACTIONS[doc.status];
  const label = accessibilityLabel(doc.accessibility);
  const act = () =>
    void run(
      () => changeDocumentStatus(doc.path, doc.revision, step.action),
      `${DOCUMENT_STATUS_LABELS[step.action === 'retire' ? 'retired' : 'published']}.`,
    );

  /** The outcome of the last action, where that action's control is (focused when it appears). */
  const noticeAt = (at: NoticePlace) => (
    <Box role="status" aria-live="polite" data-testid={`document-notice-${at}`}>
      {notice?.at === at && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          severity={notice.ok ? 'success' : 'error'}
          data-testid="document-notice"
        >
          {notice.text}
        </Alert>
      )}
    </Box>
  );

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h1">{doc.title}</Typography>
        <Typography data-testid="document-status">
          <strong>{DOCUMENT_STATUS_LABELS[doc.status]}</strong>. {fileTypeLabel(doc.contentType)},{' '}
          {fileSizeLabel(doc.size)}. Address: {doc.href}. Revision {doc.revision}.
        </Typography>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          <Link href={documentCopyHref(doc.path)} target="_blank" rel="noopener">
            Open the file (your copy, opens in a new tab)
          </Link>
          {doc.status === 'published' && (
            <Link href={doc.href} target="_blank" rel="noopener">
              Open the public address (new tab)
            </Link>
          )}
        </Stack>
      </Stack>

      <Stack spacing={1} component="section" aria-labelledby="step-heading">
        <Typography variant="h2" id="step-heading">
          {step.label}
        </Typography>
        <Typography>{step.says}</Typography>
        {step.action === 'publish' && !label.shown && (
          <Alert severity="warning" role="note" data-testid="publish-warning">
            You can publish it as it is, but visitors will see the ADA notice before it opens (
            {label.label.toLowerCase()}
            ): {label.details.join(' ')}
          </Alert>
        )}
        {step.action === 'retire' && confirming ? (
          <Stack direction="row" spacing={2}>
            <Button ref={confirmRef} variant="contained" color="error" onClick={act} disabled={busy}>
              Yes, retire it
            </Button>
            <Button onClick={() => setConfirming(false)}>Keep it published</Button>
          </Stack>
        ) : (
          <Box>
            <Button
              ref={stepRef}
              variant="contained"
              disabled={busy}
              onClick={() => (step.action === 'retire' ? setConfirming(true) : act())}
            >
              {step.label}
            </Button>
          </Box>
        )}
        {noticeAt('step')}
      </Stack>

      {doc.status === 'draft' && doc.recordId !== null && (
        <ScheduleForm
          inputId="document-schedule-at"
          label="Or publish at (Virginia time)"
          disabled={busy}
          isScheduled={doc.scheduledAt !== null}
          scheduledNote={
            doc.scheduledAt && (
              <Typography data-testid="document-scheduled">
                Scheduled for {virginiaDateTime(doc.scheduledAt)}.
              </Typography>
            )
          }
          onSchedule={(at) =>
            scheduleStep(
              (id) => scheduleContent('document', id, doc.revision, at),
              'Scheduled: it will be published at that time, with nobody signed in.',
            )
          }
          onCancel={() =>
            scheduleStep(
              (id) => cancelSchedule('document', id, doc.revision),
              'The scheduled publish is cancelled.',
            )
          }
        />
      )}

      {doc.check && <AccessibilityReport check={doc.check} />}

      <ManualReview
        doc={doc}
        busy={busy}
        notice={noticeAt('review')}
        onRecord={(what) =>
          void run(() => reviewDocument(doc.path, what), 'Your review is recorded.', 'review')
        }
      />

      <Stack component="form" spacing={2} onSubmit={save} aria-labelledby="details-heading" noValidate>
        <Typography variant="h2" id="details-heading">
          Details
        </Typography>
        <Typography>
          Each save is kept as a revision with your name (see Revisions below).{' '}
          {doc.status === 'published'
            ? 'This document is published, so a save reaches the library and search at once.'
            : 'It reaches the public when you publish the document.'}
        </Typography>
        <DocumentMetadataFields
          value={form}
          onChange={(v) => setForm({ ...form, ...v })}
          idPrefix="doc"
          fieldErrors={notice?.text === YEAR_NEEDED ? { year: 'Four digits, e.g. 2025: required' } : {}}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            Save changes
          </Button>
        </Box>
        {noticeAt('save')}
      </Stack>

      {doc.status !== 'retired' && (
        <Stack component="form" spacing={2} onSubmit={replace} aria-labelledby="replace-heading">
          <Typography variant="h2" id="replace-heading">
            Replace the file
          </Typography>
          <Typography>
            The new file takes the same address, so links people already have keep working. It must be the
            same kind of file ({fileTypeLabel(doc.contentType)}).
            {doc.contentType === 'application/pdf' &&
              ' It is checked again: until the new report passes, visitors see the ADA notice. A recorded review is about the old file, so it is cleared.'}
          </Typography>
          <Box>
            <label htmlFor="replace-file">
              <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                New file
              </Typography>
            </label>
            <input id="replace-file" type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Box>
          <Box>
            <Button type="submit" variant="outlined" disabled={busy}>
              Replace the file
            </Button>
          </Box>
          {noticeAt('replace')}
        </Stack>
      )}

      {doc.recordId !== null && (
        <RevisionsPanel
          // A new revision starts the comparison again on the newest two.
          key={detail.revisions[0]?.number ?? 0}
          kind="document"
          id={doc.recordId}
          revisions={detail.revisions}
          audit={detail.audit}
          busy={busy}
          onRestore={(from) =>
            void run(
              () => changeDocumentStatus(doc.path, doc.revision, 'revert', from),
              `The details of revision ${from} are back${doc.status === 'published' ? ' and published' : ''}.`,
            )
          }
        />
      )}

      <Stack spacing={1} component="section" aria-labelledby="history-heading">
        <Typography variant="h2" id="history-heading">
          File history
        </Typography>
        <Table size="small" sx={STACK_ON_PHONE}>
          <caption>Uploads, replaced files and each step, newest first</caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">When</TableCell>
              <TableCell scope="col">Who</TableCell>
              <TableCell scope="col">What</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {detail.events.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>No editor has changed it: it came with the library.</TableCell>
              </TableRow>
            )}
            {detail.events.map((e, i) => (
              <TableRow key={i} data-testid="history-row">
                <TableCell data-label="When">{virginiaDateTime(e.at)}</TableCell>
                <TableCell data-label="Who">{e.by ?? 'the system'}</TableCell>
                <TableCell data-label="What">
                  <strong>{e.action}</strong>: {e.detail}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Stack>
  );
}
