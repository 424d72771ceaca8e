/**
 * Spatial-data intake benchmark (on demand: `npx tsx bench/intake.ts [--features=100000]`).
 *
 * Writes a zipped polygon shapefile of N features (default 100,000: 8-vertex polygons spread over
 * Virginia, with a name and an acres field, WGS84 .prj and UTF-8 .cpg) and, in the same run, measures:
 *  - ours: the intake's parse + pre-flight checks, writing the checked features out as the stored
 *    FeatureCollection text as the worker-pool task does (lib/server/geo/intake analyseUploadTo), in a child
 *    process;
 *  - GDAL: `ogr2ogr -f GeoJSON` converting the same zip (/vsizip/), Debian's gdal-bin;
 *  - a bare child process that only loads the same modules and reads the file (the Node baseline).
 * Prints wall time and peak resident memory (GNU time's %M) of each, the file size, and the ratios aimed
 * at (time ≤ GDAL's, peak memory ≤ 4× the file size). Figures are printed, not asserted.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WGS84_PRJ, zipOf } from '../__tests__/helpers/spatialFixtures';
import { polygonShapefile } from './intakeShapefile';

const N = Number(process.argv.find((a) => a.startsWith('--features='))?.split('=')[1] ?? 100_000);

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
    const inner = JSON.parse(ours.out.trim().split('\n').pop()!) as {
      ms: number;
      features: number;
      written: number;
    };
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
      `${'  of which parse + checks + output'.padEnd(44)} ${(inner.ms / 1000).toFixed(2).padStart(7)} s (${inner.features} features, ${mb(inner.written).toFixed(1)} MB of GeoJSON written)`,
    );
    if (gdal) row('GDAL ogr2ogr → GeoJSON (process)', gdal.seconds, gdal.peakMb);
    console.log('');
    if (gdal) {
      console.log(
        `Time vs GDAL: ${(ours.seconds / gdal.seconds).toFixed(2)}× (whole process), ${(inner.ms / 1000 / gdal.seconds).toFixed(2)}× (parse + checks + output only); aim ≤ 1×`,
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
