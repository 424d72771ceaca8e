import type { Geometry, Position } from 'geojson';
import {
  localityAt,
  stateBoundaries,
  vdotDistricts,
  virginiaLocalities,
  type Locality,
} from '@/lib/server/geo/virginia';
import type { GapTaStudyRow } from '@/lib/server/db/tables';
import type { LayerField } from '@/lib/shared/schemas/layers';
import { blob, cut, hexagon, lengthMiles, meander, pointIn, ribbon, stretch, walk } from './geometry';
import { CORRIDORS, REGIONAL_NETWORKS, TOWNS, type LonLat } from './places';
import { seededRandom, type Random } from './random';

/** One feature of a seeded layer: `id` is the feature's own key within the layer. */
export interface SeedFeature {
  id: string;
  name: string | null;
  geometry: Geometry;
  properties: Record<string, string | number | null>;
  illustrative: boolean;
}

export interface LayerSeed {
  key: string;
  fields: LayerField[];
  features: SeedFeature[];
}

const f = (name: string, type: LayerField['type'], label: string): LayerField => ({ name, type, label });
const LOCATION_FIELDS = [f('locality', 'string', 'Locality'), f('district', 'string', 'VDOT district')];
const round1 = (n: number) => Math.round(n * 10) / 10;

const NEED_CATEGORIES: ReadonlyArray<readonly [string, number]> = [
  ['Congestion Mitigation', 14],
  ['Capacity Preservation', 12],
  ['Safety Improvement', 26],
  ['Transit Access', 8],
  ['Transit Access for Equity Emphasis Areas', 5],
  ['Bicycle Access', 8],
  ['Pedestrian Access', 9],
  ['Pedestrian Safety Improvement', 8],
  ['Improved Reliability', 6],
  ['Rail On-Time Performance', 1],
  ['Transportation Demand Management', 3],
];
type TravelMarket = 'CoSS' | 'Regional Network' | 'UDA' | 'Safety';

/** The corridors as road-like lines, shared by every layer drawn on them. */
function corridorLines(): Array<{ corridor: (typeof CORRIDORS)[number]; coords: Position[] }> {
  return CORRIDORS.map((corridor) => ({
    corridor,
    coords: meander(corridor.waypoints, seededRandom(corridor.key)),
  }));
}

/** Localities weighted by how much travel they see: cities and the big urban counties draw more needs. */
function weightedLocalities(): ReadonlyArray<readonly [Locality, number]> {
  const regional = new Set(REGIONAL_NETWORKS.flatMap((n) => n.localities));
  return virginiaLocalities().map((l) => {
    const key = l.city ? `${l.censusName} city` : l.censusName;
    return [l, l.district === 'Northern Virginia' ? 8 : regional.has(key) ? 4 : 1] as const;
  });
}

/** The locality with a boundary vertex nearest to p (for a point just over the state line). */
function nearestLocality(p: Position): Locality {
  let best: Locality | undefined;
  let bestD = Infinity;
  for (const l of virginiaLocalities()) {
    const polygons = l.geometry.type === 'Polygon' ? [l.geometry.coordinates] : l.geometry.coordinates;
    for (const ring of polygons.flatMap((poly) => poly)) {
      for (const v of ring) {
        const d = (v[0]! - p[0]!) ** 2 + (v[1]! - p[1]!) ** 2;
        if (d < bestD) [best, bestD] = [l, d];
      }
    }
  }
  return best!;
}

/**
 * The Virginia locality (and its VDOT district) a feature belongs to: the first of its points that lies in
 * one, else the given home locality, else the one nearest its first point. Every feature of a Virginia plan
 * layer is in a Virginia place: a corridor stretch or a town's area that pokes over the state line still
 * belongs to the Virginia locality it serves (before, such features were counted as "Outside Virginia", a
 * tenth district).
 */
function where(points: Position[], fallback?: Locality) {
  const l =
    points.map((p) => localityAt(p as LonLat)).find((x) => x !== undefined) ??
    fallback ??
    nearestLocality(points[0]!);
  return { locality: l.name, district: l.district };
}

