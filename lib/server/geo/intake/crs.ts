import proj4 from 'proj4';
import { CRS_CHOICES, type CrsCode } from '@/lib/shared/schemas/spatialData/rules';

/**
 * Coordinate systems for intake: proj4 strings for the Virginia systems (proj4 knows only 4326, 4269 and
 * 3857 by itself, and there is no EPSG lookup offline), recognition of ESRI/OGC .prj text, and a converter
 * to WGS84 longitude/latitude.
 */
const DEFS: Record<CrsCode, string> = {
  'EPSG:4326': '+proj=longlat +datum=WGS84 +no_defs',
  'EPSG:4269': '+proj=longlat +datum=NAD83 +no_defs',
  'EPSG:3857':
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs',
  'EPSG:3968':
    '+proj=lcc +lat_0=36 +lon_0=-79.5 +lat_1=37 +lat_2=39.5 +x_0=0 +y_0=0 +datum=NAD83 +units=m +no_defs',
  'EPSG:2283':
    '+proj=lcc +lat_0=37.6666666666667 +lon_0=-78.5 +lat_1=39.2 +lat_2=38.0333333333333 +x_0=3500000.0001016 +y_0=2000000.0001016 +datum=NAD83 +units=us-ft +no_defs',
  'EPSG:2284':
    '+proj=lcc +lat_0=36.3333333333333 +lon_0=-78.5 +lat_1=37.9666666666667 +lat_2=36.7666666666667 +x_0=3500000.0001016 +y_0=999999.999898399 +datum=NAD83 +units=us-ft +no_defs',
  'EPSG:26917': '+proj=utm +zone=17 +datum=NAD83 +units=m +no_defs',
  'EPSG:26918': '+proj=utm +zone=18 +datum=NAD83 +units=m +no_defs',
  'EPSG:32617': '+proj=utm +zone=17 +datum=WGS84 +units=m +no_defs',
  'EPSG:32618': '+proj=utm +zone=18 +datum=WGS84 +units=m +no_defs',
};

/** Names in .prj files (ESRI and OGC spellings) mapped to the systems above. */
const PRJ_NAMES: Array<[RegExp, CrsCode]> = [
  [/virginia[_ ]lambert/i, 'EPSG:3968'],
  [/virginia[_ ]north/i, 'EPSG:2283'],
  [/virginia[_ ]south/i, 'EPSG:2284'],
  [/NAD(?:_)?(?:19)?83.*UTM[_ ]zone[_ ]17N/i, 'EPSG:26917'],
  [/NAD(?:_)?(?:19)?83.*UTM[_ ]zone[_ ]18N/i, 'EPSG:26918'],
  [/WGS(?:_)?(?:19)?84.*UTM[_ ]zone[_ ]17N/i, 'EPSG:32617'],
  [/WGS(?:_)?(?:19)?84.*UTM[_ ]zone[_ ]18N/i, 'EPSG:32618'],
  [/pseudo[_ ]mercator|web[_ ]mercator|auxiliary[_ ]sphere/i, 'EPSG:3857'],
];

export interface Crs {
  /** The EPSG code when recognised, or null for another system described by its .prj. */
  code: CrsCode | null;
  label: string;
  /** Projects [x, y] to [longitude, latitude]; null when the system is already WGS84 longitude/latitude. */
  toWgs84: ((p: number[]) => number[]) | null;
}

const label = (code: CrsCode) => CRS_CHOICES.find((c) => c.code === code)!.label;

export function crsOf(code: CrsCode): Crs {
  if (code === 'EPSG:4326') return { code, label: label(code), toWgs84: null };
  const converter = proj4(DEFS[code], DEFS['EPSG:4326']);
  return { code, label: label(code), toWgs84: (p) => converter.forward([p[0], p[1]]) };
}

/** The coordinate system a .prj describes; null when proj4 cannot read it. */
export function crsFromPrj(wkt: string): Crs | null {
  const text = wkt.trim();
  if (!text) return null;
  const isGeographic = /^GEOGCS|^GEOGCRS/i.test(text);
  if (isGeographic) return /NAD(?:_)?(?:19)?83/i.test(text) ? crsOf('EPSG:4269') : crsOf('EPSG:4326');
  for (const [re, code] of PRJ_NAMES) if (re.test(text)) return crsOf(code);
  try {
    const converter = proj4(text, DEFS['EPSG:4326']);
    const name = /^PROJCS\["([^"]+)"/i.exec(text)?.[1]?.replace(/_/g, ' ') ?? 'the system in the .prj';
    return { code: null, label: name, toWgs84: (p) => converter.forward([p[0], p[1]]) };
  } catch {
    return null;
  }
}

/** True when every coordinate could be longitude/latitude (the test for "projected data without a .prj"). */
export const looksGeographic = (bbox: number[]) =>
  bbox[0] >= -180 && bbox[2] <= 180 && bbox[1] >= -90 && bbox[3] <= 90;
