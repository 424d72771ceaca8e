import { DatasetCatalog } from '@/components/catalog/DatasetCatalog';
import { ArticlePage } from '@/components/articles/ArticlePage';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page, type FrameProps } from '@/lib/server/pageProps';
import { searchCatalog } from '@/lib/server/services/catalog';
import { CatalogQuery, type CatalogResult } from '@/lib/shared/schemas/catalog';
import { schemaOrgDatasets } from '@/lib/shared/dcat';

interface Props {
  result: CatalogResult;
  query: CatalogQuery;
}

/** JSON-LD is a data block, not a script the browser runs, so the nonce CSP does not apply; `<` is escaped. */
const jsonLd = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Every Map Explorer layer and Data Explorer table: search, facets, fields, downloads and API addresses. */
function AvailableDatasets({ article, copy, result, query, site }: Props & FrameProps) {
  return (
    <ArticlePage article={article} copy={copy}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(schemaOrgDatasets(result.datasets, site.siteUrl)) }}
      />
      <DatasetCatalog result={result} query={query} siteUrl={site.siteUrl} />
    </ArticlePage>
  );
}

const PATH = '/interactvtrans/available-datasets';

export const getServerSideProps = page<Props>(PATH, async (ctx) => {
  const query = parsePageQuery(CatalogQuery, ctx.query, { back: { href: PATH, label: 'See every dataset' } });
  return { props: { result: await searchCatalog(query), query } };
});

export default AvailableDatasets;
