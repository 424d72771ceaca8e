import dynamic from 'next/dynamic';
import { useId, useReducer, useRef, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { subscribe, SUBSCRIBE_DEFAULT_TIMEOUT_MS } from '@/lib/client/newsletter';
import {
  canSubmit,
  INITIAL_SIGNUP_STATE,
  promiseNumbers,
  signupMessageKey,
  planSubmit,
  signupReducer,
} from '@/lib/shared/schemas/newsletter/rules';

// The result alert is loaded when the first one shows, not with every page.
const NewsletterAlert = dynamic(() => import('./NewsletterAlert').then((m) => m.NewsletterAlert), {
  ssr: false,
});
import css from '@/components/layout/frame.module.css';
import { Button } from '@/components/ui/Button';
import text from '@/styles/type.module.css';
import { NewsletterFields } from './NewsletterFields';

interface Props {
  /** The provider's subscribe URL (…/subscribe/post?u=…&id=…), or null when signup is off. */
  subscribeUrl: string | null;
  /** How long to wait for the provider before showing a timeout message. */
  timeoutMs?: number;
}

/** The 'Subscribe to VTrans Updates' block: mailing-list signup by JSONP to the provider (SPEC §3–§5, §7). */
export function NewsletterSignup({ subscribeUrl, timeoutMs = SUBSCRIBE_DEFAULT_TIMEOUT_MS }: Props) {
  const headingId = useId();
  const t = useTranslations('frame.newsletter');
  const locale = useLocale();
  const [state, dispatch] = useReducer(signupReducer, INITIAL_SIGNUP_STATE);
  const sending = state.status === 'sending';
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = `${headingId}-hint`;
  // Subscribe is disabled while a field is empty or shows an error (SPEC §5), as `aria-disabled`, not the
  // `disabled` attribute: a disabled button leaves the tab order, so a keyboard user would pass it with no reason
  // given, and one that becomes disabled while it has focus (a field's error shows as Tab leaves it for Subscribe)
  // drops the focus to the page. It stays in the tab order, says why it is off, and pressing it shows each
  // field's message (planSubmit). Focus is never moved for the person: that made a keyboard trap (issue 53).
  const blocked = !sending && !canSubmit(state.values, state.errors);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!subscribeUrl || sending) return;
    const plan = planSubmit(state);
    if (plan === 'blocked') return;
    if (plan === 'invalid') {
      dispatch({ type: 'submit-invalid' });
      return;
    }
    dispatch({ type: 'sending' });
    try {
      const reply = await subscribe(subscribeUrl, state.values, { timeoutMs });
      dispatch(
        reply.result === 'success'
          ? { type: 'success', msg: reply.msg }
          : { type: 'failure', msg: reply.msg },
      );
    } catch (err) {
      dispatch({ type: 'failure', msg: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <section aria-labelledby={headingId} className={css.newsletter}>
      <h2 id={headingId} className={`${text.h2} ${css.newsletterHeading}`}>
        {t('heading')}
      </h2>
      <p className={css.newsletterPromise}>{t('promise', promiseNumbers(locale))}</p>
      {subscribeUrl ? (
        <form ref={formRef} noValidate onSubmit={handleSubmit} className={css.newsletterForm}>
          <NewsletterFields
            values={state.values}
            errors={state.errors}
            honeypot={state.honeypot}
            disabled={sending}
            onChange={(field, value) => dispatch({ type: 'change', field, value })}
            onBlur={(field) => dispatch({ type: 'blur', field })}
            onHoneypotChange={(value) => dispatch({ type: 'honeypot', value })}
          />
          {state.formError && (
            <p role="alert" className={css.formError}>
              {t(signupMessageKey(state.formError))}
            </p>
          )}
          <Button
            type="submit"
            disabled={sending}
            aria-disabled={blocked || undefined}
            aria-describedby={blocked ? hintId : undefined}
            className={css.submit}
          >
            {sending ? t('subscribing') : t('subscribe')}
          </Button>
          {blocked && (
            <p id={hintId} className={`${text.small} ${css.submitHint}`}>
              {t('hint')}
            </p>
          )}
          {state.alert.message !== '' && (
            <NewsletterAlert
              alert={state.alert}
              onClose={() => {
                // Focus on the alert as it goes would fall to the page body: it returns to the form.
                const inAlert = formRef.current
                  ?.querySelector('[role="alert"], [role="status"]')
                  ?.contains(document.activeElement);
                dispatch({ type: 'hide-alert' });
                if (inAlert) formRef.current?.querySelector<HTMLInputElement>('input[name]')?.focus();
              }}
            />
          )}
        </form>
      ) : (
        <p className={`${text.body1} ${text.muted}`}>{t('off')}</p>
      )}
    </section>
  );
}
