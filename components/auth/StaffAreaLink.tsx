import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { hasStaffSession } from '@/lib/client/staffSession';
import { STAFF_AREA } from '@/lib/shared/routes';

/**
 * "Staff area" in the header for a person signed in to it, so they can go back from the public site. Shown after
 * the page loads, never rendered on the server: the public page's HTML is shared by everyone (lib/client/staffSession).
 */
export function StaffAreaLink({ className }: { className?: string }) {
  const [staff, setStaff] = useState(false);
  useEffect(() => {
    let live = true;
    void hasStaffSession().then((yes) => live && setStaff(yes));
    return () => {
      live = false;
    };
  }, []);
  if (!staff) return null;
  return (
    <NextLink href={STAFF_AREA} prefetch={false} locale={false} className={className}>
      Staff area
    </NextLink>
  );
}
