import { usDateToIso } from '@/lib/shared/dates';
import type { SurveyMilestone } from '@/lib/shared/schemas/planRecords';
import text from '@/styles/type.module.css';
import css from './plan.module.css';

/** The survey's milestones as an ordered timeline. */
export function SurveyTimeline({ milestones }: { milestones: SurveyMilestone[] }) {
  return (
    <section aria-labelledby="timeline-heading" className={css.section}>
      <h2 id="timeline-heading" className={`${text.h2} ${css.gutter}`}>
        Survey timeline
      </h2>
      <ol className={css.timeline}>
        {milestones.map((m) => (
          <li key={m.title} className={css.milestone}>
            <p className={`${text.body1} ${css.strong}`}>
              <time dateTime={usDateToIso(m.date)}>{m.date}</time> · {m.title}
            </p>
            <p className={text.small}>{m.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
