import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/Button';
import field from '@/components/ui/Field.module.css';
import { Icon } from '@/components/ui/Icon';
import layout from '@/components/ui/layout.module.css';
import ui from '@/components/ui/ui.module.css';
import text from '@/styles/type.module.css';
import css from './home.module.css';

/** The four focus areas: their message keys (home.pillars.<key>) and pages. */
const PILLARS = [
  ['vision', '/vision/our-vision'],
  ['needs', '/mid-term-planning/mid-term-needs-and-priorities'],
  ['register', '/long-term-planning/long-term-risk-register'],
  ['actions', '/vision/strategic-actions'],
] as const;

/** GAP-TA's four components (home.gap.<key>). */
const GAP_COMPONENTS = ['growth', 'emerging', 'access', 'rural'] as const;

/** A titled home-page section. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={`${text.h2} ${css.gutter}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The plan's four focus areas, each linking to its page (the whole card is the link). */
export function Pillars() {
  const t = useTranslations('home.pillars');
  return (
    <HomeSection id="pillars" title={t('title')}>
      <div className={layout.quarters}>
        {PILLARS.map(([key, href]) => (
          <div key={href} className={css.card}>
            <NextLink href={href} className={css.cardLink}>
              <h3 className={`${text.h3} ${css.gutter} ${css.cardTitle}`}>{t(`${key}.title`)}</h3>
              <p className={text.small}>{t(`${key}.text`)}</p>
            </NextLink>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}

/** The GAP-TA program block: what it offers and its four components. */
export function GapTaBlock() {
  const t = useTranslations('home.gap');
  return (
    <HomeSection id="gap-ta" title={t('title')}>
      <p className={`${text.body1} ${css.narrow} ${css.mb1}`}>{t('text')}</p>
      <ol className={`${css.narrow} ${css.mb2}`}>
        {GAP_COMPONENTS.map((c) => (
          <li key={c} className={text.body1}>
            {t(c)}
          </li>
        ))}
      </ol>
      <NextLink href="/about/gap-ta" className={`${css.strong} ${css.mr3}`}>
        {t('about')}
      </NextLink>
      <NextLink href="/gap-ta/application" className={css.strong}>
        {t('apply')}
      </NextLink>
    </HomeSection>
  );
}

/**
 * What the plan says about your area: a county or city chosen here opens its profile in the Data Explorer. A plain
 * GET form with a native select, so it works before the page's scripts run (and without them).
 */
export function MyArea({ places }: { places: Array<{ fips: string; name: string }> }) {
  const t = useTranslations('home.myArea');
  return (
    <HomeSection id="my-area" title={t('title')}>
      <p className={`${text.body1} ${css.narrow} ${css.mb1}`}>{t('text')}</p>
      <form action="/interactvtrans/data-explorer" method="get" className={css.myArea}>
        <input type="hidden" name="view" value="jurisdiction" />
        <div className={ui.field}>
          <label htmlFor="my-area-place" className={ui.label}>
            {t('label')}
          </label>
          <div className={`${ui.inputBox} ${field.selectBox}`}>
            <select id="my-area-place" name="place" className={`${ui.input} ${field.select}`} required>
              {places.map((p) => (
                <option key={p.fips} value={p.fips} lang="en">
                  {p.name}
                </option>
              ))}
            </select>
            <Icon name="keyboardArrowDown" className={field.selectIcon} />
          </div>
        </div>
        <Button type="submit">{t('submit')}</Button>
      </form>
    </HomeSection>
  );
}
