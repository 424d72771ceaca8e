import { Alert } from '@/components/ui/Alert';
import { ButtonLink } from '@/components/ui/Button';
import { virginiaDateTime, virginiaDay } from '@/lib/shared/dates';
import { GAP_TA_APPLICATIONS } from '@/lib/shared/routes';
import type { Cycle } from '@/lib/shared/schemas/gapTaApplications';
import text from '@/styles/type.module.css';
import css from './CyclePanel.module.css';

export interface CycleState {
  open: Cycle | null;
  next: Cycle | null;
  last: Cycle | null;
}

/** Where the application cycle stands, on /gap-ta/application: open until when, or when the next opens. */
export function CyclePanel({ open, next, last }: CycleState) {
  return (
    <section aria-labelledby="cycle-heading" className={css.panel}>
      <h2 id="cycle-heading" className={text.panelTitle}>
        {open ? 'Applications are open' : 'Applications are closed'}
      </h2>
      {open ? (
        <div className={css.stack}>
          <p className={text.body1}>
            <strong>{open.title}</strong>: applications accepted from {virginiaDay(open.opensAt)} until{' '}
            <strong>{virginiaDateTime(open.closesAt)}</strong>. {open.decisionsExpected}
          </p>
          {open.illustrative && (
            <Alert severity="info">
              This window is illustrative: its dates were set when this copy of the site was first started,
              not by OIPI.
            </Alert>
          )}
          <p className={text.body1}>Components offered in this cycle:</p>
          <ol className={css.components}>
            {open.components.map((c) => (
              <li key={c.number} value={c.number}>
                {c.title}
              </li>
            ))}
          </ol>
          <div>
            <ButtonLink href={GAP_TA_APPLICATIONS} variant="contained">
              Start or continue an application
            </ButtonLink>
          </div>
          <p className={text.small}>
            You sign in with a link sent to your work email. If you have no account yet, ask for access on the
            sign-in page, naming your county or city; OIPI approves it.
          </p>
        </div>
      ) : (
        <p className={`${text.body1} ${css.closed}`}>
          {next
            ? `The next cycle, ${next.title}, opens ${virginiaDateTime(next.opensAt)} and runs until ${virginiaDateTime(next.closesAt)}.`
            : 'The next cycle is expected to open in September, as in past years; the date is announced here and in VTrans Updates.'}
          {last ? ` The last cycle, ${last.title}, closed ${virginiaDateTime(last.closesAt)}.` : ''}
        </p>
      )}
    </section>
  );
}