/** Mid-term needs: stretches on the corridors plus regional, UDA and safety needs across the localities. */
function needs(year: number, count: number): LayerSeed {
  const rnd = seededRandom(`needs-${year}`);
  const lines = corridorLines();
  const places = weightedLocalities();
  const features: SeedFeature[] = [];
  for (let i = 0; i < count; i++) {
    const market = rnd.weighted<TravelMarket>([
      ['CoSS', 2],
      ['Regional Network', 3],
      ['UDA', 1],
      ['Safety', 4],
    ]);
    let coords: Position[];
    let home: Locality | undefined;
    if (market === 'CoSS') coords = stretch(rnd.pick(lines).coords, rnd.between(0.5, 4), rnd);
    else {
      home = rnd.weighted(places);
      coords = walk(pointIn(home, rnd), rnd.between(0.25, 2.5), rnd).coordinates;
    }
    const id = `${year}-${String(i + 1).padStart(5, '0')}`;
    const category = rnd.weighted(NEED_CATEGORIES);
    features.push({
      id,
      name: `${category} need ${id}`,
      geometry: { type: 'LineString', coordinates: coords },
      properties: {
        need_id: id,
        need_category: category,
        travel_market: market,
        ...where(coords, home),
        length_mi: round1(lengthMiles(coords)),
      },
      illustrative: true,
    });
  }
  return {
    key: `mid-term-needs-${year}`,
    fields: [
      f('need_id', 'string', 'Need ID'),
      f('need_category', 'string', 'Need category'),
      f('travel_market', 'string', 'Travel market'),
      ...LOCATION_FIELDS,
      f('length_mi', 'double', 'Length (miles)'),
    ],
    features,
  };
}

/** Priority locations: ranked statewide (CoSS and safety) and within each district, Priority 1 to 4. */
function priorities(year: number, count: number): LayerSeed {
  const source = needs(year, count * 2).features;
  const rnd = seededRandom(`priorities-${year}`);
  const chosen = source.filter(() => rnd.next() < 0.5).slice(0, count);
  const ranks = new Map<string, number>();
  const features = chosen.map((n, i): SeedFeature => {
    const priority = rnd.weighted([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ] as const);
    const district = (n.properties.district as string | null) ?? 'Statewide';
    const rank = (ranks.get(district) ?? 0) + 1;
    ranks.set(district, rank);
    const id = `${year}-P${String(i + 1).padStart(4, '0')}`;
    return {
      id,
      name: `Priority ${priority} location ${id}`,
      geometry: n.geometry,
      properties: {
        location_id: id,
        priority,
        district_rank: rank,
        need_category: n.properties.need_category!,
        locality: n.properties.locality!,
        district: n.properties.district!,
        length_mi: n.properties.length_mi!,
      },
      illustrative: true,
    };
  });
  return {
    key: `priority-locations-${year}`,
    fields: [
      f('location_id', 'string', 'Location ID'),
      f('priority', 'integer', 'Priority (1 = highest)'),
      f('district_rank', 'integer', 'Rank in district'),
      f('need_category', 'string', 'Need category'),
      ...LOCATION_FIELDS,
      f('length_mi', 'double', 'Length (miles)'),
    ],
    features,
  };
}

function cossComponents(): LayerSeed {
  const features = corridorLines().flatMap(({ corridor, coords }) =>
    cut(coords, 5).map((piece, i): SeedFeature => {
      const id = `${corridor.key}-${String(i + 1).padStart(3, '0')}`;
      return {
        id,
        name: `${corridor.name} (${corridor.route}) segment ${i + 1}`,
        geometry: { type: 'LineString', coordinates: piece },
        properties: {
          corridor: corridor.name,
          route: corridor.route,
          segment: i + 1,
          ...where(piece),
          length_mi: round1(lengthMiles(piece)),
        },
        illustrative: true,
      };
    }),
  );
  return {
    key: 'coss-roadway-components',
    fields: [
      f('corridor', 'string', 'Corridor'),
      f('route', 'string', 'Route'),
      f('segment', 'integer', 'Segment'),
      ...LOCATION_FIELDS,
      f('length_mi', 'double', 'Length (miles)'),
    ],
    features,
  };
}

