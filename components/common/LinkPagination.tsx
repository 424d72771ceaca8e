import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import NextLink from 'next/link';

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

function ariaLabel(type: ItemType, page: number | null, selected: boolean): string {
  if (type === 'page') return selected ? `Page ${page}, current page` : `Go to page ${page}`;
  if (type === 'next') return 'Go to the next page';
  if (type === 'previous') return 'Go to the previous page';
  if (type === 'first') return 'Go to the first page';
  if (type === 'last') return 'Go to the last page';
  return 'More pages';
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

/** Numbered pages as real links; nothing when there is only one page. */
export function LinkPagination({ page, pageCount, label, href, shallow = false }: Props) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={Math.min(page, pageCount)}
      count={pageCount}
      color="primary"
      aria-label={label}
      getItemAriaLabel={ariaLabel}
      sx={{ mt: 3 }}
      renderItem={(item) =>
        // Ellipses and disabled arrows are not links; everything else navigates to its page.
        item.type.endsWith('ellipsis') || item.disabled || item.page === null ? (
          <PaginationItem {...item} />
        ) : (
          <PaginationItem component={NextLink} href={href(item.page)} shallow={shallow} {...item} />
        )
      }
    />
  );
}
