import type { CommodityFlowRow } from '@/lib/server/db/tables';
import { VDOT_DISTRICTS } from '@/lib/shared/constants';
import { seededRandom } from '@/lib/shared/random';

/**
 * A deterministic, ILLUSTRATIVE commodity-flow table shaped like FHWA's FAF5: real FAF figures
 * are not available offline, so magnitudes are generated from fixed seeds. Every row carries
 * illustrative = true and the API says so.
 */

export const FREIGHT_BASE_YEAR = 2017;
export const FREIGHT_YEARS = [2017, 2022, 2030, 2040, 2050] as const;

type Mode = 'truck' | 'rail' | 'water' | 'air' | 'multiple' | 'pipeline' | 'other';

interface Commodity {
  name: string;
  weight: number; // relative tonnage
  valuePerTon: number; // dollars per ton
  modes: Partial<Record<Mode, number>>; // mode shares
}

const T = (truck: number, extra: Partial<Record<Mode, number>> = {}) => ({ truck, ...extra });

const COMMODITIES: Commodity[] = [
  {
    name: 'Cereal grains',
    weight: 6,
    valuePerTon: 230,
    modes: T(0.55, { rail: 0.25, water: 0.15, multiple: 0.05 }),
  },
  {
    name: 'Other agricultural products',
    weight: 4,
    valuePerTon: 900,
    modes: T(0.8, { rail: 0.1, multiple: 0.1 }),
  },
  { name: 'Animal feed', weight: 3, valuePerTon: 400, modes: T(0.85, { rail: 0.15 }) },
  { name: 'Meat and seafood', weight: 2, valuePerTon: 4200, modes: T(0.9, { multiple: 0.08, air: 0.02 }) },
  { name: 'Other foodstuffs', weight: 7, valuePerTon: 1800, modes: T(0.85, { rail: 0.05, multiple: 0.1 }) },
  { name: 'Beverages and tobacco', weight: 3, valuePerTon: 2600, modes: T(0.9, { multiple: 0.1 }) },
  {
    name: 'Nonmetallic minerals and gravel',
    weight: 14,
    valuePerTon: 25,
    modes: T(0.8, { rail: 0.1, water: 0.1 }),
  },
  { name: 'Coal', weight: 10, valuePerTon: 80, modes: T(0.15, { rail: 0.65, water: 0.2 }) },
  { name: 'Crude petroleum', weight: 2, valuePerTon: 500, modes: { pipeline: 0.8, water: 0.2 } },
  {
    name: 'Gasoline and fuel oils',
    weight: 9,
    valuePerTon: 900,
    modes: T(0.35, { pipeline: 0.55, water: 0.1 }),
  },
  { name: 'Basic chemicals', weight: 3, valuePerTon: 1300, modes: T(0.6, { rail: 0.3, water: 0.1 }) },
  { name: 'Pharmaceuticals', weight: 0.4, valuePerTon: 60000, modes: T(0.8, { air: 0.1, multiple: 0.1 }) },
  { name: 'Plastics and rubber', weight: 2, valuePerTon: 3200, modes: T(0.8, { rail: 0.1, multiple: 0.1 }) },
  { name: 'Logs and wood products', weight: 6, valuePerTon: 350, modes: T(0.85, { rail: 0.1, water: 0.05 }) },
  {
    name: 'Paper and printed products',
    weight: 3,
    valuePerTon: 1500,
    modes: T(0.8, { rail: 0.15, multiple: 0.05 }),
  },
  { name: 'Base metals', weight: 3, valuePerTon: 1600, modes: T(0.7, { rail: 0.2, water: 0.1 }) },
  { name: 'Machinery', weight: 1, valuePerTon: 14000, modes: T(0.85, { multiple: 0.1, air: 0.05 }) },
  { name: 'Electronics', weight: 0.8, valuePerTon: 30000, modes: T(0.7, { multiple: 0.15, air: 0.15 }) },
  {
    name: 'Motor vehicles and parts',
    weight: 2,
    valuePerTon: 11000,
    modes: T(0.75, { rail: 0.2, water: 0.05 }),
  },
  { name: 'Furniture', weight: 1, valuePerTon: 5500, modes: T(0.9, { multiple: 0.1 }) },
  {
    name: 'Miscellaneous manufactured products',
    weight: 1.5,
    valuePerTon: 9000,
    modes: T(0.8, { multiple: 0.15, air: 0.05 }),
  },
  { name: 'Waste and scrap', weight: 5, valuePerTon: 150, modes: T(0.85, { rail: 0.1, other: 0.05 }) },
  {
    name: 'Mixed freight',
    weight: 5,
    valuePerTon: 3000,
    modes: T(0.7, { multiple: 0.1, water: 0.15, rail: 0.05 }),
  },
  { name: 'Building materials', weight: 4, valuePerTon: 300, modes: T(0.9, { rail: 0.05, other: 0.05 }) },
];