function cossBuffer(): LayerSeed {
  return {
    key: 'coss-5-mile-buffer',
    fields: [f('corridor', 'string', 'Corridor'), f('route', 'string', 'Route')],
    features: corridorLines().map(({ corridor, coords }) => ({
      id: corridor.key,
      name: `${corridor.name} corridor (5-mile buffer)`,
      // One vertex a mile is plenty for a 5-mile band.
      geometry: ribbon(
        coords.filter((_, i) => i % 2 === 0 || i === coords.length - 1),
        5,
      ),
      properties: { corridor: corridor.name, route: corridor.route },
      illustrative: true,
    })),
  };
}

function regionalNetworks(): LayerSeed {
  const byKey = new Map(virginiaLocalities().map((l) => [l.city ? `${l.censusName} city` : l.censusName, l]));
  return {
    key: 'regional-networks',
    fields: [
      f('network', 'string', 'Regional Network'),
      f('mpo', 'string', 'MPO'),
      f('localities', 'integer', 'Localities'),
    ],
    features: REGIONAL_NETWORKS.map((n) => {
      const members = n.localities.map((k) => byKey.get(k)!);
      const polygons = members.flatMap((m) =>
        m.geometry.type === 'Polygon' ? [m.geometry.coordinates] : m.geometry.coordinates,
      );
      return {
        id: n.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        name: `${n.name} Regional Network`,
        geometry: { type: 'MultiPolygon', coordinates: polygons },
        properties: { network: n.name, mpo: n.mpo, localities: members.length },
        illustrative: true,
      };
    }),
  };
}

function areasAroundTowns(
  key: string,
  perTown: [number, number],
  radius: [number, number],
  kind: string,
  rnd: Random,
) {
  const out: SeedFeature[] = [];
  for (const town of TOWNS) {
    const n = rnd.int(perTown[0], perTown[1]);
    for (let i = 0; i < n; i++) {
      const centre: LonLat = [
        town.at[0] + rnd.between(-2.5, 2.5) / 54.4,
        town.at[1] + rnd.between(-2.5, 2.5) / 69,
      ];
      const r = rnd.between(radius[0], radius[1]);
      const geometry = blob(centre, r, rnd);
      const id = `${town.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`;
      out.push({
        id,
        name: `${town.name} ${kind} ${i + 1}`,
        geometry,
        properties: {
          name: `${town.name} ${kind} ${i + 1}`,
          town: town.name,
          ...where([centre]),
          acres: Math.round(Math.PI * r * r * 640),
        },
        illustrative: true,
      });
    }
  }
  return { key, features: out };
}

function udas(): LayerSeed {
  const { key, features } = areasAroundTowns(
    'urban-development-areas',
    [1, 4],
    [0.4, 1.2],
    'UDA',
    seededRandom('uda'),
  );
  return {
    key,
    fields: [
      f('name', 'string', 'UDA'),
      f('town', 'string', 'Town centre'),
      ...LOCATION_FIELDS,
      f('acres', 'integer', 'Acres'),
    ],
    features,
  };
}

function iedas(): LayerSeed {
  const rnd = seededRandom('ieda');
  const { key, features } = areasAroundTowns('iedas', [0, 3], [0.2, 0.6], 'IEDA', rnd);
  const types = ['Industrial park', 'Business park', 'Logistics site', 'Technology park'];
  return {
    key,
    fields: [
      f('name', 'string', 'IEDA'),
      f('site_type', 'string', 'Site type'),
      f('town', 'string', 'Town centre'),
      ...LOCATION_FIELDS,
      f('acres', 'integer', 'Acres'),
    ],
    features: features.map((x) => ({ ...x, properties: { ...x.properties, site_type: rnd.pick(types) } })),
  };
}

function equityAreas(): LayerSeed {
  const rnd = seededRandom('equity');
  const features: SeedFeature[] = [];
  for (const [l, weight] of weightedLocalities()) {
    const n = Math.round(weight * rnd.between(0.5, 1.8));
    for (let i = 0; i < n; i++) {
      const id = `${l.fips}-${i + 1}`;
      features.push({
        id,
        name: `Equity Emphasis Area ${id}`,
        geometry: hexagon(pointIn(l, rnd), 0.9),
        properties: { area_id: id, locality: l.name, district: l.district, population: rnd.int(900, 6500) },
        illustrative: true,
      });
    }
  }
  return {
    key: 'equity-emphasis-areas',
    fields: [f('area_id', 'string', 'Area ID'), ...LOCATION_FIELDS, f('population', 'integer', 'Population')],
    features,
  };
}

