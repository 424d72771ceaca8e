/**
 * The worst cases against the production build (`npm run bench:hostile`; on a quiet machine).
 *
 * Starts `npm start`'s server on a fresh data folder, then for each worst case — the donut extract, the
 * serpentine uploads (16,003 and 32,003 vertices), the 2.4 MB zip that expands 200:1, a reader that never
 * reads the 2.5 MB features answer, a Host with a path in it — asks the light GET
 * /api/geoprocessor/initialize-job over and over while the case runs and prints its p50/p99 beside the same
 * request on the idle server (the baseline, same run). Then, in-process and in child processes:
 *  - the self-intersection check on the 32,003-vertex serpentine, beside the sorted sweep it replaced;
 *  - peak memory of reading the 200:1 zip, beside the reader it replaced and a bare process.
 * Figures are printed, not asserted. The figures before the worker pool: initialize-job 20.7 s during the
 * donut extract; serpentine 24.3 s at 32,003 vertices; the zip +908 MB.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Position } from 'geojson';
import { donut, ratioZip, serpentine, serpentineGeojson } from '../__tests__/helpers/hostile';
import { ensureBuild, percentile, startApp, stopApp, waitFor } from './server';

const PORT = 3460;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LIGHT = `${ORIGIN}/api/geoprocessor/initialize-job`;

interface Probe {
  p50: number;
  p99: number;
  max: number;
  n: number;
}

/** Asks the light request until `work` settles (at least `min` times); its latency percentiles. */
async function probeWhile<T>(work: Promise<T>, min = 0): Promise<{ result: T; probe: Probe; ms: number }> {
  const t0 = performance.now();
  let done = false;
  let result!: T;
  const finished = work.then((r) => {
    result = r;
    done = true;
  });
  const times: number[] = [];
  while (!done || times.length < min) {
    const s = performance.now();
    await (await fetch(LIGHT)).arrayBuffer();
    times.push(performance.now() - s);
    await new Promise((r) => setTimeout(r, 10));
  }
  await finished;
  const ms = performance.now() - t0;
  times.sort((a, b) => a - b);
  return {
    result,
    ms,
    probe: {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times[times.length - 1],
      n: times.length,
    },
  };
}

const row = (name: string, p: Probe, extra: string) =>
  console.log(
    `${name.padEnd(40)} p50 ${p.p50.toFixed(1).padStart(7)} ms  p99 ${p.p99.toFixed(1).padStart(7)} ms  max ${p.max.toFixed(1).padStart(7)} ms  (n=${String(p.n).padStart(4)})  ${extra}`,
  );

