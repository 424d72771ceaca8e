import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ConfirmStep } from '@/components/common/ConfirmStep';
import { useSubmit } from '@/components/common/useSubmit';
import { pdfHref, saveApplication, submitApplication, uploadApplicationFile } from '@/lib/client/gapTa';
import { virginiaDateTime } from '@/lib/shared/dates';
import { LETTER_MAX_MB } from '@/lib/shared/schemas/gapTaApplications/rules';
import type { Application, SaveApplicationInput } from '@/lib/shared/schemas/gapTaApplications';
import { FormMessage } from '@/components/common/FormMessage';
import { SectionList } from './SectionList';
import { StudyAreaEditor, type LocalityOption } from './StudyAreaEditor';
import { WordCountField } from './WordCountField';

type Fields = Required<Omit<SaveApplicationInput, 'answers'>> & { answers: Record<string, string> };

const fieldsOf = (a: Application): Fields => ({
  agencyName: a.agencyName,
  contactName: a.contactName,
  contactTitle: a.contactTitle,
  contactEmail: a.contactEmail,
  contactPhone: a.contactPhone,
  title: a.title,
  priorAssistance: a.priorAssistance,
  answers: Object.fromEntries(a.component.questions.map((q) => [q.key, a.answers[q.key] ?? ''])),
});

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" spacing={2} id={`section-${id}`} aria-labelledby={`section-${id}-heading`}>
      <Typography variant="h2" id={`section-${id}-heading`}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The application form: save and continue later (nothing is lost between sittings), every section's
 * completeness, live word counts, the study area, the letter of support, and sending while the window is open.
 */