function gapTaStudies(studies: readonly GapTaStudyRow[]): LayerSeed {
  return {
    key: 'gap-ta-studies',
    fields: [
      f('gap_id', 'string', 'Study ID'),
      f('title', 'string', 'Study'),
      f('locality', 'string', 'Locality'),
      f('district', 'string', 'VDOT district'),
      f('fiscal_year', 'integer', 'Fiscal year'),
      f('component', 'integer', 'Component'),
      f('status', 'string', 'Status'),
    ],
    features: studies.map((s) => ({
      id: s.gap_id,
      name: `${s.title} (${s.locality})`,
      geometry: { type: 'Point', coordinates: [s.longitude, s.latitude] },
      properties: {
        gap_id: s.gap_id,
        title: s.title,
        locality: s.locality,
        district: s.district,
        fiscal_year: s.fiscal_year,
        component: s.component,
        status: s.status,
      },
      illustrative: s.illustrative,
    })),
  };
}

function lrtp(key: string, network: string, mpo: string, count: number): LayerSeed {
  const rnd = seededRandom(key);
  const members = REGIONAL_NETWORKS.find((n) => n.name === network)!.localities;
  const localities = virginiaLocalities().filter((l) =>
    members.includes(l.city ? `${l.censusName} city` : l.censusName),
  );
  const kinds = [
    'Widening',
    'Interchange improvement',
    'Intersection improvement',
    'New connector',
    'Shared-use path',
    'Bus rapid transit',
    'Safety improvements',
  ];
  const features = Array.from({ length: count }, (_, i): SeedFeature => {
    const l = rnd.pick(localities);
    const coords = walk(pointIn(l, rnd), rnd.between(0.5, 4), rnd).coordinates;
    const kind = rnd.pick(kinds);
    const id = `${key.replace('lrtp-projects-', '').toUpperCase()}-${String(i + 1).padStart(3, '0')}`;
    return {
      id,
      name: `${kind}, ${l.name} (${id})`,
      geometry: { type: 'LineString', coordinates: coords },
      properties: {
        project_id: id,
        project: `${kind}, ${l.name}`,
        mpo,
        locality: l.name,
        district: l.district,
        cost_musd: round1(rnd.between(2, 180)),
        horizon_year: rnd.pick([2030, 2035, 2040, 2045, 2050]),
      },
      illustrative: true,
    };
  });
  return {
    key,
    fields: [
      f('project_id', 'string', 'Project ID'),
      f('project', 'string', 'Project'),
      f('mpo', 'string', 'MPO'),
      ...LOCATION_FIELDS,
      f('cost_musd', 'double', 'Cost ($ million)'),
      f('horizon_year', 'integer', 'Horizon year'),
    ],
    features,
  };
}

function pipelineStudies(): LayerSeed {
  const rnd = seededRandom('pipeline');
  const lines = corridorLines();
  const features = Array.from({ length: 140 }, (_, i): SeedFeature => {
    const { corridor, coords } = rnd.pick(lines);
    const p = coords[rnd.int(0, coords.length - 1)] as LonLat;
    const id = `PP-${String(i + 1).padStart(3, '0')}`;
    const place = where([p]);
    return {
      id,
      name: `${corridor.route} study near ${place.locality} (${id})`,
      geometry: { type: 'Point', coordinates: p },
      properties: {
        study_id: id,
        route: corridor.route,
        ...place,
        fiscal_year: rnd.pick([2021, 2022, 2023, 2024, 2025]),
      },
      illustrative: true,
    };
  });
  return {
    key: 'project-pipeline-studies',
    fields: [
      f('study_id', 'string', 'Study ID'),
      f('route', 'string', 'Route'),
      ...LOCATION_FIELDS,
      f('fiscal_year', 'integer', 'Fiscal year'),
    ],
    features,
  };
}

