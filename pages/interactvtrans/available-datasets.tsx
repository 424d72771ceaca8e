import { DatasetCatalog } from '@/components/catalog/DatasetCatalog';
import { ArticlePage } from '@/components/articles/ArticlePage';
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
export default function AvailableDatasets({ article, copy, result, query, site }: Props & FrameProps) {
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

export const getServerSideProps = page<Props>('/interactvtrans/available-datasets', async (ctx) => {
  const parsed = CatalogQuery.safeParse(ctx.query);
  const query = parsed.success ? parsed.data : {};
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as CatalogQuery;
  return { props: { result: await searchCatalog(clean), query: clean } };
});
