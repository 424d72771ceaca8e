import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import NextLink from 'next/link';
import { searchHref, type SearchParams } from './searchParams';

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

function ariaLabel(type: ItemType, page: number | null, selected: boolean): string {
  if (type === 'page') return selected ? `Page ${page}, current page` : `Go to page ${page}`;
  if (type === 'next') return 'Go to the next page';
  if (type === 'previous') return 'Go to the previous page';
  if (type === 'first') return 'Go to the first page';
  if (type === 'last') return 'Go to the last page';
  return 'More pages';
}

/** Pages of search results as real links (`…&page=N`): shareable, and the back button returns to them. */
export function SearchPagination({ params, pageCount }: { params: SearchParams; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={Math.min(params.page, pageCount)}
      count={pageCount}
      color="primary"
      aria-label="Pages of results"
      getItemAriaLabel={ariaLabel}
      sx={{ mt: 3 }}
      renderItem={(item) =>
        item.type.endsWith('ellipsis') || item.disabled || item.page === null ? (
          <PaginationItem {...item} />
        ) : (
          <PaginationItem
            component={NextLink}
            href={searchHref({ ...params, page: item.page })}
            shallow
            {...item}
          />
        )
      }
    />
  );
}
