import NextLink from 'next/link';
import { virginiaDateTime } from '@/lib/shared/dates';
import {
  COMMENT_PERIODS_FEED,
  periodPath,
  reportPath,
  type PeriodState,
} from '@/lib/shared/schemas/commentPeriods/rules';
import text from '@/styles/type.module.css';

export interface PeriodSummary {
  slug: string;
  title: string;
  summary: string;
  opensAt: string;
  closesAt: string;
  state: PeriodState;
  reportPublishedAt: string | null;
  illustrative: boolean;
}

const HEADINGS: Record<PeriodState, string> = {
  open: 'Open for comment',
  upcoming: 'Coming up',
  closed: 'Closed',
};

/** /get-involved: the periods open now, coming up and closed, each linking to its page (and report). */
export function PeriodList({ periods }: { periods: PeriodSummary[] }) {
  return (
    <>
      {(['open', 'upcoming', 'closed'] as const).map((state) => {
        const list = periods.filter((p) => p.state === state);
        return (
          <section key={state} aria-labelledby={`periods-${state}`}>
            <h2 id={`periods-${state}`} className={text.h2}>
              {HEADINGS[state]}
            </h2>
            {list.length === 0 ? (
              <p className={text.body1}>None at the moment.</p>
            ) : (
              <ul>
                {list.map((p) => (
                  <li key={p.slug}>
                    <p className={text.body1}>
                      <NextLink href={periodPath(p.slug)}>{p.title}</NextLink>
                      {p.illustrative && ' (Illustrative example)'}
                    </p>
                    <p className={text.small}>
                      {state === 'upcoming'
                        ? `Opens ${virginiaDateTime(p.opensAt)}; closes ${virginiaDateTime(p.closesAt)}.`
                        : state === 'open'
                          ? `Closes ${virginiaDateTime(p.closesAt)}.`
                          : `Closed ${virginiaDateTime(p.closesAt)}.`}{' '}
                      {p.reportPublishedAt && <NextLink href={reportPath(p.slug)}>What we heard</NextLink>}
                    </p>
                    <p className={text.body1}>{p.summary}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <p className={text.body1}>
        <a href={COMMENT_PERIODS_FEED}>Follow the comment periods (RSS)</a>
      </p>
    </>
  );
}