function flooding(key: string, count: number, districts: string[]): LayerSeed {
  const rnd = seededRandom(key);
  const localities = virginiaLocalities().filter((l) => districts.includes(l.district));
  const features = Array.from({ length: count }, (_, i): SeedFeature => {
    const l = rnd.pick(localities);
    const coords = walk(pointIn(l, rnd), rnd.between(0.25, 1.5), rnd).coordinates;
    const id = `${key.replace('flooding-', '')}-${String(i + 1).padStart(5, '0')}`;
    return {
      id,
      name: `Exposed segment ${id}`,
      geometry: { type: 'LineString', coordinates: coords },
      properties: {
        segment_id: id,
        scenario: 'Medium',
        locality: l.name,
        district: l.district,
        length_mi: round1(lengthMiles(coords)),
      },
      illustrative: true,
    };
  });
  return {
    key,
    fields: [
      f('segment_id', 'string', 'Segment ID'),
      f('scenario', 'string', 'Scenario'),
      ...LOCATION_FIELDS,
      f('length_mi', 'double', 'Length (miles)'),
    ],
    features,
  };
}

function localitiesLayer(): LayerSeed {
  return {
    key: 'virginia-localities',
    fields: [
      f('fips', 'string', 'FIPS code'),
      f('name', 'string', 'Name'),
      f('type', 'string', 'Type'),
      f('district', 'string', 'VDOT district'),
    ],
    features: virginiaLocalities().map((l) => ({
      id: l.fips,
      name: l.name,
      geometry: l.geometry,
      properties: {
        fips: l.fips,
        name: l.name,
        type: l.city ? 'Independent city' : 'County',
        district: l.district,
      },
      illustrative: false,
    })),
  };
}

function districtsLayer(): LayerSeed {
  const localities = virginiaLocalities();
  return {
    key: 'vdot-districts',
    fields: [f('district', 'string', 'District'), f('localities', 'integer', 'Counties and cities')],
    features: [...vdotDistricts()].map(([district, geometry]) => ({
      id: district.toLowerCase().replace(/\s+/g, '-'),
      name: `${district} District`,
      geometry,
      properties: { district, localities: localities.filter((l) => l.district === district).length },
      illustrative: false,
    })),
  };
}

function statesLayer(): LayerSeed {
  return {
    key: 'virginia-and-neighbours',
    fields: [f('fips', 'string', 'FIPS code'), f('name', 'string', 'State')],
    features: stateBoundaries().map((s) => ({
      id: s.fips,
      name: s.name,
      geometry: s.geometry,
      properties: { fips: s.fips, name: s.name },
      illustrative: false,
    })),
  };
}

/**
 * The three layers localities and MPOs submit to that had no public layer before: a few
 * illustrative features each, so the layer is drawn and described like the others, and a locality's publish
 * replaces that locality's features (seeded ones belong to no organisation and stay until staff remove them).
 */
const SUBMITTED_IN = [
  'Culpeper County',
  'Louisa County',
  'Botetourt County',
  'Halifax County',
  'Wise County',
];

/** `count` illustrative features in locality `l`, each with its name, its own properties and where it lies. */
function inLocality(
  l: Locality,
  count: number,
  make: (i: number) => {
    id: string;
    name: string;
    geometry: Geometry;
    properties: SeedFeature['properties'];
  },
): SeedFeature[] {
  return Array.from({ length: count }, (_, i) => {
    const { id, name, geometry, properties } = make(i);
    return {
      id,
      name,
      geometry,
      properties: { name, ...properties, locality: l.name, district: l.district },
      illustrative: true,
    };
  });
}

const submittingLocalities = () => virginiaLocalities().filter((l) => SUBMITTED_IN.includes(l.name));

function growthAreas(): LayerSeed {
  const rnd = seededRandom('growth-areas');
  const features = submittingLocalities().flatMap((l) =>
    inLocality(l, rnd.int(1, 2), (i) => {
      const r = rnd.between(0.4, 0.9);
      return {
        id: `${l.fips}-growth-${i + 1}`,
        name: `${l.name.replace(/ County$/, '')} Growth Area ${i + 1}`,
        geometry: blob(pointIn(l, rnd), r, rnd),
        properties: { acres: Math.round(Math.PI * r * r * 640) },
      };
    }),
  );
  return {
    key: 'growth-areas',
    fields: [f('name', 'string', 'Growth area'), ...LOCATION_FIELDS, f('acres', 'integer', 'Acres')],
    features,
  };
}

