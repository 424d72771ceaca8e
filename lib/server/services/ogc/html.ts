import { createHash } from 'node:crypto';
import type { Feature } from 'geojson';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { OGC_BROWSE_LIMIT, OGC_MEDIA } from '@/lib/shared/schemas/ogc';
import { FOCUS_RING, palette } from '@/styles/theme';
import type { OgcCollection } from './collections';
import type { OgcItems } from './items';
import type { OgcLink } from './resource';

/**
 * The HTML forms of the OGC API answers (conformance class html): server-written pages with a language,
 * a title, landmarks, one h1, breadcrumbs, and tables with captions and header cells, so screen readers and
 * axe find their way. No script; one small stylesheet in the page (the site's colours, readable on a phone:
 * wide tables scroll in their own region, and long addresses and media types in the text wrap, so no page scrolls
 * sideways at 390 px), allowed by its hash in the answer's Content-Security-Policy.
 */

const CSS = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${palette.text};background:${palette.white}}
header{background:${palette.primary};color:${palette.white};padding:.5rem 1rem}
header a{color:${palette.white}}
header ol{display:flex;flex-wrap:wrap;gap:.25rem .75rem;list-style:none;margin:.25rem 0 0;padding:0}
header li+li::before{content:"›";margin-right:.75rem}
main,footer{max-width:72rem;margin:0 auto;padding:0 1rem}
h1{font-size:1.75rem;line-height:1.2}
a{color:${palette.primary}}
a:focus-visible,[tabindex]:focus-visible{outline:${FOCUS_RING.outline};outline-offset:${FOCUS_RING.outlineOffset};box-shadow:${FOCUS_RING.boxShadow}}
p,li,dd,code,caption{overflow-wrap:anywhere}
.scroll{overflow-x:auto;margin:1rem 0}
table{border-collapse:collapse;min-width:100%}
caption{text-align:left;font-weight:700;padding:.25rem 0}
th,td{border-bottom:1px solid ${palette.muted};padding:.35rem .6rem;text-align:left;vertical-align:top}
th{background:${palette.surface}}
footer{color:${palette.muted};font-size:.875rem;border-top:1px solid ${palette.muted};margin-top:2rem}`;

/** The HTML answers' policy: nothing but the one stylesheet above. */
export const OGC_HTML_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );
const a = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`;
const fmt = (n: number) => n.toLocaleString('en-US');

function page(opts: {
  title: string;
  crumbs: Array<[string, string | null]>;
  json: string;
  body: string;
}): string {
  const crumbs = opts.crumbs
    .map(([label, href]) =>
      href ? `<li>${a(href, label)}</li>` : `<li><span aria-current="page">${esc(label)}</span></li>`,
    )
    .join('');
  // Wide tables scroll in their own region (keyboard-focusable, named by the table's caption).
  let n = 0;
  const body = opts.body
    .replace(/<table>\n<caption>([\s\S]*?)<\/caption>/g, (_m, caption: string) => {
      const id = `table-${(n += 1)}`;
      return `<div class="scroll" role="region" tabindex="0" aria-labelledby="${id}"><table>\n<caption id="${id}">${caption}</caption>`;
    })
    .replace(/<\/table>/g, '</table></div>');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(opts.title)} | VTrans OGC API – Features</title>
<link rel="alternate" type="application/json" href="${esc(opts.json)}">
<style>${CSS}</style>
</head>
<body>
<header>
<p>${a('/', 'VTrans')} · ${a('/interactvtrans/available-datasets', 'Available datasets')}</p>
<nav aria-label="Breadcrumb"><ol>${crumbs}</ol></nav>
</header>
<main>
<h1>${esc(opts.title)}</h1>
${body}
<p>This page as JSON: ${a(opts.json, opts.json)}</p>
</main>
<footer><p>Coordinates are longitude/latitude (WGS 84, CRS84). Data of the Virginia Office of Intermodal Planning and Investment.</p></footer>
</body>
</html>
`;
}

const jsonHref = (links: OgcLink[]) => links.find((l) => l.rel === 'self')?.href ?? '';

/** The base's path (links inside the HTML stay on the host the page was asked on). */
const home = (base: string) => `${base}?f=html`;

export function landingPage(doc: { title: string; description: string; links: OgcLink[] }): string {
  const base = jsonHref(doc.links).replace(/\?.*$/, '');
  return page({
    title: doc.title,
    crumbs: [['Service', null]],
    json: jsonHref(doc.links),
    body: `<p>${esc(doc.description)}</p>
