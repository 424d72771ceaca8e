import NextLink from 'next/link';
import { Chip } from '@/components/ui/Chip';
import { usDateToIso } from '@/lib/shared/dates';
import { PROGRAM_LABELS } from '@/lib/shared/paging';
import { updatePath } from '@/lib/shared/routes';
import type { Update } from '@/lib/shared/schemas/updates';
import common from '@/components/common/common.module.css';
import text from '@/styles/type.module.css';
import css from './updates.module.css';

/** One update in the list: date, program, title linking to the update, and its intro. */
export function UpdateCard({ update }: { update: Update }) {
  return (
    <li className={common.result}>
      <div className={css.dateRow}>
        <span className={css.strong}>
          <time dateTime={usDateToIso(update.Date)}>{update.Date}</time>
        </span>
        <Chip tone={update.Program === 'gap-ta' ? 'secondary' : 'primary'}>
          {PROGRAM_LABELS[update.Program]}
        </Chip>
      </div>
      <h3 className={`${text.cardTitle} ${css.cardTitle}`}>
        <NextLink href={updatePath(update.Key)}>{update.Title}</NextLink>
      </h3>
      <p className={`${text.body1} ${css.narrow}`}>{update.Intro}</p>
    </li>
  );
}
