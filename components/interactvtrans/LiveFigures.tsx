import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import type { Statistic } from '@/lib/shared/schemas/interactvtrans';
import layout from '@/components/ui/layout.module.css';
import text from '@/styles/type.module.css';
import css from './interact.module.css';

/** InteractVTrans figures as a grid of cards (the live counts and the published figures, from the statistics API). */
export function LiveFigures({ stats, headingId }: { stats: Statistic[]; headingId: string }) {
  return (
    <ul aria-labelledby={headingId} className={`${layout.quarters} ${css.figures}`}>
      {stats.map((s) => (
        <li key={s.key} className={`${css.panel} ${css.figure}`}>
          <p className={text.figure}>{s.value}</p>
          <p className={`${text.body1} ${css.strong}`}>{s.label}</p>
          <p className={`${text.small} ${css.mt1}`}>{s.description}</p>
          {s.illustrative && (
            <div className={css.mt1}>
              <IllustrativeChip label="Includes illustrative data" />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
