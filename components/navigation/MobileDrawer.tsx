import NextLink from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Alert } from '@/components/ui/Alert';
import { Icon } from '@/components/ui/Icon';
import { ModalDialog } from '@/components/ui/ModalDialog';
import type { NavigationItem } from '@/lib/shared/navigation';
import { ROUTES } from '@/lib/shared/routes';
import text from '@/styles/type.module.css';
import { MobileNavList } from './MobileNavList';
import css from './nav.module.css';

export { MobileMenuButton } from './MobileMenuButton';

/**
 * What each tool marked desktopOnly offers on a phone (both Explorers now have a phone layout): the notice says
 * the tool is best on a larger screen and what works on a phone, never that the page is not supported.
 */
const PHONE_NOTES: Record<string, 'phoneMapExplorer' | 'phoneDataExplorer'> = {
  [ROUTES.mapExplorer]: 'phoneMapExplorer',
  [ROUTES.dataExplorer]: 'phoneDataExplorer',
};

/** The mobile navigation drawer: drill-in submenus, a 'Main Menu' back control, larger-screen notices. */
export function MobileDrawer({
  items,
  open,
  onClose,
}: {
  items: NavigationItem[];
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('frame.nav');
  const [group, setGroup] = useState<NavigationItem | null>(null);
  const [cameFrom, setCameFrom] = useState<string | null>(null);
  // The desktop-only item tapped: its notice (best on a larger screen, what works on a phone) and the way on.
  const [warning, setWarning] = useState<NavigationItem | null>(null);
  const onward = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    if (warning) onward.current?.focus();
  }, [warning]);

  const openGroup = (next: NavigationItem) => {
    setGroup(next);
    setWarning(null);
  };
  // From any depth, back returns to the top level (the spec names only 'Main Menu'); focus returns to
  // the top-level entry the visitor drilled into first.
  const backToMain = () => {
    setGroup(null);
    setWarning(null);
  };
  const close = () => {
    setGroup(null);
    setCameFrom(null);
    setWarning(null);
    onClose();
  };

  return (
    <ModalDialog open={open} onClose={close} aria-label={t('siteNavigation')} className={css.drawer}>
      <nav aria-label={t('main')}>
        <div className={css.drawerTop}>
          {group ? (
            <button key={group.label} type="button" className={css.drawerBack} onClick={backToMain} autoFocus>
              <Icon name="arrowBack" />
              {t('mainMenu')}
            </button>
          ) : (
            <p className={css.drawerTitle}>{t('menu')}</p>
          )}
          <button type="button" aria-label={t('closeMenu')} onClick={close} className={css.drawerClose}>
            <Icon name="close" />
          </button>
        </div>
        {group && <h2 className={`${text.itemTitle} ${css.drawerHeading}`}>{group.label}</h2>}
        {warning && (
          <Alert severity="info" role="alert" className={css.drawerWarning}>
            {t('largerScreen', { label: warning.label })}
            {PHONE_NOTES[warning.href!] && <> {t(PHONE_NOTES[warning.href!])}</>}{' '}
            <NextLink href={warning.href!} prefetch={false} onClick={close} ref={onward}>
              {t('openTool', { label: warning.label })}
            </NextLink>
          </Alert>
        )}
        <MobileNavList
          key={group?.label ?? 'main'}
          items={group ? (group.groupItems ?? []) : items}
          focusLabel={group ? null : cameFrom}
          onOpenGroup={(next) => {
            if (!group) setCameFrom(next.label);
            openGroup(next);
          }}
          onDesktopOnly={setWarning}
          onNavigate={close}
        />
      </nav>
    </ModalDialog>
  );
}
