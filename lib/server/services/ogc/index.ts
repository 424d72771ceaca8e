/**
 * OGC API – Features (Part 1: Core, GeoJSON, HTML, OpenAPI 3.0) at /api/ogc, over the published Map Explorer
 * layers. Each layer is a collection; its features come from the same cached copy the features API serves
 * (lib/server/services/layers), so counts and contents agree with the map and every download. Every answer is
 * a document with its JSON form and an HTML rendering; the route handler picks one by `f` or the Accept header
 * and answers errors in the standard's form. The routes (pages/api/ogc/…) are one line each over this file:
 *
 * - resource.ts: what every resource shares: the request and answer shapes, the answer cache, links, the
 *   published layers, the check for unknown query parameters
 * - collections.ts: the landing page, conformance, the collections (extent, time range) and queryables
 * - items.ts: a collection's features: a page of items (bbox, datetime, CQL2 and property filters, paging
 *   links) and one item
 * - openapi.ts: the OpenAPI 3.0 definition (GET /api/ogc/api)
 * - html.ts: the HTML form of each answer and the Content-Security-Policy that lets its stylesheet in
 * - route.ts: the routes' GET handler: content negotiation, media types, caching headers, OGC exceptions
 *
 * The query parameters, media types and conformance classes are in lib/shared/schemas/ogc.ts.
 */
export { collection, collections, conformance, landing, queryables } from './collections';
export { item, items } from './items';
export { openapi } from './openapi';
export { negotiate, ogcRoute } from './route';
