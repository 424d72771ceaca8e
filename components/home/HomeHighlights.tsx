import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'use-intl';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n';
import { usDateToIso } from '@/lib/shared/dates';
import type { ByTheNumbers, DidYouKnow, WhatsNewItem } from '@/lib/shared/schemas/highlights';
import type { Update } from '@/lib/shared/schemas/updates';
import layout from '@/components/ui/layout.module.css';
import text from '@/styles/type.module.css';
import { HomeSection } from './HomeSections';
import { updatePath } from '@/lib/shared/routes';
import css from './home.module.css';

interface Props {
  updates: Update[];
  numbers: ByTheNumbers[];
  facts: DidYouKnow[];
  whatsNew: WhatsNewItem[];
}

const dated = (date: string, title: string, href: string | null) => (
  <p className={`${text.body1} ${css.strong}`}>
    <time dateTime={usDateToIso(date)}>{date}</time> ·{' '}
    {href ? <NextLink href={href}>{title}</NextLink> : title}
  </p>
);

/** The home page's data-backed sections: updates, what's new, by the numbers, did you know. */
export function HomeHighlights({ updates, numbers, facts, whatsNew }: Props) {
  const t = useTranslations('home');
  // The items themselves are published in English: marked so (a screen reader reads them in English), and said
  // once above them on a translated page.
  const { locale = DEFAULT_LOCALE } = useRouter();
  // In a right-to-left page, English runs left to right (its full stops and parentheses stay where they belong).
  const english = locale === DEFAULT_LOCALE ? {} : ({ lang: 'en', dir: 'ltr' } as const);
  const translated = locale !== DEFAULT_LOCALE;
  return (
    <>
      {translated && <p className={`${text.small} ${css.inEnglish}`}>{t('inEnglish')}</p>}
      <div className={layout.halves}>
        <div>
          <HomeSection id="latest-updates" title={t('latestUpdates')}>
            <ul className={css.dated} {...english}>
              {updates.map((u) => (
                <li key={u.Key}>
                  {dated(u.Date, u.Title, updatePath(u.Key))}
                  <p className={`${text.small} ${css.intro}`}>{u.Intro}</p>
                </li>
              ))}
            </ul>
            <NextLink href="/get-involved/program-updates">{t('allUpdates')}</NextLink>
          </HomeSection>
        </div>
        <div>
          <HomeSection id="whats-new" title={t('whatsNew')}>
            <ul className={css.dated} {...english}>
              {whatsNew.map((w) => (
                <li key={w.title}>
                  {dated(w.date, w.title, w.href)}
                  <p className={`${text.small} ${css.intro}`}>{w.description}</p>
                </li>
              ))}
            </ul>
          </HomeSection>
        </div>
      </div>
      <HomeSection id="by-the-numbers" title={t('byTheNumbers')}>
        <dl className={css.numbers}>
          {numbers.map((n) => (
            <div key={n.label} className={css.number}>
              <dt className={text.small}>
                <span {...english}>{n.label}</span>
                {n.contextSource ? ` ${t('outsideSource')}` : ''}
              </dt>
              <dd className={`${text.figure} ${css.figure}`}>{n.value}</dd>
            </div>
          ))}
        </dl>
      </HomeSection>
      <HomeSection id="did-you-know" title={t('didYouKnow')}>
        <ul className={`${css.dated} ${css.narrow}`}>
          {facts.map((f) => (
            <li key={f.fact} className={`${text.body1} ${css.mb1}`}>
              <span {...english}>{f.fact}</span>
              {f.source && (
                <span className={`${text.small} ${text.muted}`}> {t('source', { source: f.source })}</span>
              )}
            </li>
          ))}
        </ul>
      </HomeSection>
    </>
  );
}
