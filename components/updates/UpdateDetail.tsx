import NextLink from 'next/link';
import { usDateToIso } from '@/lib/shared/dates';
import type { Update } from '@/lib/shared/schemas/updates';
import { DetailFrame } from '@/components/common/DetailFrame';
import { Markdown } from '@/components/articles/Markdown';
import type { MdTree } from '@/lib/shared/markdown';
import text from '@/styles/type.module.css';
import css from './updates.module.css';

/** What the page shows (built on the server: lib/server/services/updates.ts). */
export interface UpdateDetailData {
  update: Update;
  body: MdTree;
  related: Array<{ href: string; label: string }>;
}

/** One program update (its body is Markdown), or a clear message when the link points to none. */
export function UpdateDetail({ data }: { data: UpdateDetailData | null }) {
  const update = data?.update ?? null;
  return (
    <DetailFrame
      back={{ href: '/get-involved/program-updates', label: 'All VTrans and GAP-TA updates' }}
      title={update?.Title ?? null}
      notFound={{
        heading: 'Update not found',
        text: 'This update link does not match any update. It may have been mistyped.',
      }}
    >
      {data && update && (
        <>
          <p className={`${text.body1} ${css.strong} ${css.mb2}`}>
            <time dateTime={usDateToIso(update.Date)}>{update.Date}</time>
          </p>
          <div className={css.narrow}>
            <Markdown tree={data.body} />
          </div>
          {update.Link && <NextLink href={update.Link.href}>{update.Link.label}</NextLink>}
          {data.related.length > 0 && (
            <nav aria-labelledby="update-related" className={css.related}>
              <h2 id="update-related" className={`${text.panelTitle} ${css.gutter}`}>
                Related pages
              </h2>
              <ul className={css.relatedList}>
                {data.related.map((r) => (
                  <li key={r.href}>
                    <NextLink href={r.href}>{r.label}</NextLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      )}
    </DetailFrame>
  );
}
