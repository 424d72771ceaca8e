import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { Icon } from '@/components/ui/Icon';
import css from './common.module.css';

type Item = number | 'previous' | 'next' | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/**
 * The items MUI's Pagination shows (its usePagination with one boundary and one sibling page): the first and
 * last page, the current one with its neighbours, ellipses for the gaps, and previous/next.
 */
export function paginationItems(page: number, count: number): Item[] {
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), count - boundary - 1);
  return [
    'previous',
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? (['start-ellipsis'] as const)
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (['end-ellipsis'] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
    'next',
  ];
}

interface Props {
  page: number;
  pageCount: number;
  /** Accessible name of the pagination, e.g. 'Pages of updates'. */
  label: string;
  /** The address of a page (shareable; works without JavaScript). */
  href: (page: number) => string;
  /** Client-side navigation without re-running getServerSideProps. */
  shallow?: boolean;
}

/** Numbered pages as real links, named in the page's language; nothing when there is only one page. */
export function LinkPagination({ page: asked, pageCount, label, href, shallow = false }: Props) {
  const t = useTranslations('frame.pagination');
  if (pageCount <= 1) return null;
  const page = Math.min(asked, pageCount);
  const arrow = (item: 'previous' | 'next') => {
    const target = item === 'next' ? page + 1 : page - 1;
    const name = t(item);
    const icon = <Icon name={item === 'next' ? 'chevronRight' : 'chevronLeft'} className={css.pageIcon} />;
    // A disabled arrow is no link (as in MUI's Pagination).
    return target < 1 || target > pageCount ? (
      <button type="button" className={css.pageItem} aria-label={name} disabled>
        {icon}
      </button>
    ) : (
      <NextLink href={href(target)} shallow={shallow} className={css.pageItem} aria-label={name}>
        {icon}
      </NextLink>
    );
  };
  return (
    <nav aria-label={label} className={css.pagination}>
      <ul>
        {paginationItems(page, pageCount).map((item) => (
          <li key={item}>
            {item === 'previous' || item === 'next' ? (
              arrow(item)
            ) : typeof item === 'string' ? (
              <div className={css.pageItem}>…</div>
            ) : (
              <NextLink
                href={href(item)}
                shallow={shallow}
                className={css.pageItem}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t(item === page ? 'current' : 'page', { page: item })}
              >
                {item}
              </NextLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
