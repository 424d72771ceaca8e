import { useState, type FormEvent } from 'react';
import { isoToVirginiaLocal, virginiaDateTime } from '@/lib/shared/dates';
import type { Question, StaffPeriod, StaffPeriodComment } from '@/lib/shared/schemas/commentPeriods';
import { MAX_QUESTIONS } from '@/lib/shared/schemas/commentPeriods/rules';
import table from '@/components/ui/table.module.css';
import text from '@/styles/type.module.css';
import { ThemeSuggestions } from './ThemeSuggestions';

/** A choice the editor offers: a page of the site or a library document that can be a draft. */
export interface DraftChoice {
  value: string;
  label: string;
}

interface EditorProps {
  period: StaffPeriod | null;
  pages: DraftChoice[];
  documents: DraftChoice[];
  languages: DraftChoice[];
  onSaved: () => void;
}

async function send(url: string, method: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.ok) return { ok: true, message: 'Saved.' };
  const err = (await res.json().catch(() => null)) as { error?: { message: string } } | null;
  return { ok: false, message: err?.error?.message ?? `Refused (${res.status}).` };
}

function Status({ status }: { status: { ok: boolean; message: string } | null }) {
  return (
    <p role="status" aria-live="polite" className={text.body1}>
      {status ? (status.ok ? status.message : `Not saved: ${status.message}`) : ''}
    </p>
  );
}

/**
 * Create or edit a period: its title, plain summary, the drafts (a page, a library document, the map), the dates
 * in Virginia time, up to ten questions and the languages of its notice. Saving queues its opening and closing.
 */
