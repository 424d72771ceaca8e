/**
 * Every error code next-auth v4 puts in `?error=` on the sign-in and error pages, in plain words with what to
 * do next (ISSUE: /auth/error explains each one).
 */
export const AUTH_ERRORS: Record<string, { title: string; text: string }> = {
  Verification: {
    title: 'This sign-in link no longer works',
    text: 'Each link works once and for 15 minutes. It may have been used already (some email security scanners open links), or a newer link replaced it. Ask for a new link and use the most recent email.',
  },
  AccessDenied: {
    title: 'This account cannot sign in',
    text: 'The address is not invited, its request is still waiting for an administrator, or the account was deactivated. Ask for access from the sign-in page, or write to the VTrans team if you think this is a mistake.',
  },
  Configuration: {
    title: 'Sign-in is not working on our side',
    text: 'The website is not set up correctly for sign-in right now. Please try again later; if it keeps happening, tell the VTrans team.',
  },
  EmailSignin: {
    title: 'We could not send the sign-in email',
    text: 'The email could not be sent. Check the address and try again in a few minutes.',
  },
  SessionRequired: {
    title: 'Please sign in first',
    text: 'This page is only for signed-in people. Sign in with your work email address.',
  },
  EmailCreateAccount: {
    title: 'Accounts are not created by signing in',
    text: 'An administrator invites people, or you can ask for access from the sign-in page.',
  },
  Callback: {
    title: 'Sign-in did not finish',
    text: 'Something went wrong while finishing the sign-in. Ask for a new link and try again.',
  },
  OAuthSignin: {
    title: 'That sign-in method is not offered',
    text: 'This site signs people in with an emailed link only. Enter your work email address on the sign-in page.',
  },
  OAuthCallback: {
    title: 'That sign-in method is not offered',
    text: 'This site signs people in with an emailed link only. Enter your work email address on the sign-in page.',
  },
  OAuthCreateAccount: {
    title: 'That sign-in method is not offered',
    text: 'This site signs people in with an emailed link only. Enter your work email address on the sign-in page.',
  },
  OAuthAccountNotLinked: {
    title: 'That sign-in method is not offered',
    text: 'This site signs people in with an emailed link only. Enter your work email address on the sign-in page.',
  },
  CredentialsSignin: {
    title: 'That sign-in method is not offered',
    text: 'This site signs people in with an emailed link only. Enter your work email address on the sign-in page.',
  },
  Default: {
    title: 'We could not sign you in',
    text: 'Something went wrong. Ask for a new sign-in link and try again.',
  },
};

/** The explanation for an error code (unknown or missing codes get the general one). */
export function authError(code: unknown): { code: string; title: string; text: string } {
  const key = typeof code === 'string' && Object.hasOwn(AUTH_ERRORS, code) ? code : 'Default';
  return { code: key, ...AUTH_ERRORS[key] };
}
