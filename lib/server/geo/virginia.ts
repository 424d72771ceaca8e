import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import counties from 'us-atlas/counties-10m.json';
import { DISTRICT_NAMES, districtOf, type DistrictName } from '@/lib/shared/districts';

/**
 * Virginia's real boundaries from us-atlas (Census cartographic boundaries, 1:10 million): the 133 counties and
 * independent cities by 5-digit FIPS, the state and its neighbours, and VDOT's nine construction districts
 * built as unions of their localities (topojson-client's merge joins them along their shared arcs).
 */
const topology = counties as unknown as Topology<{
  counties: GeometryCollection<{ name: string }>;
  states: GeometryCollection<{ name: string }>;
}>;

/** Neighbouring states by FIPS: Maryland, District of Columbia, West Virginia, Kentucky, Tennessee, North Carolina. */
export const NEIGHBOUR_FIPS = ['24', '11', '54', '21', '47', '37'];

export type Area = Polygon | MultiPolygon;

export interface Locality {
  fips: string;
  /** Census name, e.g. "Fairfax". */
  censusName: string;
  /** Display name, e.g. "Fairfax County" or "Fairfax (city)". */
  name: string;
  city: boolean;
  district: DistrictName;
  geometry: Area;
  bbox: [number, number, number, number];
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

function roundCoords<T extends Position | Position[] | Position[][] | Position[][][]>(c: T): T {
  return (
    typeof c[0] === 'number' ? (c as Position).map(round) : (c as Position[]).map((x) => roundCoords(x))
  ) as T;
}

export function roundArea(g: Area): Area {
  return { ...g, coordinates: roundCoords(g.coordinates) } as Area;
}

/** [minX, minY, maxX, maxY] of any coordinate nesting. */
export function bboxOf(coords: unknown): [number, number, number, number] {
  const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (c: unknown) => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      const [x, y] = c as number[];
      if (x < b[0]) b[0] = x;
      if (y < b[1]) b[1] = y;
      if (x > b[2]) b[2] = x;
      if (y > b[3]) b[3] = y;
    } else if (Array.isArray(c)) c.forEach(walk);
  };
  walk(coords);
  return b;
}

let cache: { localities: Locality[]; districts: Map<DistrictName, Area> } | null = null;

function load() {
  if (cache) return cache;
  const va = topology.objects.counties.geometries.filter((g) => String(g.id).startsWith('51'));
  const localities = va.map((g): Locality => {
    const fips = String(g.id);
    const censusName = (g.properties as { name: string }).name;
    const city = Number(fips) >= 51510;
    const district = districtOf(censusName, fips);
    if (!district) throw new Error(`No VDOT district for ${censusName} (${fips})`);
    const geometry = roundArea((feature(topology, g) as Feature<Area>).geometry);
    return {
      fips,
      censusName,
      name: city ? `${censusName} (city)` : `${censusName} County`,
      city,
      district,
      geometry,
      bbox: bboxOf(geometry.coordinates),
    };
  });
  const districts = new Map(
    DISTRICT_NAMES.map((d) => {
      const members = va.filter(
        (g) => districtOf((g.properties as { name: string }).name, String(g.id)) === d,
      );
      return [d, roundArea(merge(topology, members as never) as MultiPolygon)] as const;
    }),
  );
  cache = { localities: localities.sort((a, b) => a.fips.localeCompare(b.fips)), districts };
  return cache;
}

/** The 95 counties and 38 independent cities, by FIPS. */
export const virginiaLocalities = (): Locality[] => load().localities;

/** The nine construction districts as (multi)polygons. */
export const vdotDistricts = (): Map<DistrictName, Area> => load().districts;

/** Virginia and its neighbours. */
export function stateBoundaries(): Array<{ fips: string; name: string; geometry: Area }> {
  return topology.objects.states.geometries
    .filter((g) => g.id === '51' || NEIGHBOUR_FIPS.includes(String(g.id)))
    .map((g) => ({
      fips: String(g.id),
      name: (g.properties as { name: string }).name,
      geometry: roundArea((feature(topology, g) as Feature<Area>).geometry),
    }));
}

/** The locality (county or independent city) a point lies in, if any. */
export function localityAt(p: [number, number]): Locality | undefined {
  for (const l of virginiaLocalities()) {
    const [minX, minY, maxX, maxY] = l.bbox;
    if (p[0] < minX || p[0] > maxX || p[1] < minY || p[1] > maxY) continue;
    if (booleanPointInPolygon(p, l.geometry)) return l;
  }
  return undefined;
}