export function PeriodEditor({ period, pages, documents, languages, onSaved }: EditorProps) {
  const [questions, setQuestions] = useState<Question[]>(period?.questions ?? []);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const idFor = (p: string) => `${period?.id ?? 'new'}-${p}`;
  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const get = (k: string) => String(f.get(k) ?? '');
    const doc = documents.find((d) => d.value === get('documentPath'));
    const body = {
      title: get('title'),
      ...(period ? {} : get('slug') ? { slug: get('slug') } : {}),
      summary: get('summary'),
      pagePath: get('pagePath') || null,
      documentPath: get('documentPath') || null,
      documentTitle: doc?.label ?? null,
      includesMap: f.get('includesMap') === 'on',
      opensAt: get('opensAt'),
      closesAt: get('closesAt'),
      questions,
      noticeLocales: f.getAll('noticeLocales').map(String),
      status: get('status'),
    };
    const result = await send(
      period ? `/api/admin/comment-periods/${period.id}` : '/api/admin/comment-periods',
      period ? 'PUT' : 'POST',
      body,
    );
    setStatus(result);
    if (result.ok) onSaved();
  }
  const setQuestion = (i: number, q: Question) =>
    setQuestions(questions.map((old, j) => (j === i ? q : old)));
  return (
    <form onSubmit={save} aria-labelledby={idFor('heading')}>
      <h2 id={idFor('heading')} className={text.h2}>
        {period ? `Edit “${period.title}”` : 'New comment period'}
      </h2>
      <p>
        <label htmlFor={idFor('title')}>Title</label>
        <br />
        <input id={idFor('title')} name="title" required defaultValue={period?.title ?? ''} size={60} />
      </p>
      {!period && (
        <p>
          <label htmlFor={idFor('slug')}>Address (optional: made from the title; kept once made)</label>
          <br />
          <input id={idFor('slug')} name="slug" pattern="[a-z0-9][a-z0-9-]*" size={40} />
        </p>
      )}
      <p>
        <label htmlFor={idFor('summary')}>Summary in plain language</label>
        <br />
        <textarea
          id={idFor('summary')}
          name="summary"
          rows={4}
          cols={70}
          defaultValue={period?.summary ?? ''}
        />
      </p>
      <fieldset>
        <legend>The draft (one or more)</legend>
        <label htmlFor={idFor('page')}>A page of the site</label>{' '}
        <select id={idFor('page')} name="pagePath" defaultValue={period?.pagePath ?? ''}>
          <option value="">None</option>
          {pages.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        <br />
        <label htmlFor={idFor('document')}>A library document</label>{' '}
        <select id={idFor('document')} name="documentPath" defaultValue={period?.documentPath ?? ''}>
          <option value="">None</option>
          {documents.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
        <br />
        <label>
          <input type="checkbox" name="includesMap" defaultChecked={period?.includesMap ?? false} /> The map
          (map comments made while it is open belong to the period)
        </label>
      </fieldset>
      <p>
        <label htmlFor={idFor('opens')}>Opens (Virginia time)</label>{' '}
        <input
          id={idFor('opens')}
          type="datetime-local"
          name="opensAt"
          required
          defaultValue={period ? isoToVirginiaLocal(period.opensAt) : ''}
        />{' '}
        <label htmlFor={idFor('closes')}>Closes (Virginia time)</label>{' '}
        <input
          id={idFor('closes')}
          type="datetime-local"
          name="closesAt"
          required
          defaultValue={period ? isoToVirginiaLocal(period.closesAt) : ''}
        />
      </p>
      <fieldset>
        <legend>
          Questions ({questions.length} of at most {MAX_QUESTIONS})
        </legend>
        {questions.map((q, i) => (
          <p key={q.id}>
            <label htmlFor={idFor(`${q.id}-prompt`)}>Question {i + 1}</label>{' '}
            <input
              id={idFor(`${q.id}-prompt`)}
              value={q.prompt}
              size={50}
              onChange={(e) => setQuestion(i, { ...q, prompt: e.target.value })}
            />{' '}
            {q.kind === 'choice' && (
              <>
                <label htmlFor={idFor(`${q.id}-options`)}>Options, one per line</label>{' '}
                <textarea
                  id={idFor(`${q.id}-options`)}
                  rows={3}
                  value={q.options.join('\n')}
                  onChange={(e) => setQuestion(i, { ...q, options: e.target.value.split('\n') })}
                />
              </>
            )}{' '}
            <button type="button" onClick={() => setQuestions(questions.filter((_, j) => j !== i))}>
              Remove question {i + 1}
            </button>
          </p>
        ))}
        {questions.length < MAX_QUESTIONS &&
          (['text', 'choice'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              onClick={() => {
                const used = new Set(questions.map((q) => q.id));
                let n = 1;
                while (used.has(`q${n}`)) n += 1;
                setQuestions([
                  ...questions,
                  kind === 'text'
                    ? { id: `q${n}`, kind, prompt: '' }
                    : { id: `q${n}`, kind, prompt: '', options: ['Yes', 'No'] },
                ]);
              }}
            >
              Add a {kind === 'text' ? 'free-text' : 'choice'} question
            </button>
          ))}
      </fieldset>
      <fieldset>
        <legend>Languages of the notice (English always)</legend>
        {languages.map((l) => (
          <label key={l.value}>
            <input
              type="checkbox"
              name="noticeLocales"
              value={l.value}
              defaultChecked={(period?.noticeLocales ?? ['en']).includes(l.value)}
            />{' '}
            {l.label}{' '}
          </label>
        ))}
      </fieldset>
      <p>
        <label htmlFor={idFor('status')}>Visibility</label>{' '}
        <select id={idFor('status')} name="status" defaultValue={period?.status ?? 'draft'}>
          <option value="draft">Draft: staff only</option>
          <option value="published">Published</option>
        </select>
      </p>
      <button type="submit">{period ? 'Save changes' : 'Create the period'}</button>
      <Status status={status} />
    </form>
  );
}

/** A period's comments as written: approve or hide (with a note), what the public copy hides, the language. */
export function PeriodComments({
  period,
  comments,
  onChanged,
}: {
  period: StaffPeriod;
  comments: StaffPeriodComment[];
  onChanged: () => void;
}) {
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const act = async (id: number, action: 'approve' | 'hide') => {
    const note =
      action === 'hide' ? (window.prompt('Why is it hidden? (kept with the comment)') ?? '') : undefined;
    const result = await send(`/api/admin/comment-periods/${period.id}/comments`, 'POST', {
      id,
      action,
      note,
    });
    setStatus(result);
    if (result.ok) onChanged();
  };
  const question = (id: string) => period.questions.find((q) => q.id === id)?.prompt ?? id;
  return (
    <section aria-labelledby={`comments-${period.id}`}>
      <h2 id={`comments-${period.id}`} className={text.h2}>
        Comments ({comments.length})
      </h2>
      <Status status={status} />
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">On</th>
              <th scope="col">Comment and answers (as written)</th>
              <th scope="col">Language</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {comments.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.id}</th>
                <td>{c.target === 'section' ? `Section: ${c.sectionTitle}` : 'The whole draft'}</td>
                <td>
                  <p>{c.comment}</p>
                  {Object.entries(c.answers).map(([q, a]) => (
                    <p key={q}>
                      {question(q)}: {a}
                    </p>
                  ))}
                  {c.hidesFromPublic.length > 0 && (
                    <p>
                      <strong>Hidden from the public copy:</strong> {c.hidesFromPublic.join(', ')}
                    </p>
                  )}
                  {c.holdReasons.length > 0 && <p>Held: {c.holdReasons.join(', ')}</p>}
                  {c.flagReasons.length > 0 && (
                    <p>
                      Flagged by the public ({c.flagReasons.length}): {c.flagReasons.join(', ')}. Approving
                      clears the flags and keeps it published over new ones.
                    </p>
                  )}
                  {c.hasEmail && <p>Left an email for a receipt (not shown).</p>}
                </td>
                <td>{c.languageName}</td>
                <td>
                  {c.status}
                  {c.staffNote ? ` (${c.staffNote})` : ''}
                </td>
                <td>
                  {c.status !== 'approved' && (
                    <button type="button" onClick={() => void act(c.id, 'approve')}>
                      Approve {c.id}
                    </button>
                  )}{' '}
                  {c.status !== 'hidden' && (
                    <button type="button" onClick={() => void act(c.id, 'hide')}>
                      Hide {c.id}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The "What we heard" texts, publishing after the close, and a theme (name, response, its comments). */
export function PeriodReportEditor({ period, onSaved }: { period: StaffPeriod; onSaved: () => void }) {
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [themeName, setThemeName] = useState('');
  const [themeIds, setThemeIds] = useState('');
  /** A suggested theme (or several merged) fills the form; staff rename it and write the response. */
  const fillFromSuggestion = (name: string, ids: number[]) => {
    setThemeName(name);
    setThemeIds(ids.join(', '));
    document.getElementById(`theme-name-${period.id}`)?.focus();
  };
  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const result = await send(`/api/admin/comment-periods/${period.id}/report`, 'PUT', {
      summary: String(f.get('summary') ?? ''),
      changes: String(f.get('changes') ?? ''),
      publish: f.get('publish') === 'on',
    });
    setStatus(result);
    if (result.ok) onSaved();
  }
  async function addTheme(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const result = await send(`/api/admin/comment-periods/${period.id}/report`, 'POST', {
      name: String(f.get('name') ?? ''),
      response: String(f.get('response') ?? ''),
      commentIds: String(f.get('ids') ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    });
    setStatus(result);
    if (result.ok) {
      setThemeName('');
      setThemeIds('');
      onSaved();
    }
  }
  return (
    <section aria-labelledby={`report-${period.id}`}>
      <h2 id={`report-${period.id}`} className={text.h2}>
        What we heard
      </h2>
      <form onSubmit={save}>
        <p>
          <label htmlFor={`report-summary-${period.id}`}>Staff summary</label>
          <br />
          <textarea
            id={`report-summary-${period.id}`}
            name="summary"
            rows={4}
            cols={70}
            defaultValue={period.reportSummary ?? ''}
          />
        </p>
        <p>
          <label htmlFor={`report-changes-${period.id}`}>What changed in the draft</label>
          <br />
          <textarea
            id={`report-changes-${period.id}`}
            name="changes"
            rows={4}
            cols={70}
            defaultValue={period.reportChanges ?? ''}
          />
        </p>
        <p>
          <label>
            <input type="checkbox" name="publish" defaultChecked={period.reportPublishedAt !== null} />{' '}
            Published (after the close)
          </label>
        </p>
        <button type="submit">Save the report</button>
      </form>
      <ThemeSuggestions periodId={period.id} onUse={fillFromSuggestion} />
      <form onSubmit={addTheme}>
        <h3 className={text.h3}>Add an accepted theme</h3>
        <p>
          <label htmlFor={`theme-name-${period.id}`}>Theme</label>{' '}
          <input
            id={`theme-name-${period.id}`}
            name="name"
            size={40}
            value={themeName}
            onChange={(e) => setThemeName(e.target.value)}
          />{' '}
          <label htmlFor={`theme-ids-${period.id}`}>Comment IDs</label>{' '}
          <input
            id={`theme-ids-${period.id}`}
            name="ids"
            size={30}
            value={themeIds}
            onChange={(e) => setThemeIds(e.target.value)}
          />
        </p>
        <p>
          <label htmlFor={`theme-response-${period.id}`}>Staff response</label>
          <br />
          <textarea id={`theme-response-${period.id}`} name="response" rows={3} cols={70} />
        </p>
        <button type="submit">Add the theme</button>
      </form>
      <Status status={status} />
    </section>
  );
}

/** One line about a period in the staff list. */
export function periodLine(p: StaffPeriod): string {
  const when = `${virginiaDateTime(p.opensAt)} to ${virginiaDateTime(p.closesAt)}`;
  return `${p.status === 'draft' ? 'Draft (staff only)' : p.state}, ${when}`;
}
