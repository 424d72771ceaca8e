import { useState } from 'react';
import css from '@/components/layout/frame.module.css';
import { Alert } from '@/components/ui/Alert';
import { Button, ButtonLink } from '@/components/ui/Button';
import { errorText } from '@/lib/client/request';
import text from '@/styles/type.module.css';
import { followNewsletterLink, type NewsletterLinkResult } from '@/lib/client/newsletter';

interface Props {
  action: 'confirm' | 'unsubscribe';
  /** The token from the emailed link, or null when the address has none. */
  token: string | null;
  heading: string;
  intro: string;
  buttonLabel: string;
  done: (result: NewsletterLinkResult) => string;
}

const NO_TOKEN =
  'This address is missing the code from the email. Open the link in the email again, or copy the whole address into the browser.';

/**
 * The page behind a confirm or unsubscribe link: one button that does what the email promised. A button, not the
 * page load itself, so a mail scanner that opens every link cannot subscribe or unsubscribe anybody.
 */
export function NewsletterLinkAction({ action, token, heading, intro, buttonLabel, done }: Props) {
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'error'; text: string }
  >(token ? { kind: 'idle' } : { kind: 'error', text: NO_TOKEN });

  async function go() {
    if (!token) return;
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', text: done(await followNewsletterLink(action, token)) });
    } catch (err) {
      setState({ kind: 'error', text: errorText(err, 'The link could not be used. Please try again.') });
    }
  }

  return (
    <div className={css.notice}>
      <h1 className={text.h1}>{heading}</h1>
      {state.kind === 'done' ? (
        <Alert severity="success" role="status">
          {state.text}
        </Alert>
      ) : (
        <>
          <p>{intro}</p>
          {token && (
            <Button onClick={go} disabled={state.kind === 'busy'}>
              {state.kind === 'busy' ? 'Working…' : buttonLabel}
            </Button>
          )}
          {state.kind === 'error' && (
            <Alert severity="error" role="alert">
              {state.text}
            </Alert>
          )}
        </>
      )}
      <ButtonLink href="/" variant="text">
        Go to the VTrans home page
      </ButtonLink>
    </div>
  );
}
