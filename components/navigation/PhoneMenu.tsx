import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { NavigationItem } from '@/lib/shared/navigation';
import { MobileMenuButton } from './MobileMenuButton';

// The drawer is loaded when the menu is first opened, not with every page.
const MobileDrawer = dynamic(() => import('./MobileDrawer').then((m) => m.MobileDrawer), { ssr: false });

/** The phone menu of either layout's navigation bar: the menu button (below md) and its drawer. */
export function PhoneMenu({ items }: { items: NavigationItem[] }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <MobileMenuButton
        open={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && <MobileDrawer items={items} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