/** Resident memory of a process in MB (Linux). */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The check this change replaced: segments sorted by their left end, each compared until the x ranges part. */
function sortedSweep(ring: Position[]): boolean {
  const n = ring.length - 1;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (i, j) => Math.min(ring[i][0], ring[i + 1][0]) - Math.min(ring[j][0], ring[j + 1][0]),
  );
  const o = (p: Position, q: Position, r: Position) =>
    (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  for (let a = 0; a < n; a++) {
    const i = order[a];
    const maxX = Math.max(ring[i][0], ring[i + 1][0]);
    for (let b = a + 1; b < n; b++) {
      const j = order[b];
      if (Math.min(ring[j][0], ring[j + 1][0]) > maxX) break;
      if (Math.abs(i - j) === 1 || Math.abs(i - j) === n - 1) continue;
      const [p, q, r, s] = [ring[i], ring[i + 1], ring[j], ring[j + 1]];
      const d1 = o(r, s, p);
      const d2 = o(r, s, q);
      const d3 = o(p, q, r);
      const d4 = o(p, q, s);
      if (d1 * d2 < 0 && d3 * d4 < 0) return true;
    }
  }
  return false;
}

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-hostile-'));
  const app = startApp(PORT, { DATA_DIR: dataDir });
  try {
    await waitFor(`${ORIGIN}/api/updates`, 180_000);
    process.env.DATA_DIR = dataDir;
    const { sessionCookie, DEMO } = await import('../__tests__/helpers/session');
    const { cookie } = await sessionCookie(DEMO.submitter);
    const pid = app.pid!;
    console.log(`Server pid ${pid}, ${os.cpus().length} cores, Node ${process.version}\n`);

    // Warm-up: the light request, the layers, the pool's first thread.
    for (let i = 0; i < 20; i++) await (await fetch(LIGHT)).arrayBuffer();
    const idle = await probeWhile(new Promise((r) => setTimeout(r, 3000)), 200);
    row('baseline: idle server', idle.probe, '');

    // The donut extract over 8 polygon layers.
    const list = (await (await fetch(`${ORIGIN}/api/map-explorer/get-layer-metadata`)).json()) as Array<{
      key: string;
      geometryType: string;
      downloadable: boolean;
    }>;
    const polygons = list
      .filter((l) => l.geometryType === 'polygon' && l.downloadable)
      .map((l) => l.key)
      .slice(0, 8);
    const extract = probeWhile(
      (async () => {
        const res = await fetch(`${ORIGIN}/api/geoprocessor/jobs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({
            area: { kind: 'polygon', geometry: donut() },
            layers: polygons,
            format: 'geojson',
          }),
        });
        const job = (await res.json()) as { id: string; status: string };
        for (;;) {
          const s = (await (await fetch(`${ORIGIN}/api/geoprocessor/jobs/${job.id}`)).json()) as {
            status: string;
            featureCount: number | null;
            error: string | null;
          };
          if (s.status === 'succeeded' || s.status === 'failed') return s;
          await new Promise((r) => setTimeout(r, 100));
        }
      })(),
    );
    const ex = await extract;
    row(
      `donut extract, ${polygons.length} polygon layers`,
      ex.probe,
      `job ${ex.result.status} in ${(ex.ms / 1000).toFixed(1)} s, ${ex.result.featureCount ?? 0} features ${ex.result.error ?? ''}`,
    );

    // Uploads: a draft each.
    const draft = async () => {
      const res = await fetch(`${ORIGIN}/api/spatial-data/submission`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: ORIGIN },
        body: JSON.stringify({
          layerID: 'urban-development-areas',
          title: 'Bench shapes',
          description: 'bench',
        }),
      });
      return ((await res.json()) as { submissionID: string }).submissionID;
    };
    const upload = async (name: string, body: Buffer) => {
      const id = await draft();
      const res = await fetch(
        `${ORIGIN}/api/spatial-data/submission/file?submissionID=${id}&fileName=${encodeURIComponent(name)}`,
        {
          method: 'PUT',
          headers: { cookie, origin: ORIGIN, 'content-type': 'application/octet-stream' },
          body: new Uint8Array(body),
        },
      );
      await res.arrayBuffer();
      return res.status;
    };
    for (const v of [16_003, 32_003]) {
      const up = await probeWhile(upload('serpentine.geojson', serpentineGeojson(v)));
      row(
        `serpentine upload, ${v.toLocaleString('en-US')} vertices`,
        up.probe,
        `answered ${up.result} in ${(up.ms / 1000).toFixed(2)} s`,
      );
    }
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const zip = await probeWhile(upload('layer.zip', ratioZip(2.4)));
    clearInterval(sampler);
    row(
      '2.4 MB zip at 200:1',
      zip.probe,
      `answered ${zip.result} in ${(zip.ms / 1000).toFixed(2)} s; server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)})`,
    );

    // A reader that never reads the Map Explorer's biggest answer, then everyone else asks for it.
    const FEATURES = '/api/map-explorer/layers/mid-term-needs-2023/features';
    await fetch(`${ORIGIN}/api/updates`, { method: 'POST' }).catch(() => undefined); // (any POST emptied the cache before)
    const socket = net.connect({ port: PORT, host: '127.0.0.1' });
    socket.pause();
    socket.write(`GET ${FEATURES} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nAccept-Encoding: identity\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 300));
    const others = await probeWhile(
      Promise.all(
        Array.from({ length: 10 }, async () => {
          const s = performance.now();
          const res = await fetch(`${ORIGIN}${FEATURES}`, { signal: AbortSignal.timeout(60_000) });
          await res.arrayBuffer();
          return performance.now() - s;
        }),
      ),
    );
    socket.destroy();
    const slowest = Math.max(...others.result);
    row(
      'slow reader on the features answer',
      others.probe,
      `10 other readers of it: slowest ${slowest.toFixed(0)} ms`,
    );

    // A path in the Host header.
    const hostStatus = await new Promise<number>((resolve) => {
      const s = net.connect({ port: PORT, host: '127.0.0.1' }, () =>
        s.write(
          `GET /search?searchString=bridge HTTP/1.1\r\nHost: 127.0.0.1:${PORT}/api\r\nConnection: close\r\n\r\n`,
        ),
      );
      let text = '';
      s.on('data', (d) => (text += d.toString()));
      s.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)));
    });
    const apiType = (await fetch(`${ORIGIN}/api/search?searchString=bridge`)).headers.get('content-type');
    console.log(`Host with a path: ${hostStatus}; /api/search then answers ${apiType}`);
  } finally {
    await stopApp(app);
  }

  // The check itself, in this process.
  console.log('');
  const ring = serpentine(32_003).geometry.coordinates[0];
  const { ringSelfIntersects } = await import('@/lib/server/geo/intake/checks');
  for (const [name, fn] of [
    ['R-tree check (now)', ringSelfIntersects],
    ['sorted sweep (before)', sortedSweep],
  ] as const) {
    const t0 = performance.now();
    const r = fn(ring);
    console.log(
      `self-intersection, serpentine 32,003 vertices, ${name.padEnd(22)} ${(performance.now() - t0).toFixed(0).padStart(7)} ms (${r})`,
    );
  }

  // Peak memory of reading the 200:1 zip, each in its own process.
  console.log('');
  for (const mode of ['bare', 'current', 'previous']) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/hostileZip.ts', mode], {
      encoding: 'utf8',
    });
    const out = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as {
      peakMb?: number;
      outcome?: string;
    };
    console.log(
      `zip 200:1 reader ${mode.padEnd(9)} peak ${out.peakMb?.toFixed(0).padStart(5)} MB  ${out.outcome ?? run.stderr.slice(0, 200)}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
