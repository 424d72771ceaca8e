import { useState, type FormEvent } from 'react';
import type { DraftSection, Question } from '@/lib/shared/schemas/commentPeriods';
import text from '@/styles/type.module.css';

export interface FormAnswer {
  ok: boolean;
  message: string;
}

interface Props {
  slug: string;
  sections: DraftSection[];
  questions: Question[];
  /** The server's answer to the plain POST (before scripts). */
  answer: FormAnswer | null;
  values: Record<string, string>;
}

/**
 * The comment form of an open period: a plain POST form to the period's page (it works before scripts and the
 * server answers it), enhanced once scripts run to send JSON and say the answer in place. Labels on every
 * field, the answer in a live region that takes focus, the personal-information warning before sending.
 */
export function PeriodCommentForm({ slug, sections, questions, answer: first, values }: Props) {
  const [answer, setAnswer] = useState<FormAnswer | null>(first);
  const [busy, setBusy] = useState(false);
  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const get = (k: string) => String(form.get(k) ?? '');
    const answers = Object.fromEntries(questions.map((q) => [q.id, get(q.id)]).filter(([, v]) => v));
    setBusy(true);
    try {
      const res = await fetch(`/api/comment-periods/${encodeURIComponent(slug)}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          target: get('target'),
          section: get('target') === 'section' ? get('section') : '',
          comment: get('comment'),
          answers,
          email: get('email'),
          website: get('website'),
        }),
      });
      const body = (await res.json()) as { status?: string; error?: { message: string } };
      setAnswer(
        res.ok
          ? { ok: true, message: thanks(body.status) }
          : { ok: false, message: body.error?.message ?? 'The comment could not be sent.' },
      );
      if (res.ok) (e.target as HTMLFormElement).reset();
    } catch {
      setAnswer({
        ok: false,
        message: 'The comment could not be sent: check your connection and try again.',
      });
    } finally {
      setBusy(false);
      document.getElementById('comment-answer')?.focus();
    }
  }
  return (
    <form method="post" action={`#comment-form`} id="comment-form" onSubmit={send} noValidate>
      <h2 className={text.h2}>Comment on the draft</h2>
      <div id="comment-answer" tabIndex={-1} role="status" aria-live="polite">
        {answer && <p className={text.body1}>{answer.ok ? answer.message : `Not sent: ${answer.message}`}</p>}
      </div>
      <fieldset>
        <legend className={text.body1}>What is your comment about?</legend>
        <label className={text.body1}>
          <input type="radio" name="target" value="draft" defaultChecked={values.target !== 'section'} /> The
          draft as a whole
        </label>
        {sections.length > 0 && (
          <>
            <br />
            <label className={text.body1}>
              <input
                type="radio"
                name="target"
                value="section"
                defaultChecked={values.target === 'section'}
              />{' '}
              One section:
            </label>{' '}
            <label className={text.body1} htmlFor="comment-section">
              Section
            </label>{' '}
            <select id="comment-section" name="section" defaultValue={values.section ?? ''}>
              <option value="">Choose a section</option>
              {sections.map((s) => (
                <option key={s.anchor} value={s.anchor}>
                  {s.title}
                </option>
              ))}
            </select>
          </>
        )}
      </fieldset>
      <p>
        <label className={text.body1} htmlFor="comment-text">
          Your comment (any language)
        </label>
        <br />
        <textarea
          id="comment-text"
          name="comment"
          rows={6}
          maxLength={4000}
          defaultValue={values.comment ?? ''}
          aria-describedby="comment-help"
          style={{ width: '100%' }}
        />
        <span id="comment-help" className={text.small}>
          Please do not include personal information: email addresses, phone numbers and street addresses are
          hidden from the published comment. A reviewer reads every comment before it is published.
        </span>
      </p>
      {questions.map((q) =>
        q.kind === 'choice' ? (
          <fieldset key={q.id}>
            <legend className={text.body1}>{q.prompt}</legend>
            {q.options.map((o) => (
              <label key={o} className={text.body1}>
                <input type="radio" name={q.id} value={o} defaultChecked={values[q.id] === o} /> {o}{' '}
              </label>
            ))}
          </fieldset>
        ) : (
          <p key={q.id}>
            <label className={text.body1} htmlFor={`answer-${q.id}`}>
              {q.prompt}
            </label>
            <br />
            <textarea
              id={`answer-${q.id}`}
              name={q.id}
              rows={3}
              maxLength={2000}
              defaultValue={values[q.id] ?? ''}
              style={{ width: '100%' }}
            />
          </p>
        ),
      )}
      <p>
        <label className={text.body1} htmlFor="comment-email">
          Your email (optional, for a receipt; never published)
        </label>
        <br />
        <input
          id="comment-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email ?? ''}
        />
      </p>
      <p hidden>
        <label htmlFor="comment-website">Leave this empty</label>
        <input id="comment-website" name="website" tabIndex={-1} autoComplete="off" />
      </p>
      <button type="submit" disabled={busy}>
        Send comment
      </button>
    </form>
  );
}

export const thanks = (status: string | undefined) =>
  status === 'approved'
    ? 'Thank you. Your comment is published.'
    : 'Thank you. Your comment will be published once a reviewer has read it.';
