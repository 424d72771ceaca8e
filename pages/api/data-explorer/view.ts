import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { dataViewCsv, buildDataView } from '@/lib/server/services/dataExplorer';
import { DataViewQuery } from '@/lib/shared/schemas/dataExplorer';

/**
 * GET /api/data-explorer/view: one Data Explorer view (the same choices as the page's address) as JSON, or with
 * `format=csv` the CSV of exactly its tables (`table=<id>` for one of them). A value not in the data → 400.
 */
export default apiHandler(
  {
    GET: async (req, res) => {
      const query = parseQuery(DataViewQuery, req);
      const view = await buildDataView(query);
      if (query.format !== 'csv') return view;
      const { filename, body } = dataViewCsv(view, query.table);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.setHeader('Cache-Control', PUBLIC_CACHE);
      res.status(200).end(body);
    },
  },
  { cacheControl: PUBLIC_CACHE },
);
