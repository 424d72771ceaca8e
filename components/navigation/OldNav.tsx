import type { NavigationItem } from '@/lib/shared/navigation';
import { DesktopNav } from './DesktopNav';

/** The older layout's blue navigation bar: the same menus and keyboard behaviour as the redesign bar. */
export function OldNav({ items }: { items: NavigationItem[] }) {
  return <DesktopNav items={items} variant="older" />;
}
