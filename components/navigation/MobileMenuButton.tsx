import { useTranslations } from 'use-intl';
import { Icon } from '@/components/ui/Icon';
import css from './nav.module.css';

/** The hamburger button that opens the mobile drawer; shown only below the md breakpoint. */
export function MobileMenuButton({ onClick, open }: { onClick: () => void; open?: boolean }) {
  const t = useTranslations('frame.nav');
  return (
    <button
      type="button"
      aria-label={t('openMenu')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onClick}
      className={css.menuButton}
    >
      <Icon name="menu" />
    </button>
  );
}
