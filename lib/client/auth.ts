import type { AccessRequestInput } from '@/lib/shared/schemas/people';
import { ApiError, request } from './request';
import { forgetStaffSession } from './staffSession';

export const SIGN_IN_FAILURE = 'Your sign-in link could not be sent';
export const SIGN_OUT_FAILURE = 'You could not be signed out';
export const ACCESS_REQUEST_FAILURE = 'Your request could not be sent';

async function csrfToken(): Promise<string> {
  const res = await fetch('/api/auth/csrf', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new ApiError(SIGN_IN_FAILURE, res.status, null);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** POSTs a form to one of next-auth's routes (it checks its CSRF token) and returns where it would redirect. */
async function postAuthForm(path: string, fields: Record<string, string>, failure: string): Promise<string> {
  let res: Response;
  try {
    const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' });
    res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(failure, 0, err instanceof Error ? err.message : null);
  }
  const data = (await res.json().catch(() => null)) as { url?: string; error?: { message: string } } | null;
  if (!res.ok || !data?.url) throw new ApiError(failure, res.status, data?.error?.message ?? null);
  return data.url;
}

/** Asks for a magic link; resolves with the error code next-auth reported, or null when the email is on its way. */
export async function requestSignInLink(email: string, callbackUrl: string): Promise<string | null> {
  const url = await postAuthForm('/api/auth/signin/email', { email, callbackUrl }, SIGN_IN_FAILURE);
  return new URL(url, window.location.origin).searchParams.get('error');
}

/** Ends the session (next-auth clears its cookie). */
export async function signOut(): Promise<void> {
  await postAuthForm('/api/auth/signout', { callbackUrl: '/auth/signout' }, SIGN_OUT_FAILURE);
  forgetStaffSession();
}

/** Asks an administrator for access (POST /api/access-requests). */
export const requestAccess = (input: AccessRequestInput) =>
  request<{ message: string }>('/api/access-requests', ACCESS_REQUEST_FAILURE, {
    method: 'POST',
    body: input,
  });
