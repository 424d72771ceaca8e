import css from '@/components/layout/frame.module.css';
import type { StaffAccount } from '@/lib/shared/schemas/people';
import { SignOutButton } from './SignOutButton';

/**
 * Above every page that needs a session (the staff area): who is signed in, for which organisation, and a
 * visible Sign out.
 */
export function StaffBar({ account }: { account: StaffAccount }) {
  return (
    <section aria-label="Your account" className={css.staffBar} data-testid="staff-bar">
      <p>
        Signed in as <strong>{account.email}</strong>
        {account.organization ? ` (${account.organization})` : ' (OIPI)'}
      </p>
      <SignOutButton variant="outlined" />
    </section>
  );
}
