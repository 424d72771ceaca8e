import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { LayerStyle } from '@/lib/shared/layerStyles';
import type { MapExtent } from '@/lib/shared/schemas/mapExplorerState';
import { count } from '@/lib/shared/count';

/**
 * A picture of a map view as SVG, drawn in plain JavaScript from GeoJSON: the Map Explorer's default view, shown
 * in the map's place until the live map has drawn. It draws what the live map draws at that view
 * and in the same order and colours (components/map/basemap.ts and operationalLayers.ts): the counties and cities,
 * the lakes, the states around Virginia with Virginia outlined, the operational layers, then the place names
 * with their dots. Sizes given in points by the map (ArcGIS symbols) are converted to pixels (4/3).
 *
 * The picture's viewBox is the view's extent in Web Mercator, `width` units wide (one unit is about one screen
 * pixel where the map area is about that wide). Shown in an <img> of another shape, the browser fits the viewBox
 * inside the box as the live map fits the extent (preserveAspectRatio "meet") and draws what lies beyond it in
 * the margins, so the drawing covers the whole basemap, not only the extent.
 */

/** Colours of one basemap style (styles/tokens.ts mapColours.basemaps and .labels). */
export interface PictureColours {
  background: string;
  neighbour: string;
  locality: string;
  line: string;
  state: string;
  labelText: string;
  labelHalo: string;
}

/** One operational layer as the map draws it. */
export interface PictureLayer {
  name: string;
  geometryType: 'point' | 'line' | 'polygon';
  style: LayerStyle;
  features: FeatureCollection;
}

export interface PictureInput {
  /** The view (WGS84), fitted as the live map's first view fits it. */
  extent: MapExtent;
  /** Width of the viewBox in units (≈ pixels of the map area the picture is made for). */
  width: number;
  colours: PictureColours;
  /** public/basemap/*.geojson */
  localities: FeatureCollection;
  water: FeatureCollection;
  /** Each with a `virginia` property (1 for Virginia, drawn as an outline). */
  states: FeatureCollection;
  /** Each with `name` and `tier` (1 is named at statewide zoom). */
  places: FeatureCollection;
  /** The place tiers the live map names at this view (LABEL_SCALES: tier 1 at statewide zoom). */
  labelTiers: number[];
  layers: PictureLayer[];
}

export interface MapPicture {
  svg: string;
  /** The places named on the picture, largest first (for its alternative text). */
  named: string[];
}

/** Points to CSS pixels (ArcGIS symbol sizes are in points). */
const PX = 4 / 3;
const FONT = "'Noto Sans', 'Liberation Sans', Arial, sans-serif";

/** ArcGIS's dash patterns, in multiples of the line's width. */
const DASHES: Record<LayerStyle['line'], number[]> = {
  solid: [],
  dash: [4, 3],
  'short-dot': [1, 1],
  'dash-dot': [4, 3, 1, 3],
  'long-dash': [8, 3],
};

const mercatorX = (lon: number) => (lon * Math.PI) / 180;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** Escapes text for XML content and attribute values. */
export const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Projection {
  (p: Position): [number, number];
  width: number;
  height: number;
}

function projection(extent: MapExtent, width: number): Projection {
  const x0 = mercatorX(extent.xmin);
  const y1 = mercatorY(extent.ymax);
  const k = width / (mercatorX(extent.xmax) - x0);
  const project = ((p: Position) => [
    Math.round((mercatorX(p[0]!) - x0) * k),
    Math.round((y1 - mercatorY(p[1]!)) * k),
  ]) as Projection;
  project.width = width;
  project.height = Math.round((y1 - mercatorY(extent.ymin)) * k);
  return project;
}

/**
 * One line or ring as path data in whole units, relative moves, repeated points dropped; '' when it shrinks to
 * fewer than `min` distinct points (a lake smaller than a pixel).
 */
function pathOf(coords: Position[], project: Projection, close: boolean, min: number): string {
  const pts: Array<[number, number]> = [];
  for (const c of coords) {
    const p = project(c);
    const last = pts[pts.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) pts.push(p);
  }
  if (close && pts.length > 1) {
    const [a, b] = [pts[0]!, pts[pts.length - 1]!];
    if (a[0] === b[0] && a[1] === b[1]) pts.pop();
  }
  if (pts.length < min) return '';
  let d = `M${pts[0]![0]} ${pts[0]![1]}l`;
  for (let i = 1; i < pts.length; i++) {
    const dx = pts[i]![0] - pts[i - 1]![0];
    const dy = pts[i]![1] - pts[i - 1]![1];
    d += `${i > 1 && dx >= 0 ? ' ' : ''}${dx}${dy >= 0 ? ' ' : ''}${dy}`;
  }
  return close ? `${d}z` : d;
}

