import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import layout from '@/components/ui/layout.module.css';
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
