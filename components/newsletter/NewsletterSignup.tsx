import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useReducer, type FormEvent } from 'react';
import { subscribe, SUBSCRIBE_DEFAULT_TIMEOUT_MS } from '@/lib/client/newsletter';
import {
  canSubmit,
  INITIAL_SIGNUP_STATE,
  newsletterPromise,
  planSubmit,
  signupReducer,
} from '@/lib/shared/newsletter';

// The result alert (MUI Snackbar and Alert) is loaded when the first one shows, not with every page.
const NewsletterAlert = dynamic(() => import('./NewsletterAlert').then((m) => m.NewsletterAlert), {
  ssr: false,
});
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
  const [state, dispatch] = useReducer(signupReducer, INITIAL_SIGNUP_STATE);
  const sending = state.status === 'sending';

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
    <Box component="section" aria-labelledby={headingId} sx={{ bgcolor: 'background.default', py: 4 }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        Subscribe to VTrans Updates
      </Typography>
      <Typography sx={{ mb: 2 }}>{newsletterPromise()}</Typography>
      {subscribeUrl ? (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ position: 'relative' }}>
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
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {state.formError}
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={sending || !canSubmit(state.values, state.errors)}
            sx={{ mt: 2 }}
          >
            {sending ? 'Subscribing…' : 'Subscribe'}
          </Button>
          {state.alert.message !== '' && (
            <NewsletterAlert alert={state.alert} onClose={() => dispatch({ type: 'hide-alert' })} />
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">
          Signing up for updates is not available right now. Please check back later.
        </Typography>
      )}
    </Box>
  );
}
