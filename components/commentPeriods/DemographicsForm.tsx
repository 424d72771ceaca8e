import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { errorText } from '@/lib/client/request';
import { saveDemographics } from '@/lib/client/commentPeriods';
import {
  AGE_BANDS,
  DISABILITY_ANSWERS,
  HOME_LANGUAGES,
  yourAnswersPath,
} from '@/lib/shared/schemas/commentPeriods/rules';
import text from '@/styles/type.module.css';
import css from './periods.module.css';

/** The outcome of saving: saved, or refused with the server's sentence. */
export type DemographicsAnswer = { ok: true } | { ok: false; message: string };

interface Props {
  slug: string;
  /** The key of the comment just sent (the thank-you answer's). */
  token: string;
  /** The server's answer to the plain POST (before scripts). */
  answer: DemographicsAnswer | null;
}

/**
 * The optional questions about the person, after their comment is sent: why they are asked, that each is
 * optional and reported only as counts, and the link that deletes the answers later. A plain POST form to the
 * period's page (it works before scripts), enhanced to send JSON once scripts run.
 */
export function DemographicsForm({ slug, token, answer: first }: Props) {
  const t = useTranslations('periods.demographics');
  const [answer, setAnswer] = useState<DemographicsAnswer | null>(first);
  const [busy, setBusy] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);
  const sent = useRef(first !== null);
  useEffect(() => {
    if (sent.current && answer) answerRef.current?.focus();
  }, [answer]);
  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const get = (k: string) => String(form.get(k) ?? '');
    setBusy(true);
    sent.current = true;
    try {
      await saveDemographics(slug, {
        token,
        ageBand: get('ageBand'),
        zip: get('zip'),
        homeLanguage: get('homeLanguage'),
        disability: get('disability'),
      });
      setAnswer({ ok: true });
    } catch (err) {
      setAnswer({ ok: false, message: errorText(err, t('offline')) });
    } finally {
      setBusy(false);
    }
  }
  const select = (name: string, label: string, values: readonly string[], group: string) => (
    <div>
      <label className={text.body1} htmlFor={`demographics-${name}`}>
        {label}
      </label>
      <select id={`demographics-${name}`} name={name} defaultValue="">
        <option value="">{t('noAnswer')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${group}.${v}`)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      method="post"
      action="#demographics"
      id="demographics"
      aria-labelledby="demographics-heading"
      onSubmit={send}
      noValidate
      className={css.form}
    >
      <h3 id="demographics-heading" className={text.h3}>
        {t('heading')}
      </h3>
      <p className={text.body1}>{t('why')}</p>
      <div
        ref={answerRef}
        tabIndex={-1}
        role="status"
        className={css.answer}
        data-ok={answer ? String(answer.ok) : undefined}
      >
        {answer && (
          <p className={text.body1}>{answer.ok ? t('saved') : t('notSaved', { reason: answer.message })}</p>
        )}
      </div>
      <input type="hidden" name="form" value="demographics" />
      <input type="hidden" name="token" value={token} />
      {select('ageBand', t('age'), AGE_BANDS, 'ageBands')}
      <div>
        <label className={text.body1} htmlFor="demographics-zip">
          {t('zip')}
        </label>
        <input
          id="demographics-zip"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{5}"
          maxLength={5}
        />
      </div>
      {select('homeLanguage', t('homeLanguage'), HOME_LANGUAGES, 'languages')}
      {select('disability', t('disability'), DISABILITY_ANSWERS, 'disabilityAnswers')}
      <button type="submit" disabled={busy} className={`${text.ui} ${css.submit}`}>
        {t('save')}
      </button>
      <p className={text.small}>
        <a href={yourAnswersPath(slug, token)}>{t('deleteLink')}</a>
      </p>
    </form>
  );
}
