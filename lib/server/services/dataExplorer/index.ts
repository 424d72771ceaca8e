/**
 * The Data Explorer (/interactvtrans/data-explorer): four views computed on the server from the same data the
 * Map Explorer and the plan pages show, each as tables and a chart, with a CSV per table and saved views.
 * Only what pages, API routes and tests use is exported here:
 *
 * - open.ts: the view an address asks for (choices or a saved view's id, with a notice when it cannot be
 *   shown), building a view by its name, its CSV, the data vintage
 * - freight.ts: freight flows: one breakdown (commodity, mode, partner, the trend over years) of a selection
 * - needs.ts: mid-term needs: counts and miles by district, category, travel market, priority or year
 * - trends.ts: long-term trends: the risk register's key figures of one megatrend, with their numbers
 * - jurisdiction.ts: a county's, city's or district's profile
 * - parts.ts: what the views share: columns, options, rounding, counts and miles, a table's CSV, choice checks
 *
 * The choices, views and tables are typed in lib/shared/schemas/dataExplorer/.
 */
export { buildDataView, dataExplorerVintage, dataViewCsv, openDataExplorer } from './open';
export { tableCsv } from './parts';
