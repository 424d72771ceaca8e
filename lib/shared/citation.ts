/** What a citation of one Data Explorer view names. */
export interface CitedView {
  title: string;
  source: string;
  /** The data vintage the view was made from, as the page shows it. */
  vintage: string;
  illustrative: boolean;
  /** The saved view's address (`?query=<id>`): it keeps the choices and the vintage they were made with. */
  permalink: string;
  accessed: Date;
}

export const PUBLISHER = 'Virginia Office of Intermodal Planning and Investment';

/** The day a view was read, as a citation writes it: "November 24, 2026" (Virginia's day). */
export const accessDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  });

/**
 * A view's title in its citation: the chart's title when the chart is the whole view (it names the choices, the
 * year and the district), the view's own title when the view has several parts. A jurisdiction profile (needs,
 * studies, UDAs, freight) was cited as "Needs in Culpeper County by category", its first chart.
 */
export function citationTitle(v: {
  title: string;
  chart: { title: string } | null;
  tables: unknown[];
}): string {
  return v.chart && v.tables.length <= 1 ? v.chart.title : v.title;
}

/**
 * "Cite this view": publisher, the view's title, the tool, the data's source and vintage, the permalink and the
 * access date, in the order reference styles share (author, title, container, source, URL, accessed).
 */
export function citeDataView(v: CitedView): string {
  const title = v.title.replace(/[.\s]+$/, '');
  return (
    `${PUBLISHER}. “${title}.” VTrans DataExplorer. ` +
    `Data: ${v.source.replace(/[.\s]+$/, '')}, vintage ${v.vintage}` +
    `${v.illustrative ? ' (illustrative data, not official figures)' : ''}. ` +
    `${v.permalink} (accessed ${accessDate(v.accessed)}).`
  );
}

/** The message the embed page posts to the page that frames it: its content's height in pixels. */
export const EMBED_HEIGHT_MESSAGE = 'vtrans-embed-height';

/**
 * The embed code of a view: an iframe with a title (its accessible name), lazy, borderless, full width, as tall as
 * its content was measured (`height`), and a few lines of script that follow the height the embed page posts
 * (its content at the frame's real width: a narrower column wraps the table), so nothing is hidden in the frame.
 */
export function embedCode(src: string, title: string, height: number): string {
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<iframe src="${attr(src)}" title="${attr(`VTrans DataExplorer: ${title}`)}" ` +
    `width="100%" height="${Math.round(height)}" style="border:0" loading="lazy"></iframe>\n` +
    `<script>(function(f){addEventListener('message',function(e){` +
    `if(e.source===f.contentWindow&&e.data&&e.data.type==='${EMBED_HEIGHT_MESSAGE}'&&e.data.height>0)` +
    `f.height=String(Math.ceil(e.data.height))})})(document.currentScript.previousElementSibling)</script>`
  );
}