function bikePedNetwork(): LayerSeed {
  const rnd = seededRandom('local-bike-ped-network');
  const facilities = ['Sidewalk', 'Bike lane', 'Shared-use path', 'Trail'];
  const features = submittingLocalities().flatMap((l) =>
    inLocality(l, rnd.int(3, 6), (i) => {
      const facility = rnd.pick(facilities);
      return {
        id: `${l.fips}-bike-ped-${i + 1}`,
        name: `${facility} ${i + 1}, ${l.name}`,
        geometry: walk(pointIn(l, rnd), rnd.between(0.3, 2), rnd),
        properties: { facility, status: rnd.pick(['Existing', 'Planned']) },
      };
    }),
  );
  return {
    key: 'local-bike-ped-network',
    fields: [
      f('name', 'string', 'Facility'),
      f('facility', 'string', 'Facility type'),
      f('status', 'string', 'Existing or planned'),
      ...LOCATION_FIELDS,
    ],
    features,
  };
}

function mpoPlanProjects(): LayerSeed {
  const rnd = seededRandom('lrtp-projects');
  const mpos: ReadonlyArray<readonly [string, string]> = [
    ['Fredericksburg Area MPO', 'Fredericksburg city'],
    ['Roanoke Valley TPO', 'Roanoke city'],
    ['Charlottesville-Albemarle MPO', 'Charlottesville city'],
  ];
  const features = mpos.flatMap(([mpo, census]) => {
    const l = virginiaLocalities().find((x) => (x.city ? `${x.censusName} city` : x.censusName) === census)!;
    return inLocality(l, 3, (i) => {
      const id = `${mpo.split(' ')[0]!.toUpperCase()}-${String(i + 1).padStart(2, '0')}`;
      return {
        id,
        name: `${mpo} plan project ${i + 1}`,
        geometry: walk(pointIn(l, rnd), rnd.between(0.5, 2), rnd),
        properties: { project_id: id, horizon_year: rnd.pick([2030, 2035, 2040, 2045, 2050]) },
      };
    });
  });
  return {
    key: 'lrtp-projects',
    fields: [
      f('name', 'string', 'Project'),
      f('project_id', 'string', 'Plan project ID'),
      f('horizon_year', 'integer', 'Horizon year'),
      ...LOCATION_FIELDS,
    ],
    features,
  };
}

const COASTAL = ['Hampton Roads', 'Fredericksburg'];
const INLAND = ['Bristol', 'Salem', 'Lynchburg', 'Staunton', 'Culpeper', 'Richmond', 'Northern Virginia'];

/**
 * Every layer's seed features, deterministically: the real boundaries from us-atlas, and illustrative network
 * layers laid out along the real corridors and inside the real localities (flagged `illustrative`).
 */
export function generateLayerSeeds(studies: readonly GapTaStudyRow[]): LayerSeed[] {
  return [
    localitiesLayer(),
    districtsLayer(),
    statesLayer(),
    needs(2019, 2400),
    needs(2021, 3600),
    needs(2023, 5200),
    priorities(2021, 1100),
    priorities(2023, 1400),
    cossComponents(),
    cossBuffer(),
    regionalNetworks(),
    udas(),
    iedas(),
    equityAreas(),
    gapTaStudies(studies),
    lrtp('lrtp-projects-hrtpo', 'Hampton Roads', 'Hampton Roads TPO', 260),
    lrtp('lrtp-projects-nrvmpo', 'New River Valley', 'New River Valley MPO', 110),
    lrtp('lrtp-projects-rrtpo', 'Richmond Region', 'Richmond Regional TPO', 220),
    growthAreas(),
    bikePedNetwork(),
    mpoPlanProjects(),
    pipelineStudies(),
    flooding('flooding-sea-level-rise', 1200, COASTAL),
    flooding('flooding-storm-surge', 2400, COASTAL),
    flooding('flooding-inland', 3000, INLAND),
  ];
}
