import { useRef } from 'react';
import { useTranslations } from 'use-intl';
import { useLabel, useLocalizedItems } from '@/components/common/useLabel';
import { StaffAreaLink } from '@/components/auth/StaffAreaLink';
import { LanguageChoice } from '@/components/common/LanguageChoice';
import { DesktopNav } from '@/components/navigation/DesktopNav';
import { PhoneMenu } from '@/components/navigation/PhoneMenu';
import { SecondaryLinks } from '@/components/navigation/SecondaryLinks';
import { SearchBox } from '@/components/search/SearchBox';
import { ADMINISTERED_BY, HEADER_LINKS } from '@/lib/shared/constants';
import { MAIN_NAVIGATION } from '@/lib/shared/navigation';
import type { PageMeta } from '@/lib/shared/pageRegistry';
import type { SiteConfig } from '@/lib/shared/site';
import text from '@/styles/type.module.css';
import css from './frame.module.css';
import { Logos } from './Logos';
import { useFixedAfterScroll } from './useFixedAfterScroll';

/** Redesigned header: administered-by line and links, logos, search, language, sticky navigation. */
export function Header({ meta, site }: { meta: PageMeta; site: SiteConfig }) {
  const banner = useRef<HTMLDivElement>(null);
  const fixed = useFixedAfterScroll(banner);
  const t = useTranslations('frame');
  const label = useLabel();
  const navigation = useLocalizedItems(MAIN_NAVIGATION);
  return (
    <header>
      <div ref={banner}>
        <div className={css.topStrip}>
          <div className={`${css.row} ${css.topStripRow}`}>
            <p className={text.small}>
              {t('administeredBy')}{' '}
              <a href={ADMINISTERED_BY.link.href} target="_blank" rel="noopener noreferrer">
                {t('oipi')}
              </a>
              .
            </p>
            <ul aria-label={t('relatedSites')} className={css.inlineList}>
              {HEADER_LINKS.map((l) => (
                <li key={l.href} className={text.small}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {label(l.label)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={`${css.row} ${css.brandRow}`}>
          <Logos section={meta.section} />
          <div className={css.headerTools}>
            <SecondaryLinks />
            <StaffAreaLink className={css.staffAreaLink} />
            <div className={css.searchAndLanguage}>
              <SearchBox />
              <LanguageChoice languages={site.languages} translateScriptUrl={site.translateScriptUrl} />
            </div>
          </div>
        </div>
      </div>
      {fixed && <div className={css.barSpacer} />}
      <div data-fixed={fixed} className={css.navBar}>
        <div className={`${css.row} ${css.navBarRow}`}>
          <PhoneMenu items={navigation} />
          <DesktopNav items={navigation} />
        </div>
      </div>
    </header>
  );
}