<h2>What this service offers</h2>
<ul>
<li>${a(`${base}/collections?f=html`, 'Collections')}: every published layer, with its extent, fields and features.</li>
<li>${a(`${base}/conformance?f=html`, 'Conformance')}: the parts of the standard this service implements.</li>
<li>${a(`${base}/api?f=html`, 'API definition')} (${a(`${base}/api`, 'OpenAPI 3.0 JSON')}).</li>
</ul>
<h2>Connect your GIS software</h2>
<ul>
<li>QGIS: Layer › Add Layer › Add WFS / OGC API – Features Layer › New, and give the address <code>${esc(base)}</code>.</li>
<li>ArcGIS Pro: Insert › Connections › Server › New OGC API Server, with the same address.</li>
<li>GDAL: <code>ogrinfo OAPIF:${esc(base)}</code>.</li>
</ul>`,
  });
}

export function conformancePage(doc: { conformsTo: string[]; links: OgcLink[] }): string {
  return page({
    title: 'Conformance classes',
    crumbs: [
      ['Service', home(jsonHref(doc.links).replace(/\/conformance.*$/, ''))],
      ['Conformance', null],
    ],
    json: jsonHref(doc.links),
    body: `<p>This service implements these conformance classes of OGC API – Features Part 1:</p>
<ul>${doc.conformsTo.map((c) => `<li>${a(c, c)}</li>`).join('')}</ul>`,
  });
}

const extentText = (c: OgcCollection) => {
  const b = c.extent.spatial.bbox[0]!;
  return `${b.map((x) => x.toFixed(3)).join(', ')}`;
};
const yearsText = (c: OgcCollection) =>
  c.extent.temporal
    ? c.extent.temporal.interval.map(([s, e]) => `${s.slice(0, 4)}–${e.slice(0, 4)}`).join(', ')
    : '—';

export function collectionsPage(
  doc: { collections: OgcCollection[]; links: OgcLink[] },
  base: string,
): string {
  const rows = doc.collections
    .map(
      (c) =>
        `<tr><th scope="row">${a(`${base}/collections/${encodeURIComponent(c.id)}?f=html`, c.title)}</th>` +
        `<td>${esc(c.id)}</td><td>${esc(c.geometryType)}</td><td>${fmt(c.featureCount)}</td><td>${esc(c.vintage)}</td>` +
        `<td>${a(`${base}/collections/${encodeURIComponent(c.id)}/items?f=html`, `Features of ${c.title}`)}</td></tr>`,
    )
    .join('\n');
  return page({
    title: 'Collections',
    crumbs: [
      ['Service', home(base)],
      ['Collections', null],
    ],
    json: jsonHref(doc.links),
    body: `<p>${fmt(doc.collections.length)} collections, one per published Map Explorer layer.</p>
<table>
<caption>Collections</caption>
<thead><tr><th scope="col">Layer</th><th scope="col">Collection id</th><th scope="col">Geometry</th><th scope="col">Features</th><th scope="col">Vintage</th><th scope="col">Browse</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  });
}

export function collectionPage(c: OgcCollection, base: string): string {
  const fields = c.fields
    .map((f) => `<tr><th scope="row">${esc(f.name)}</th><td>${esc(f.label)}</td><td>${esc(f.type)}</td></tr>`)
    .join('\n');
  const items = `${base}/collections/${encodeURIComponent(c.id)}/items`;
  return page({
    title: c.title,
    crumbs: [
      ['Service', home(base)],
      ['Collections', `${base}/collections?f=html`],
      [c.title, null],
    ],
    json: jsonHref(c.links),
    body: `<p>${esc(c.description)}</p>
<dl>
<dt>Collection id</dt><dd>${esc(c.id)}</dd>
<dt>Features</dt><dd>${fmt(c.featureCount)} (${esc(c.geometryType)})</dd>
<dt>Extent (west, south, east, north)</dt><dd>${esc(extentText(c))}</dd>
<dt>Years</dt><dd>${esc(yearsText(c))}</dd>
<dt>Source</dt><dd>${esc(c.source)}, vintage ${esc(c.vintage)}</dd>
</dl>
<p>${a(`${items}?f=html&limit=${OGC_BROWSE_LIMIT}`, 'Browse the features')} · ${a(items, 'Features as GeoJSON')}</p>
<table>
<caption>Fields (each can filter the features: <code>items?field=value</code>)</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Meaning</th><th scope="col">Type</th></tr></thead>
<tbody>
${fields}
</tbody>
</table>`,
  });
}

const cell = (v: unknown) => `<td>${esc(v === null || v === undefined ? '' : v)}</td>`;

