import { TAG_BADGE_WIDTH, type NavigationItem } from '@/lib/shared/navigation';
import css from './nav.module.css';

const TEXT = { new: 'New', updated: 'Updated' } as const;

/** The small 'New' / 'Updated' badge shown next to a navigation item; screen readers read it too. */
export function NavTag({ tag }: { tag: NonNullable<NavigationItem['tag']> }) {
  return (
    <span className={css.tag} style={{ width: TAG_BADGE_WIDTH[tag] }}>
      {/* The leading space keeps the label and the tag apart in the accessible name. */}
      {` ${TEXT[tag]}`}
    </span>
  );
}