/** Other ends of statewide flows, with a relative size and a typical haul in miles. */
const STATE_PARTNERS: Array<[string, number, number]> = [
  ['Maryland', 8, 150],
  ['District of Columbia', 3, 110],
  ['North Carolina', 9, 220],
  ['West Virginia', 6, 230],
  ['Pennsylvania', 6, 280],
  ['Tennessee', 4, 380],
  ['New York and New Jersey', 5, 360],
  ['Ohio', 4, 420],
  ['Georgia and South Carolina', 4, 480],
  ['Kentucky', 3, 400],
  ['Texas', 2, 1250],
  ['Rest of the United States', 7, 900],
  ['International (through Virginia ports)', 6, 40],
];

// Districts share of Virginia's freight activity (relative), used for district-scale rows.
const DISTRICT_SIZE: Record<string, number> = {
  Bristol: 3,
  Culpeper: 3,
  Fredericksburg: 4,
  'Hampton Roads': 10,
  Lynchburg: 3,
  'Northern Virginia': 9,
  Richmond: 8,
  Salem: 5,
  Staunton: 4,
};

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

interface Lane {
  scale: 'statewide' | 'district';
  origin: string;
  direction: 'inbound' | 'outbound' | 'within';
  partner: string;
  size: number;
  miles: number;
}

function lanes(): Lane[] {
  const out: Lane[] = [];
  for (const [partner, size, miles] of STATE_PARTNERS) {
    out.push({
      scale: 'statewide',
      origin: 'Virginia',
      direction: 'inbound',
      partner,
      size: size * 1.1,
      miles,
    });
    out.push({ scale: 'statewide', origin: 'Virginia', direction: 'outbound', partner, size, miles });
  }
  for (const district of Object.keys(DISTRICT_SIZE)) {
    out.push({
      scale: 'statewide',
      origin: 'Virginia',
      direction: 'within',
      partner: `${district} District`,
      size: DISTRICT_SIZE[district] * 2.5,
      miles: 60,
    });
  }
  for (const district of VDOT_DISTRICTS) {
    const own = DISTRICT_SIZE[district];
    for (const other of VDOT_DISTRICTS) {
      if (other === district) continue;
      const size = (own * DISTRICT_SIZE[other]) / 12;
      out.push({
        scale: 'district',
        origin: district,
        direction: 'inbound',
        partner: other,
        size,
        miles: 140,
      });
      out.push({
        scale: 'district',
        origin: district,
        direction: 'outbound',
        partner: other,
        size,
        miles: 140,
      });
    }
    for (const [partner, size, miles] of [
      ['Other states', own * 3, 450],
      ['International (through Virginia ports)', own * (district === 'Hampton Roads' ? 3 : 0.8), 160],
    ] as Array<[string, number, number]>) {
      out.push({ scale: 'district', origin: district, direction: 'inbound', partner, size, miles });
      out.push({
        scale: 'district',
        origin: district,
        direction: 'outbound',
        partner,
        size: size * 0.9,
        miles,
      });
    }
    out.push({
      scale: 'district',
      origin: district,
      direction: 'within',
      partner: district,
      size: own * 2,
      miles: 25,
    });
  }
  return out;
}

/** Generates the whole illustrative table (about 90,000 rows), always the same rows in the same order. */
export function generateCommodityFlows(): CommodityFlowRow[] {
  const rows: CommodityFlowRow[] = [];
  const rand = seededRandom(20_17);
  for (const lane of lanes()) {
    for (const c of COMMODITIES) {
      const growth = 1.008 + rand() * 0.012; // 0.8%–2.0% a year
      for (const [mode, share] of Object.entries(c.modes) as Array<[Mode, number]>) {
        if (lane.direction === 'within' && (mode === 'air' || mode === 'water')) continue;
        const base = lane.size * c.weight * share * (40 + rand() * 20); // thousand tons
        for (const year of FREIGHT_YEARS) {
          const tons = base * growth ** (year - FREIGHT_BASE_YEAR) * (0.97 + rand() * 0.06);
          rows.push({
            scale: lane.scale,
            origin: lane.origin,
            direction: lane.direction,
            partner: lane.partner,
            commodity: c.name,
            mode,
            year,
            tons: round(tons, 2),
            value: round((tons * c.valuePerTon) / 1000, 2), // million dollars
            ton_miles: round((tons * lane.miles * (0.9 + rand() * 0.2)) / 1000, 2), // million ton-miles
            illustrative: true,
          });
        }
      }
    }
  }
  return rows;
}
