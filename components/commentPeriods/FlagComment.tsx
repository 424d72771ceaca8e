import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { flagPeriodComment } from '@/lib/client/commentPeriods';
import { errorText } from '@/lib/client/request';
import { FLAG_REASONS, type FlagReason } from '@/lib/shared/schemas/comments/rules';
import text from '@/styles/type.module.css';
import css from './periods.module.css';

/**
 * "Flag this comment" under a published period comment: a disclosure with the reasons and a button. It needs
 * scripts (the flag needs the visitor cookie the site issues first), so it appears once they run; the page is the
 * same for everyone (the page cache), so what this visitor did is said only here, after sending.
 */
const noop = () => () => {};

export function FlagComment({ slug, id }: { slug: string; id: number }) {
  const t = useTranslations('periods.flag');
  // Scripts run: the server's copy and the first render have no control (it needs them).
  const ready = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);
  if (!ready) return null;
  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '') as FlagReason;
    if (!FLAG_REASONS.includes(reason)) return;
    setBusy(true);
    try {
      await flagPeriodComment(slug, id, reason);
      setAnswer(t('thanks'));
    } catch (err) {
      setAnswer(t('failed', { reason: errorText(err, t('offline')) }));
    } finally {
      setBusy(false);
    }
  }
  if (answer && answer === t('thanks'))
    return (
      <p ref={answerRef} tabIndex={-1} role="status" className={text.small}>
        {answer}
      </p>
    );
  return (
    <details className={css.flag}>
      <summary className={text.small}>{t('open')}</summary>
      <form onSubmit={send} className={css.flagForm}>
        <fieldset>
          <legend className={text.small}>{t('why')}</legend>
          {FLAG_REASONS.map((r, i) => (
            <label key={r} className={`${text.small} ${css.choice}`}>
              <input type="radio" name="reason" value={r} required defaultChecked={i === 0} />
              {t(`reasons.${r}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={busy} className={`${text.ui} ${css.submit}`}>
          {t('send')}
        </button>
        {answer && (
          <p ref={answerRef} tabIndex={-1} role="status" className={text.small}>
            {answer}
          </p>
        )}
      </form>
    </details>
  );
}
