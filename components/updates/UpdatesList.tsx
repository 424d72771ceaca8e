import NextLink from 'next/link';
import common from '@/components/common/common.module.css';
import { toggleChipClass } from '@/components/ui/Chip';
import { Icon } from '@/components/ui/Icon';
import text from '@/styles/type.module.css';
import { PROGRAM_LABELS, type UpdateProgram, type UpdatesPage } from '@/lib/shared/paging';
import { updatesListPath } from '@/lib/shared/routes';
import { UpdateCard } from './UpdateCard';
import { LinkPagination } from '@/components/common/LinkPagination';
import css from './updates.module.css';

const PROGRAMS: Array<UpdateProgram | null> = [null, 'vtrans', 'gap-ta'];

function ProgramFilter({ program }: { program: UpdateProgram | null }) {
  return (
    <nav aria-label="Filter updates by program" className={css.programs}>
      {PROGRAMS.map((p) => (
        <NextLink
          key={p ?? 'all'}
          href={updatesListPath(1, p)}
          className={toggleChipClass(p === program)}
          aria-current={p === program ? 'page' : undefined}
        >
          {p ? PROGRAM_LABELS[p] : 'All programs'}
        </NextLink>
      ))}
    </nav>
  );
}

/** The program updates, newest first, ten a page, with a program filter and a link to the RSS feed. */
export function UpdatesList(props: UpdatesPage) {
  const feed = (
    <a href="/updates.xml" className={css.feed}>
      <Icon name="rssFeed" className={css.icon} />
      RSS feed of all updates
    </a>
  );
  const { updates, page, pageCount, total, program } = props;
  const from = (page - 1) * 10 + 1;
  return (
    <section aria-labelledby="updates-heading">
      <h2 id="updates-heading" className={`${text.h2} ${css.mb2}`}>
        {program ? `${PROGRAM_LABELS[program]} updates` : 'All updates'}
      </h2>
      <ProgramFilter program={program} />
      <div className={css.summary}>
        <p className={text.body1} aria-live="polite">
          {total === 0 ? 'No updates yet.' : `Showing ${from}–${from + updates.length - 1} of ${total}`}
        </p>
        {feed}
      </div>
      <ul className={common.results}>
        {updates.map((u) => (
          <UpdateCard key={u.Key} update={u} />
        ))}
      </ul>
      <LinkPagination
        page={page}
        pageCount={pageCount}
        label="Pages of updates"
        href={(n) => updatesListPath(n, program)}
      />
    </section>
  );
}
