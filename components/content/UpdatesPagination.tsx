import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import NextLink from 'next/link';
import { updatesHref, type UpdateProgram } from '@/lib/shared/paging';

interface Props {
  page: number;
  pageCount: number;
  program: UpdateProgram | null;
}

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

function ariaLabel(type: ItemType, page: number | null, selected: boolean): string {
  if (type === 'page') return selected ? `Page ${page}, current page` : `Go to page ${page}`;
  if (type === 'next') return 'Go to the next page';
  if (type === 'previous') return 'Go to the previous page';
  if (type === 'first') return 'Go to the first page';
  if (type === 'last') return 'Go to the last page';
  return 'More pages';
}

/** Numbered pages of the updates list as real links (they work without JavaScript and can be shared). */
export function UpdatesPagination({ page, pageCount, program }: Props) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      count={pageCount}
      color="primary"
      aria-label="Pages of updates"
      getItemAriaLabel={ariaLabel}
      sx={{ mt: 3 }}
      renderItem={(item) =>
        // Ellipses and disabled arrows are not links; everything else navigates to its page.
        item.type.endsWith('ellipsis') || item.disabled || item.page === null ? (
          <PaginationItem {...item} />
        ) : (
          <PaginationItem component={NextLink} href={updatesHref(item.page, program)} {...item} />
        )
      }
    />
  );
}
