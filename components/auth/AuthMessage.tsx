import css from '@/components/layout/frame.module.css';
import { ButtonLink } from '@/components/ui/Button';
import { STAFF_AREA } from '@/lib/shared/routes';
import text from '@/styles/type.module.css';

interface Props {
  heading: string;
  children: React.ReactNode;
  action?: { href: string; label: string };
}

/** A short message page of the sign-in flow (and the notices guarded routes show), without MUI. */
export function AuthMessage({ heading, children, action }: Props) {
  return (
    <div className={css.notice}>
      <h1 className={text.h1}>{heading}</h1>
      <div className={text.body1}>{children}</div>
      {action && <ButtonLink href={action.href}>{action.label}</ButtonLink>}
    </div>
  );
}

/** A sign-in address that brings the person back to `callbackUrl` (a path on this site) afterwards. */
export function signInHref(callbackUrl: string | null): string {
  return callbackUrl ? `/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/auth/signin';
}

/** The unauthenticated notice (SPEC §2 /auth/unauthenticated): guarded pages send visitors here. */
export function UnauthenticatedNotice({ callbackUrl = null }: { callbackUrl?: string | null }) {
  return (
    <AuthMessage heading="Please sign in" action={{ href: signInHref(callbackUrl), label: 'Go to sign-in' }}>
      The VTrans staff area is for local-government staff who apply for GAP-TA or send spatial data to OIPI,
      and for the OIPI staff who review them and edit the site. Sign in with your work email address to
      continue
      {callbackUrl ? '; you will come back to the page you asked for.' : '.'}
    </AuthMessage>
  );
}

/** The 403 notice _app shows when a signed-in person lacks the page's role. */
export function ForbiddenNotice() {
  return (
    <AuthMessage
      heading="You do not have access to this page"
      action={{ href: STAFF_AREA, label: 'Go to the staff area' }}
    >
      You are signed in, but your account does not have the role this page needs. If you should have it, ask
      an administrator of the VTrans website to change your role.
    </AuthMessage>
  );
}