/** Path data of a geometry's lines or rings (points are drawn as markers, not here). */
function geometryPath(g: Geometry | null, project: Projection): string {
  if (!g) return '';
  switch (g.type) {
    case 'LineString':
      return pathOf(g.coordinates, project, false, 2);
    case 'MultiLineString':
      return g.coordinates.map((l) => pathOf(l, project, false, 2)).join('');
    case 'Polygon':
      return g.coordinates.map((r) => pathOf(r, project, true, 3)).join('');
    case 'MultiPolygon':
      return g.coordinates.flatMap((p) => p.map((r) => pathOf(r, project, true, 3))).join('');
    case 'GeometryCollection':
      return g.geometries.map((x) => geometryPath(x, project)).join('');
    default:
      return '';
  }
}

const pointsOf = (g: Geometry | null): Position[] =>
  !g
    ? []
    : g.type === 'Point'
      ? [g.coordinates]
      : g.type === 'MultiPoint'
        ? g.coordinates
        : g.type === 'GeometryCollection'
          ? g.geometries.flatMap(pointsOf)
          : [];

const paths = (features: Feature[], project: Projection) =>
  features
    .map((f) => geometryPath(f.geometry, project))
    .filter(Boolean)
    .join('');

/** A marker of ArcGIS's SimpleMarkerSymbol styles, centred on x, y, `size` px across. */
function marker(style: LayerStyle['marker'], x: number, y: number, size: number, colour: string): string {
  const r = size / 2;
  switch (style) {
    case 'square':
      return `<rect x="${x - r}" y="${y - r}" width="${size}" height="${size}" fill="${colour}" stroke="#fff"/>`;
    case 'diamond':
      return `<path d="M${x} ${y - r}l${r} ${r}l${-r} ${r}l${-r} ${-r}z" fill="${colour}" stroke="#fff"/>`;
    case 'triangle':
      return `<path d="M${x} ${y - r}l${r} ${size}h${-size}z" fill="${colour}" stroke="#fff"/>`;
    case 'x':
      return `<path d="M${x - r} ${y - r}l${size} ${size}m0 ${-size}l${-size} ${size}" stroke="${colour}" stroke-width="3"/>`;
    case 'cross':
      return `<path d="M${x - r} ${y}h${size}m${-r} ${-r}v${size}" stroke="${colour}" stroke-width="3"/>`;
    default:
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="#fff"/>`;
  }
}

function layerMarkup(l: PictureLayer, project: Projection): string {
  const s = l.style;
  if (l.geometryType === 'point') {
    const size = (s.marker === 'x' || s.marker === 'cross' ? 10 : 8) * PX;
    return `<g>${l.features.features
      .flatMap((f) => pointsOf(f.geometry))
      .map((p) => {
        const [x, y] = project(p);
        return marker(s.marker, x, y, Math.round(size), s.colour);
      })
      .join('')}</g>`;
  }
  const d = paths(l.features.features, project);
  if (!d) return '';
  if (l.geometryType === 'line') {
    const width = 2.5 * PX;
    const dash = DASHES[s.line].map((n) => +(n * width).toFixed(1)).join(' ');
    return `<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="${width.toFixed(2)}" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
  }
  const width = 2 * PX;
  const dash = DASHES[s.line].map((n) => +(n * width).toFixed(1)).join(' ');
  const fill = s.fill === 'none' ? 'none' : s.colour;
  return `<path d="${d}" fill="${fill}" fill-opacity="${s.fill === 'none' ? 0 : 0.35}" fill-rule="evenodd" stroke="${s.colour}" stroke-width="${width.toFixed(2)}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
}

/**
 * Places as the map draws them: a dot for each (sized by tier), and for the tiers named at this view the name
 * above it with a halo; a name that would overlap one already set is left out.
 */
function placeMarkup(input: PictureInput, project: Projection): { markup: string; named: string[] } {
  const { colours, labelTiers } = input;
  const taken: Array<[number, number, number, number]> = [];
  const named: string[] = [];
  let dots = '';
  let names = '';
  const sizes: Record<number, { dot: number; text: number }> = {
    1: { dot: 6, text: 12 },
    2: { dot: 4, text: 11 },
    3: { dot: 3, text: 10 },
  };
  // A margin around the extent as wide as the extent itself: names in the letterbox of a tall or wide box.
  const [w, h] = [project.width, project.height];
  for (const f of input.places.features) {
    const tier = Number(f.properties?.tier);
    const name = String(f.properties?.name ?? '');
    const [p] = pointsOf(f.geometry);
    if (!p) continue;
    const [x, y] = project(p);
    if (x < -w || x > 2 * w || y < -h || y > 2 * h) continue;
    const size = sizes[tier] ?? sizes[3]!;
    // Every place has its dot (the map's renderer has no scale range); only the tiers asked for are named.
    dots += `<circle cx="${x}" cy="${y}" r="${((size.dot * PX) / 2).toFixed(1)}"/>`;
    if (!labelTiers.includes(tier) || !name) continue;
    const text = size.text * PX;
    const half = (name.length * text * 0.56) / 2;
    // A name near the side of the view moves inward (centred on its dot it would be cut off at the edge).
    const tx = x >= 0 && x <= w ? Math.round(Math.min(Math.max(x, half + 2), w - half - 2)) : x;
    const box: [number, number, number, number] = [tx - half, y - size.dot * PX - text - 2, tx + half, y];
    if (taken.some((b) => b[0] < box[2] && box[0] < b[2] && b[1] < box[3] && box[1] < b[3])) continue;
    taken.push(box);
    named.push(name);
    names += `<text x="${tx}" y="${Math.round(y - (size.dot * PX) / 2 - 3)}" font-size="${text.toFixed(1)}">${xml(name)}</text>`;
  }
  const markup =
    `<g fill="${colours.state}" stroke="${colours.labelHalo}" stroke-width="${PX.toFixed(2)}">${dots}</g>` +
    `<g font-family="${xml(FONT)}" text-anchor="middle" fill="${colours.labelText}" stroke="${colours.labelHalo}" stroke-width="${(1.5 * PX * 2).toFixed(1)}" stroke-linejoin="round" paint-order="stroke">${names}</g>`;
  return { markup, named };
}

/** The picture: SVG text, and the places it names. */
export function renderMapPicture(input: PictureInput): MapPicture {
  const project = projection(input.extent, input.width);
  const c = input.colours;
  const isVirginia = (f: Feature) => Number(f.properties?.virginia) === 1;
  const states = input.states.features;
  const places = placeMarkup(input, project);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${project.width} ${project.height}" width="${project.width}" height="${project.height}">` +
    // The sea, under everything and beyond the viewBox (a box of another shape shows more of the drawing).
    `<rect x="${-4 * project.width}" y="${-4 * project.height}" width="${9 * project.width}" height="${9 * project.height}" fill="${c.background}"/>` +
    `<path d="${paths(input.localities.features, project)}" fill="${c.locality}" fill-rule="evenodd" stroke="${c.line}" stroke-width="${(0.6 * PX).toFixed(2)}"/>` +
    `<path d="${paths(input.water.features, project)}" fill="${c.background}" fill-rule="evenodd"/>` +
    `<path d="${paths(
      states.filter((f) => !isVirginia(f)),
      project,
    )}" fill="${c.neighbour}" fill-rule="evenodd" stroke="${c.line}" stroke-width="${PX.toFixed(2)}"/>` +
    `<path d="${paths(states.filter(isVirginia), project)}" fill="none" stroke="${c.state}" stroke-width="${(1.5 * PX).toFixed(2)}"/>` +
    input.layers.map((l) => layerMarkup(l, project)).join('') +
    places.markup +
    `</svg>`;
  return { svg, named: places.named };
}

/** How a layer's features are drawn, in words. */
const drawnAs = (l: PictureLayer) =>
  l.geometryType === 'point'
    ? `${l.style.marker} markers`
    : l.geometryType === 'line'
      ? `${l.style.lineName} lines`
      : 'outlined areas';

/**
 * The picture's alternative text: what it shows (the view, the basemap, each layer with its count and how it is
 * drawn, the places named), and that the live map takes its place.
 */
export function describeMapPicture(layers: PictureLayer[], named: string[]): string {
  const list = (xs: string[]) =>
    xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
  const shown = layers.map(
    (l) => `${l.name} (${count(l.features.features.length, 'feature')}, ${drawnAs(l)})`,
  );
  return (
    "Map of Virginia's counties and independent cities, with its lakes and the states around it" +
    (shown.length ? `, showing ${list(shown)}` : '') +
    (named.length ? `. Places named include ${list(named)}` : '') +
    '. The interactive map takes the place of this picture once it has loaded.'
  );
}
