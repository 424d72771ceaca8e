import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { postPeriodComment } from '@/lib/client/commentPeriods';
import { ApiError } from '@/lib/client/request';
import type { DraftSection, Question } from '@/lib/shared/schemas/commentPeriods';
import { DemographicsForm, type DemographicsAnswer } from './DemographicsForm';
import text from '@/styles/type.module.css';
import { periodPath as periodPathOf } from '@/lib/shared/schemas/commentPeriods/rules';
import css from './periods.module.css';

/**
 * The outcome of a sending: published or waiting for a reviewer (with the key to the optional questions about
 * the person), or refused with the server's sentence. `given` is the thank-you kept while those are answered.
 */
export type FormAnswer =
  | { ok: true; status: 'approved' | 'pending' | 'given'; token: string | null }
  | { ok: false; message: string };

interface Props {
  slug: string;
  sections: DraftSection[];
  questions: Question[];
  /** The server's answer to the plain POST (before scripts). */
  answer: FormAnswer | null;
  /** What was typed, given back when the server refused it. */
  values: Record<string, string>;
  /** The server's answer to the optional questions about the person sent before scripts. */
  demographics?: DemographicsAnswer | null;
}

/**
 * The comment form of an open period: a plain POST form to the period's page (it works before scripts and the
 * server answers it), enhanced once scripts run to send JSON and say the answer in place. Every field labelled,
 * the answer in a status region that takes focus, the personal-information warning before sending.
 */
export function PeriodCommentForm({
  slug,
  sections,
  questions,
  answer: first,
  values,
  demographics = null,
}: Props) {
  const t = useTranslations('periods.form');
  const [answer, setAnswer] = useState<FormAnswer | null>(first);
  const [busy, setBusy] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);
  const sent = useRef(first !== null);
  // The answer takes focus once it is on the screen (the region is hidden while empty), so it is read at once;
  // after a server answer (before scripts) too.
  // "Write another comment" brings the form back with focus in it (never on the page's body).
  const again = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sent.current && answer) answerRef.current?.focus();
    if (again.current && !answer) {
      again.current = false;
      formRef.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    }
  }, [answer]);
  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    const get = (k: string) => String(form.get(k) ?? '');
    const answers = Object.fromEntries(questions.map((q) => [q.id, get(q.id)]).filter(([, v]) => v));
    setBusy(true);
    sent.current = true;
    try {
      const body = await postPeriodComment(slug, {
        target: get('target') === 'section' ? 'section' : 'draft',
        section: get('target') === 'section' ? get('section') : '',
        comment: get('comment'),
        answers,
        email: get('email'),
        website: get('website'),
        locale: document.documentElement.lang.slice(0, 2),
      });
      setAnswer({
        ok: true,
        status: body.status === 'approved' ? 'approved' : 'pending',
        token: body.demographicsToken ?? null,
      });
      formElement.reset();
    } catch (err) {
      // The server's sentence (in the page's language) when it gave one; no connection: say so in the page's words.
      setAnswer({
        ok: false,
        message: err instanceof ApiError && err.status !== 0 && err.detail ? err.detail : t('offline'),
      });
    } finally {
      setBusy(false);
    }
  }
  if (answer?.ok)
    // Sent: the thanks (it takes focus), then the optional questions about the person, then another comment.
    return (
      <section id="comment-form" aria-labelledby="comment-form-heading" className={css.form}>
        <h2 id="comment-form-heading" className={text.h2}>
          {t('heading')}
        </h2>
        <div id="comment-answer" ref={answerRef} tabIndex={-1} role="status" className={css.answer}>
          {answer.status !== 'given' && (
            <p className={text.body1}>{t(answer.status === 'approved' ? 'thanksApproved' : 'thanksHeld')}</p>
          )}
        </div>
        {answer.token && <DemographicsForm slug={slug} token={answer.token} answer={demographics} />}
        <p className={text.body1}>
          <a
            href={`${periodPathOf(slug)}#comment-form`}
            onClick={(e) => {
              e.preventDefault();
              sent.current = false;
              again.current = true;
              setAnswer(null);
            }}
          >
            {t('another')}
          </a>
        </p>
      </section>
    );
  return (
    <form
      method="post"
      action="#comment-form"
      id="comment-form"
      ref={formRef}
      aria-labelledby="comment-form-heading"
      onSubmit={send}
      noValidate
      className={css.form}
    >
      <h2 id="comment-form-heading" className={text.h2}>
        {t('heading')}
      </h2>
      <div
        id="comment-answer"
        ref={answerRef}
        tabIndex={-1}
        role="status"
        className={css.answer}
        data-ok={answer ? String(answer.ok) : undefined}
      >
        {answer && <p className={text.body1}>{t('notSent', { reason: answer.message })}</p>}
      </div>
      <fieldset>
        <legend className={text.body1}>{t('about')}</legend>
        <label className={`${text.body1} ${css.choice}`}>
          <input type="radio" name="target" value="draft" defaultChecked={values.target !== 'section'} />
          {t('whole')}
        </label>
        {sections.length > 0 && (
          <>
            <label className={`${text.body1} ${css.choice}`}>
              <input
                type="radio"
                name="target"
                value="section"
                defaultChecked={values.target === 'section'}
              />
              {t('section')}
            </label>
            <label className={text.body1} htmlFor="comment-section">
              {t('sectionLabel')}
            </label>
            <select
              id="comment-section"
              name="section"
              defaultValue={values.section ?? ''}
              onChange={(e) => {
                // Choosing a section means commenting on it.
                const radio = e.currentTarget.form?.querySelector<HTMLInputElement>('input[value="section"]');
                if (radio && e.currentTarget.value) radio.checked = true;
              }}
            >
              <option value="">{t('chooseSection')}</option>
              {sections.map((s) => (
                <option key={s.anchor} value={s.anchor}>
                  {s.title}
                </option>
              ))}
            </select>
          </>
        )}
      </fieldset>
      <div>
        <label className={text.body1} htmlFor="comment-text">
          {t('comment')}
        </label>
        <textarea
          id="comment-text"
          name="comment"
          rows={6}
          maxLength={4000}
          defaultValue={values.comment ?? ''}
          aria-describedby="comment-help"
        />
        <p id="comment-help" className={text.small}>
          {t('help')}
        </p>
      </div>
      {questions.map((q) =>
        q.kind === 'choice' ? (
          <fieldset key={q.id}>
            <legend className={text.body1}>{q.prompt}</legend>
            {q.options.map((o) => (
              <label key={o} className={`${text.body1} ${css.choice}`}>
                <input type="radio" name={q.id} value={o} defaultChecked={values[q.id] === o} />
                {o}
              </label>
            ))}
          </fieldset>
        ) : (
          <div key={q.id}>
            <label className={text.body1} htmlFor={`answer-${q.id}`}>
              {q.prompt}
            </label>
            <textarea
              id={`answer-${q.id}`}
              name={q.id}
              rows={3}
              maxLength={2000}
              defaultValue={values[q.id] ?? ''}
            />
          </div>
        ),
      )}
      <div>
        <label className={text.body1} htmlFor="comment-email">
          {t('email')}
        </label>
        <input
          id="comment-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email ?? ''}
        />
      </div>
      <p hidden>
        <label htmlFor="comment-website">{t('honeypot')}</label>
        <input id="comment-website" name="website" tabIndex={-1} autoComplete="off" />
      </p>
      <button type="submit" disabled={busy} className={`${text.ui} ${css.submit}`}>
        {t('send')}
      </button>
    </form>
  );
}
