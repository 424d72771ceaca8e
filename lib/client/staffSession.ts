/**
 * The way back to the staff area from public pages. Public pages are the same for everyone (a shared cache keeps them), so they cannot render a signed-in
 * person's way back to the staff area. Staff pages leave a hint in this browser instead; a public page that
 * finds it asks the session once and then shows "Staff area". No hint, no request: visitors pay nothing.
 */
const STAFF_HINT = 'vtrans-staff-session';

/** Marks this browser as having a staff session (staff pages call it). */
export function rememberStaffSession(): void {
  try {
    localStorage.setItem(STAFF_HINT, '1');
  } catch {
    // Storage refused (private mode): the public pages simply show no staff link.
  }
}

/** Forgets the hint (sign-out, or a session that has ended). */
export function forgetStaffSession(): void {
  try {
    localStorage.removeItem(STAFF_HINT);
  } catch {
    // As above.
  }
}

/** Whether this browser has a staff session: false without the hint, else the session's answer. */
export async function hasStaffSession(): Promise<boolean> {
  try {
    if (localStorage.getItem(STAFF_HINT) !== '1') return false;
    const res = await fetch('/api/auth/session', { headers: { Accept: 'application/json' } });
    const session = (await res.json()) as { user?: { email?: string } } | null;
    if (session?.user?.email) return true;
  } catch {
    return false;
  }
  forgetStaffSession();
  return false;
}
