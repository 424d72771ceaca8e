import NextLink from 'next/link';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import type { BestBet } from '@/lib/shared/schemas/search';
import text from '@/styles/type.module.css';
import css from './search.module.css';

/** Hand-picked pages for the query, pinned above the results in a highlighted 'Recommended' box. */
export function BestBets({ bets, lang }: { bets: readonly BestBet[]; lang?: string }) {
  const t = useTranslations('search');
  const headingId = useId();
  if (bets.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={css.bets}>
      <h2 id={headingId} className={`${text.cardTitle} ${css.mb1}`}>
        {t('recommended')}
      </h2>
      <ul className={css.betList} lang={lang}>
        {bets.map((bet) => (
          <li key={bet.url}>
            <h3 className={text.itemTitle}>
              {bet.url.startsWith('/') && !bet.url.startsWith('//') ? (
                <NextLink href={bet.url}>{bet.title}</NextLink>
              ) : (
                <a href={bet.url}>{bet.title}</a>
              )}
            </h3>
            <p className={text.small}>{bet.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
