import NextLink from 'next/link';
import { useId } from 'react';
import type { BestBet } from '@/lib/shared/schemas/search';
import text from '@/styles/type.module.css';
import css from './search.module.css';

/** Hand-picked pages for the query, pinned above the results in a highlighted 'Recommended' box. */
export function BestBets({ bets }: { bets: readonly BestBet[] }) {
  const headingId = useId();
  if (bets.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={css.bets}>
      <h2 id={headingId} className={`${text.cardTitle} ${css.mb1}`}>
        Recommended
      </h2>
      <ul className={css.betList}>
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
