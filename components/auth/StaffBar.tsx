import NextLink from 'next/link';
import { useEffect } from 'react';
import css from '@/components/layout/frame.module.css';
import { rememberStaffSession } from '@/lib/client/staffSession';
import { STAFF_AREA } from '@/lib/shared/routes';
import type { StaffAccount } from '@/lib/shared/schemas/people';
import { SignOutButton } from './SignOutButton';

/**
 * Above every page that needs a session (the staff area): who is signed in, for which organisation, and a
 * visible Sign out.
 */
export function StaffBar({ account }: { account: StaffAccount }) {
  // The public pages' header then offers the way back here (components/auth/StaffAreaLink).
  useEffect(rememberStaffSession, []);
  return (
    <section aria-label="Your account" className={css.staffBar} data-testid="staff-bar">
      <p>
        Signed in as <strong>{account.email}</strong>
        {account.organization ? ` (${account.organization})` : ' (OIPI)'} ·{' '}
        <NextLink href={STAFF_AREA}>Staff area</NextLink>
      </p>
      <SignOutButton variant="outlined" />
    </section>
  );
}
