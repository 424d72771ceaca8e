import { useLocalizedItems } from '@/components/common/useLabel';
import { OldNav } from '@/components/navigation/OldNav';
import { PhoneMenu } from '@/components/navigation/PhoneMenu';
import { OLD_NAVIGATION } from '@/lib/shared/navigation';
import type { PageMeta } from '@/lib/shared/pageRegistry';
import css from './frame.module.css';
import { Logos } from './Logos';

/** Older layout header: the banner with the logos, plus the blue navigation bar on tool and admin pages. */
export function OlderHeader({ meta }: { meta: PageMeta }) {
  const navigation = useLocalizedItems(OLD_NAVIGATION);
  return (
    <header>
      <div className={css.banner}>
        <div className={`${css.row} ${css.bannerRow}`}>
          <Logos section={meta.section} onDark />
        </div>
      </div>
      {meta.toolBar && (
        // The same menus on every screen: the blue bar on wider screens, the phone menu's drawer below md.
        <div className={css.toolBar}>
          <div className={css.toolBarPhone}>
            <PhoneMenu items={navigation} />
          </div>
          <div className={css.grow}>
            <OldNav items={navigation} />
          </div>
        </div>
      )}
    </header>
  );
}