export function ApplicationForm({
  initial,
  localities,
  onSent,
}: {
  initial: Application;
  localities: LocalityOption[];
  onSent: (a: Application) => void;
}) {
  const [app, setApp] = useState(initial);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial));
  const [dirty, setDirty] = useState(false);
  const [letter, setLetter] = useState<File | null>(null);
  const saving = useSubmit();
  const letterUpload = useSubmit();
  const sending = useSubmit();
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setDirty(true);
  };
  const setAnswer = (key: string, value: string) => {
    setFields((f) => ({ ...f, answers: { ...f.answers, [key]: value } }));
    setDirty(true);
  };
  // Sending cannot be undone: it asks first (ConfirmStep), and on "Not yet" the focus returns to the button.
  const [confirmingSend, setConfirmingSend] = useState(false);
  const sendRef = useRef<HTMLButtonElement>(null);
  const send = () =>
    sending.run(async () => {
      try {
        if (dirty) {
          setApp(await saveApplication(app.id, fields));
          setDirty(false);
        }
        onSent(await submitApplication(app.id));
      } finally {
        setConfirmingSend(false);
      }
    }, 'The application could not be sent. Try again.');
  const save = () =>
    saving.run(async () => {
      const saved = await saveApplication(app.id, fields);
      setApp(saved);
      setDirty(false);
      return `Saved ${virginiaDateTime(saved.updatedAt)}. You can close this page and continue later.`;
    }, 'Your answers could not be saved. Keep this page open and try again.');
  const question = (key: string) => app.component.questions.find((q) => q.key === key)!;
  const others = app.component.questions.filter((q) => !['outcomes', 'scope'].includes(q.key));
  const text = (key: keyof Omit<Fields, 'answers' | 'priorAssistance'>, label: string, extra = {}) => (
    <TextField
      id={`field-${key}`}
      label={label}
      value={fields[key]}
      onChange={(e) => set(key, e.target.value)}
      fullWidth
      {...extra}
    />
  );
  // The outcome of a save shows (and takes the focus) beside the button pressed, in its section: one message
  // below the last section sent the focus past the sections in between.
  const [savedFrom, setSavedFrom] = useState<string | null>(null);
  const saveButton = (place: string) => (
    <>
      <div>
        <Button
          variant="contained"
          onClick={() => {
            setSavedFrom(place);
            void save();
          }}
          disabled={saving.busy}
        >
          Save and continue later
        </Button>
      </div>
      {savedFrom === place && <FormMessage message={saving.message} />}
    </>
  );

  return (
    <Stack spacing={4}>
      <Typography>
        Component {app.component.number}: <strong>{app.component.title}</strong>. {app.cycleTitle}. Everyone
        on your county’s or city’s account can work on this draft; it is saved when you press “Save and
        continue later”, and the study area and letter are saved as you set them.
      </Typography>
      <SectionList sections={app.sections} />
      <Section id="contact" title="Agency and contact">
        {text('agencyName', 'Applying agency', { required: true })}
        {text('contactName', 'Contact person', { required: true, autoComplete: 'name' })}
        {text('contactTitle', 'Contact’s job title (optional)', { autoComplete: 'organization-title' })}
        {text('contactEmail', 'Contact’s email', { required: true, type: 'email', autoComplete: 'email' })}
        {text('contactPhone', 'Contact’s phone', { required: true, type: 'tel', autoComplete: 'tel' })}
      </Section>
      <Section id="project" title="The request">
        {text('title', 'Short title of the study', {
          required: true,
          helperText: 'For example: Main Street multimodal plan.',
        })}
        <FormControl>
          <FormLabel id="prior-label">Has your locality had GAP-TA assistance before?</FormLabel>
          <RadioGroup
            row
            aria-labelledby="prior-label"
            value={fields.priorAssistance ?? ''}
            onChange={(e) => set('priorAssistance', e.target.value as 'yes' | 'no')}
          >
            <FormControlLabel value="no" control={<Radio />} label="No" />
            <FormControlLabel value="yes" control={<Radio />} label="Yes" />
          </RadioGroup>
        </FormControl>
        {others.map((q) => (
          <WordCountField
            key={q.key}
            id={`answer-${q.key}`}
            label={q.label}
            help={q.help}
            limit={q.wordLimit}
            value={fields.answers[q.key] ?? ''}
            onChange={(v) => setAnswer(q.key, v)}
          />
        ))}
        {saveButton('project')}
      </Section>
      {(['outcomes', 'scope'] as const).map((key) => (
        <Section key={key} id={key} title={question(key).label}>
          <WordCountField
            id={`answer-${key}`}
            label={question(key).label}
            help={question(key).help}
            limit={question(key).wordLimit}
            value={fields.answers[key] ?? ''}
            onChange={(v) => setAnswer(key, v)}
          />
          {saveButton(key)}
        </Section>
      ))}
      <Section id="study-area" title="Study area">
        <StudyAreaEditor app={app} localities={localities} onSaved={setApp} />
      </Section>
      <Section id="letter" title="Letter of support">
        <Typography id="letter-help">
          A signed letter from your chief administrative officer or governing body, as a PDF of at most{' '}
          {LETTER_MAX_MB} MB. It is kept privately with the application.
        </Typography>
        {app.letter && <Typography>Uploaded: {app.letter.fileName}.</Typography>}
        <label htmlFor="letter-file">Letter of support (PDF)</label>
        <input
          id="letter-file"
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby="letter-help"
          onChange={(e) => setLetter(e.target.files?.[0] ?? null)}
        />
        <div>
          <Button
            variant="outlined"
            disabled={letterUpload.busy || !letter}
            onClick={() =>
              letterUpload.run(async () => {
                setApp(await uploadApplicationFile(app.id, 'letter', letter!));
                return `Letter saved: ${letter!.name}.`;
              }, 'The letter could not be uploaded. Try again.')
            }
          >
            Upload the letter
          </Button>
        </div>
        <FormMessage message={letterUpload.message} />
      </Section>
      <Section id="send" title="Send the application">
        <Typography>
          Send it when every section is complete; after that it can no longer be changed. You will get a
          tracking number and an email receipt with a PDF copy of your answers. Before sending you can{' '}
          <Link href={pdfHref(app.id)}>download a PDF copy of the draft</Link>.
        </Typography>
        {dirty && <Typography>You have changes that are not saved yet: sending saves them first.</Typography>}
        {confirmingSend ? (
          <ConfirmStep
            confirmLabel="Yes, send it to OIPI"
            cancelLabel="Not yet"
            busy={sending.busy}
            onConfirm={send}
            onCancel={() => {
              setConfirmingSend(false);
              requestAnimationFrame(() => sendRef.current?.focus());
            }}
          >
            Send “{fields.title || 'this application'}” to OIPI now? After sending, it can no longer be
            changed.
            {dirty ? ' Your unsaved changes are saved first.' : ''}
          </ConfirmStep>
        ) : (
          <div>
            <Button
              ref={sendRef}
              variant="contained"
              disabled={sending.busy}
              onClick={() => setConfirmingSend(true)}
            >
              Send the application to OIPI
            </Button>
          </div>
        )}
        <FormMessage message={sending.message} />
      </Section>
    </Stack>
  );
}
