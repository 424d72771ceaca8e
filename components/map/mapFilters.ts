import type { Geometry, Position } from 'geojson';
import { toAttributeFilters } from '@/lib/shared/layerFilters';
import type { LayerField } from '@/lib/shared/schemas/layers';
import type { MapExtent, MapLayerFilters } from '@/lib/shared/schemas/mapExplorerState';

export { toAttributeFilters };

const quote = (v: string) => `'${v.replace(/'/g, "''")}'`;

/**
 * The same filters as an ArcGIS definition expression (SQL-92 where clause), so the map draws exactly what
 * the table lists. Numeric fields compare as numbers; anything unparseable matches nothing.
 */
export function definitionExpression(
  filters: MapLayerFilters | undefined,
  fields: LayerField[],
): string | null {
  const parts = toAttributeFilters(filters).flatMap(({ field, values }) => {
    const def = fields.find((f) => f.name === field);
    if (!def || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) return [];
    const numeric = def.type !== 'string';
    const literals = values.map((v) =>
      numeric ? (Number.isFinite(Number(v)) ? String(Number(v)) : null) : quote(v),
    );
    const ok = literals.filter((l): l is string => l !== null);
    return [ok.length ? `${field} IN (${ok.join(', ')})` : '1 = 0'];
  });
  return parts.length ? parts.join(' AND ') : null;
}

/**
 * Bounding extent of a GeoJSON geometry, padded so a point or a short line is not drawn at the edge. A point
 * opens about 13 km across (the nearest towns and the county's name in view): the embedded basemap has no
 * streets, so a closer view would show one dot on a blank county.
 */
export function extentOf(g: Geometry, padDegrees = 0.06): MapExtent {
  const b = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (c: unknown) => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      const [x, y] = c as Position;
      b[0] = Math.min(b[0]!, x!);
      b[1] = Math.min(b[1]!, y!);
      b[2] = Math.max(b[2]!, x!);
      b[3] = Math.max(b[3]!, y!);
    } else if (Array.isArray(c)) c.forEach(walk);
  };
  walk(
    g.type === 'GeometryCollection'
      ? g.geometries.map((x) => (x as { coordinates: unknown }).coordinates)
      : g.coordinates,
  );
  const padX = Math.max(padDegrees, (b[2]! - b[0]!) * 0.15);
  const padY = Math.max(padDegrees, (b[3]! - b[1]!) * 0.15);
  return { xmin: b[0]! - padX, ymin: b[1]! - padY, xmax: b[2]! + padX, ymax: b[3]! + padY };
}

/**
 * "38.88, -77.1" or "-77.1 38.88" as a place: latitude and longitude in either order (Virginia's longitudes are
 * negative and its latitudes positive, so the order is never in doubt). Null when the text is not a coordinate.
 */
export function parseCoordinates(text: string): { latitude: number; longitude: number } | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const [latitude, longitude] = a < 0 && b > 0 ? [b, a] : [a, b];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * What the map applies of its layers (which are on, their opacity, filter and symbol), as one string: the map re-applies
 * its layers when this changes, not whenever its parent renders a new but equal array. Re-applying re-highlights
 * and recounts, and the count re-renders the parent: a loop that kept the GAP-TA study map drawing without end.
 */
export const appliedLayersKey = (
  layers: {
    key: string;
    visible: boolean;
    opacity: number;
    definitionExpression: string | null;
    /** The symbol (colour and style): a year of a comparison is redrawn in the comparison's look. */
    colour?: string;
    style?: { marker: string; line: string; fill: string };
  }[],
) =>
  JSON.stringify(
    layers.map((l) => [
      l.key,
      l.visible,
      l.opacity,
      l.definitionExpression ?? null,
      l.colour ?? null,
      l.style ? [l.style.marker, l.style.line, l.style.fill] : null,
    ]),
  );