export function itemsPage(
  doc: OgcItems,
  meta: LayerMetadata,
  at: { offset: number; limit: number; base: string },
): string {
  const itemHref = (f: Feature) =>
    `${at.base}/collections/${encodeURIComponent(meta.key)}/items/${encodeURIComponent(String(f.id))}?f=html`;
  const rows = doc.features
    .map(
      (f) =>
        `<tr><th scope="row">${a(itemHref(f), String(f.id))}</th>${cell(f.properties?.name)}` +
        meta.fields.map((x) => cell(f.properties?.[x.name])).join('') +
        '</tr>',
    )
    .join('\n');
  const pages = doc.links
    .filter((l) => l.rel === 'next' || l.rel === 'prev')
    .map((l) => `<li>${a(withHtml(l.href), l.rel === 'next' ? 'Next page' : 'Previous page')}</li>`)
    .join('');
  const first = doc.numberReturned ? at.offset + 1 : 0;
  return page({
    title: `${meta.name}: features`,
    crumbs: [
      ['Service', home(at.base)],
      ['Collections', `${at.base}/collections?f=html`],
      [meta.name, `${at.base}/collections/${encodeURIComponent(meta.key)}?f=html`],
      ['Features', null],
    ],
    json: doc.links.find((l) => l.rel === 'self')!.href,
    body: `<p>Features ${fmt(first)}–${fmt(at.offset + doc.numberReturned)} of ${fmt(doc.numberMatched)}.</p>
<table>
<caption>${esc(meta.name)}: features ${fmt(first)} to ${fmt(at.offset + doc.numberReturned)}</caption>
<thead><tr><th scope="col">Feature id</th><th scope="col">Name</th>${meta.fields.map((x) => `<th scope="col">${esc(x.label)}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
${pages ? `<nav aria-label="Pages"><ul>${pages}</ul></nav>` : ''}`,
  });
}

const withHtml = (href: string) => {
  const url = new URL(href);
  url.searchParams.set('f', 'html');
  return url.toString();
};

export function itemPage(doc: Feature & { links: OgcLink[] }, meta: LayerMetadata, base: string): string {
  const labels = new Map(meta.fields.map((f) => [f.name, f.label]));
  const rows = Object.entries(doc.properties ?? {})
    .map(([k, v]) => `<tr><th scope="row">${esc(labels.get(k) ?? k)}</th>${cell(v)}</tr>`)
    .join('\n');
  return page({
    title: `${meta.name}: ${doc.properties?.name ?? doc.id}`,
    crumbs: [
      ['Service', home(base)],
      ['Collections', `${base}/collections?f=html`],
      [meta.name, `${base}/collections/${encodeURIComponent(meta.key)}?f=html`],
      ['Features', `${base}/collections/${encodeURIComponent(meta.key)}/items?f=html`],
      [String(doc.id), null],
    ],
    json: doc.links.find((l) => l.rel === 'self')!.href,
    body: `<p>Geometry: ${esc(doc.geometry?.type ?? 'none')}.</p>
<table>
<caption>Attributes of feature ${esc(doc.id)}</caption>
<thead><tr><th scope="col">Attribute</th><th scope="col">Value</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  });
}

export function apiPage(paths: Record<string, unknown>, base: string): string {
  const rows = Object.entries(paths)
    .map(([p, v]) => {
      const op = (v as { get: { summary: string } }).get;
      return `<tr><th scope="row"><code>${esc(p)}</code></th><td>${esc(op.summary)}</td></tr>`;
    })
    .join('\n');
  return page({
    title: 'API definition',
    crumbs: [
      ['Service', home(base)],
      ['API definition', null],
    ],
    json: `${base}/api`,
    body: `<p>The OpenAPI 3.0 definition (${esc(OGC_MEDIA.openapi)}) is at ${a(`${base}/api`, `${base}/api`)}. Every path answers GET, in JSON or, with <code>f=html</code>, as a page.</p>
<table>
<caption>Paths, relative to ${esc(base)}</caption>
<thead><tr><th scope="col">Path</th><th scope="col">What it answers</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  });
}

export function queryablesPage(meta: LayerMetadata, base: string): string {
  const rows = meta.fields
    .map(
      (f) =>
        `<tr><th scope="row"><code>${esc(f.name)}</code></th><td>${esc(f.label)}</td><td>${esc(f.type)}</td></tr>`,
    )
    .join('\n');
  const collection = `${base}/collections/${encodeURIComponent(meta.key)}`;
  return page({
    title: `${meta.name}: queryables`,
    crumbs: [
      ['Service', home(base)],
      ['Collections', `${base}/collections?f=html`],
      [meta.name, `${collection}?f=html`],
      ['Queryables', null],
    ],
    json: `${collection}/queryables?f=json`,
    body: `<p>Each property can filter the features as a parameter (<code>items?district=Richmond</code>) or in a CQL2
text <code>filter</code>: comparisons (=, &lt;&gt;, &lt;, &lt;=, &gt;, &gt;=), IS NULL, AND, OR, NOT and parentheses,
for example <code>items?filter=district='Richmond' AND length_mi &gt; 2</code>.</p>
<table>
<caption>Queryables of ${esc(meta.name)}</caption>
<thead><tr><th scope="col">Property</th><th scope="col">Meaning</th><th scope="col">Type</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  });
}
