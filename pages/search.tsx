import Typography from '@mui/material/Typography';
import { page } from '@/lib/server/pages';

/** Search results arrive with the search issue; the page already answers with the query it was given. */
export default function SearchPage({ search }: { search: string }) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Search
      </Typography>
      <Typography>
        {search
          ? `Search across web pages, documents and data for “${search}” is being set up.`
          : 'Type words in the search box above and press Enter to search web pages, documents and data.'}
      </Typography>
    </>
  );
}

export const getServerSideProps = page<{ search: string }>('/search', async (ctx) => {
  const raw = ctx.query.search;
  return { props: { search: typeof raw === 'string' ? raw.slice(0, 200) : '' } };
});
