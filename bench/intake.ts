/**
 * Spatial-data intake benchmark (issue 13; on demand: `npx tsx bench/intake.ts [--features=100000]`).
 *
 * Writes a zipped polygon shapefile of N features (default 100,000: 8-vertex polygons spread over
 * Virginia, with a name and an acres field, WGS84 .prj and UTF-8 .cpg) and, in the same run, measures:
 *  - ours: the intake's parse + pre-flight checks (lib/server/geo/intake analyseUpload), in a child process;
 *  - GDAL: `ogr2ogr -f GeoJSON` converting the same zip (/vsizip/), Debian's gdal-bin;
 *  - a bare child process that only loads the same modules and reads the file (the Node baseline).
 * Prints wall time and peak resident memory (GNU time's %M) of each, the file size, and the ratios the
 * issue aims at (time ≤ 1.5× GDAL, peak memory ≤ 4× the file size). Figures are printed, not asserted.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WGS84_PRJ, zipOf } from '../__tests__/helpers/spatialFixtures';

const N = Number(process.argv.find((a) => a.startsWith('--features='))?.split('=')[1] ?? 100_000);

/** One 8-vertex polygon ring (clockwise, closed) per feature, spread over Virginia. */
function ring(i: number, cols: number, rows: number): number[][] {
  const x = -83 + ((i % cols) / cols) * 6.5;
  const y = 36.8 + (Math.floor(i / cols) / rows) * 1.9;
  const r = 0.004;
  const pts = Array.from({ length: 8 }, (_, k) => [
    x + r * Math.cos((-k * Math.PI) / 4),
    y + r * Math.sin((-k * Math.PI) / 4),
  ]);
  return [...pts, pts[0]];
}

function shpHeader(buf: Buffer, words: number, box: number[]) {
  buf.writeInt32BE(9994, 0);
  buf.writeInt32BE(words, 24);
  buf.writeInt32LE(1000, 28);
  buf.writeInt32LE(5, 32); // polygon
  box.forEach((v, k) => buf.writeDoubleLE(v, 36 + k * 8));
}

/**
 * Writes a polygon shapefile (.shp, .shx, .dbf with fields name C(20) and acres N(10)) directly: the
 * intake tests use @mapbox/shp-write, whose writer grows quadratically (20,000 polygons take ~35 s here).
 */
export function polygonShapefile(n: number): { shp: Buffer; shx: Buffer; dbf: Buffer } {
  const cols = Math.ceil(Math.sqrt(n * 2.5));
  const rows = Math.max(1, n / cols);
  const pointsPer = 9;
  const content = 4 + 32 + 4 + 4 + 4 + pointsPer * 16; // bytes per record's content
  const shp = Buffer.alloc(100 + n * (8 + content));
  const shx = Buffer.alloc(100 + n * 8);
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  let at = 100;
  for (let i = 0; i < n; i++) {
    const pts = ring(i, cols, rows);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const b = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    box[0] = Math.min(box[0], b[0]);
    box[1] = Math.min(box[1], b[1]);
    box[2] = Math.max(box[2], b[2]);
    box[3] = Math.max(box[3], b[3]);
    shx.writeInt32BE(at / 2, 100 + i * 8);
    shx.writeInt32BE(content / 2, 104 + i * 8);
    shp.writeInt32BE(i + 1, at);
    shp.writeInt32BE(content / 2, at + 4);
    let o = at + 8;
    shp.writeInt32LE(5, o);
    b.forEach((v, k) => shp.writeDoubleLE(v, o + 4 + k * 8));
    shp.writeInt32LE(1, o + 36);
    shp.writeInt32LE(pointsPer, o + 40);
    shp.writeInt32LE(0, o + 44);
    o += 48;
    for (const p of pts) {
      shp.writeDoubleLE(p[0], o);
      shp.writeDoubleLE(p[1], o + 8);
      o += 16;
    }
    at = o;
  }
  shpHeader(shp, shp.length / 2, box);
  shpHeader(shx, shx.length / 2, box);
  const fields: Array<[string, 'C' | 'N', number]> = [
    ['name', 'C', 20],
    ['acres', 'N', 10],
  ];
  const recordLength = 1 + fields.reduce((t, f) => t + f[2], 0);
  const headerLength = 32 + 32 * fields.length + 1;
  const dbf = Buffer.alloc(headerLength + n * recordLength + 1, 0x20);
  dbf.fill(0, 0, headerLength);
  dbf.writeUInt8(0x03, 0);
  dbf.writeUInt8(126, 1);
  dbf.writeUInt8(11, 2);
  dbf.writeUInt8(23, 3);
  dbf.writeUInt32LE(n, 4);
  dbf.writeUInt16LE(headerLength, 8);
  dbf.writeUInt16LE(recordLength, 10);
  fields.forEach(([name, type, width], k) => {
    dbf.write(name, 32 + k * 32, 'latin1');
    dbf.write(type, 32 + k * 32 + 11, 'latin1');
    dbf.writeUInt8(width, 32 + k * 32 + 16);
  });
  dbf.writeUInt8(0x0d, headerLength - 1);
  for (let i = 0; i < n; i++) {
    const o = headerLength + i * recordLength;
    dbf.write(`Area ${i + 1}`.padEnd(20), o + 1, 'latin1');
    dbf.write(String(10 + (i % 500)).padStart(10), o + 21, 'latin1');
  }
  dbf.writeUInt8(0x1a, dbf.length - 1);
  return { shp, shx, dbf };
}

interface Measure {
  seconds: number;
  peakMb: number;
  out: string;
}

/** Runs a command under GNU time; wall seconds and peak RSS from its report. */
function timed(cmd: string, args: string[]): Measure {
  const res = spawnSync('/usr/bin/time', ['-f', '__TIME__ %e %M', cmd, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const m = /__TIME__ ([\d.]+) (\d+)/.exec(res.stderr ?? '');
  if (res.status !== 0 || !m) throw new Error(`${cmd} failed: ${res.stderr}`);
  return { seconds: Number(m[1]), peakMb: Number(m[2]) / 1024, out: res.stdout };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-intake-bench-'));
  try {
    const parts = polygonShapefile(N);
    const zip = await zipOf({
      'bench.shp': parts.shp,
      'bench.shx': parts.shx,
      'bench.dbf': parts.dbf,
      'bench.prj': WGS84_PRJ,
      'bench.cpg': 'UTF-8',
    });
    const file = path.join(dir, 'bench.zip');
    fs.writeFileSync(file, zip);
    const mb = (b: number) => b / 1024 / 1024;
    console.log(
      `Polygon shapefile: ${N.toLocaleString('en-US')} features, zip ${mb(zip.length).toFixed(1)} MB ` +
        `(.shp ${mb(parts.shp.length).toFixed(1)} MB, .dbf ${mb(parts.dbf.length).toFixed(1)} MB)`,
    );
    const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
    const worker = path.join(process.cwd(), 'bench', 'intakeWorker.ts');
    const baseline = timed(tsx, [worker, file, 'baseline']);
    const ours = timed(tsx, [worker, file]);
    const inner = JSON.parse(ours.out.trim().split('\n').pop()!) as { ms: number; features: number };
    let gdal: Measure | null = null;
    try {
      execFileSync('ogr2ogr', ['--version'], { stdio: 'ignore' });
      gdal = timed('ogr2ogr', ['-f', 'GeoJSON', path.join(dir, 'out.geojson'), `/vsizip/${file}/bench.shp`]);
    } catch {
      console.log(
        'ogr2ogr not found: install Debian’s gdal-bin (apt-get install -y gdal-bin) for the GDAL figures.',
      );
    }
    const row = (label: string, s: number, peak: number) =>
      console.log(`${label.padEnd(44)} ${s.toFixed(2).padStart(7)} s ${peak.toFixed(0).padStart(7)} MB peak`);
    console.log('');
    row('Node baseline (load modules, read file)', baseline.seconds, baseline.peakMb);
    row(`Intake parse + checks (process)`, ours.seconds, ours.peakMb);
    console.log(
      `${'  of which parse + checks'.padEnd(44)} ${(inner.ms / 1000).toFixed(2).padStart(7)} s (${inner.features} features)`,
    );
    if (gdal) row('GDAL ogr2ogr → GeoJSON (process)', gdal.seconds, gdal.peakMb);
    console.log('');
    if (gdal) {
      console.log(
        `Time vs GDAL: ${(ours.seconds / gdal.seconds).toFixed(2)}× (whole process), ${(inner.ms / 1000 / gdal.seconds).toFixed(2)}× (parse + checks only); aim ≤ 1.5×`,
      );
    }
    const files = mb(parts.shp.length + parts.shx.length + parts.dbf.length);
    console.log(
      `Peak memory above the Node baseline: ${(ours.peakMb - baseline.peakMb).toFixed(0)} MB = ` +
        `${((ours.peakMb - baseline.peakMb) / files).toFixed(1)}× the unzipped shapefile (${files.toFixed(1)} MB), ` +
        `${((ours.peakMb - baseline.peakMb) / mb(zip.length)).toFixed(1)}× the zip; whole process ` +
        `${(ours.peakMb / files).toFixed(1)}× the unzipped shapefile; aim ≤ 4×`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
