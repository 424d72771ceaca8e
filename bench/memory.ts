/**
 * Server memory under a long load, on demand: `npm run bench:memory` (not part of `npm test`).
 *
 * Starts the production build on a fresh seeded SQLite database, then keeps it busy for --minutes (30 by
 * default) with the bench mix of content pages and APIs interleaved with the malformed requests a fuzzer
 * sends (bad ids, bad parameters, unknown pages, oversized queries), at --connections (10). Every
 * --every seconds (30) it samples the resident memory of the server's process group from /proc. It prints
 * the samples, then the growth per 10 minutes (least-squares slope) over the first and the second half of
 * the run and the mean of the first and last thirds: memory that levels off grows much less in the second
 * half than in the first; a leak grows at the same rate.
 * The baseline is the server's own memory after a one-minute warm-up, in the same run.
 * Options: --minutes=30 --connections=10 --every=30 --port=3403.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild, PAGE_API_MIX, startApp, stopApp, waitFor } from './server';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MINUTES = arg('minutes', 30);
const CONNECTIONS = arg('connections', 10);
const EVERY_S = arg('every', 30);
const PORT = arg('port', 3403);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const GOOD = PAGE_API_MIX;

/** What a fuzzer sends: every one must get a 4xx, never a 500. A counter makes each address unique. */
const BAD = [
  (i: number) => `/api/interactive-query/${i}%00bad`,
  (i: number) => `/api/search?searchString=${'x'.repeat(300 + (i % 700))}`,
  (i: number) => `/api/article?article=no-such-article-${i}`,
  (i: number) => `/get-involved/program-updates?page=${-i}`,
  (i: number) => `/no-such-page-${i}`,
  (i: number) => `/search?search=${encodeURIComponent(`"${i} freight`)}&page=abc`,
  (i: number) => `/api/freight/commodity-flow?scale=nowhere&year=${i}`,
];

interface Sample {
  minute: number;
  rss: number;
}

/** Least-squares slope of resident memory, in MB per 10 minutes. */
function slopePer10Min(points: Sample[]): number {
  const mx = points.reduce((n, p) => n + p.minute, 0) / points.length;
  const my = points.reduce((n, p) => n + p.rss, 0) / points.length;
  const sxy = points.reduce((n, p) => n + (p.minute - mx) * (p.rss - my), 0);
  const sxx = points.reduce((n, p) => n + (p.minute - mx) ** 2, 0);
  return sxx === 0 ? 0 : (sxy / sxx) * 10;
}

/** Resident memory (MB) of every process in the server's process group. */
function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return kb / 1024;
}

function load(durationS: number, counts: { ok: number; client: number; server: number }) {
  let n = 0;
  return new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: ORIGIN,
        connections: CONNECTIONS,
        duration: durationS,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const i = n++;
              // Two good requests, then one bad one.
              const p = i % 3 === 2 ? BAD[i % BAD.length](i) : GOOD[i % GOOD.length];
              return { ...req, path: p };
            },
          },
        ],
      },
      (err) => (err ? reject(err) : resolve()),
    );
    instance.on('response', (_c, status) => {
      if (status >= 500) counts.server++;
      else if (status >= 400) counts.client++;
      else counts.ok++;
    });
  });
}

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-bench-memory-'));
  const app = startApp(PORT, { DATA_DIR: dataDir, SITE_URL: ORIGIN });
  try {
    await waitFor(`${ORIGIN}/api/updates`, 120_000);
    const counts = { ok: 0, client: 0, server: 0 };
    await load(60, counts); // warm-up: JIT, caches, the search index
    const pgid = app.pid as number;
    const samples: Sample[] = [{ minute: 0, rss: groupRssMb(pgid) }];
    console.log(
      `\n${os.cpus().length} cores, Node ${process.version}, ${MINUTES} min at ${CONNECTIONS} connections, ` +
        `a sample every ${EVERY_S} s\n\nminute   RSS MB`,
    );
    console.log(
      `${'0'.padStart(6)} ${samples[0].rss.toFixed(0).padStart(8)}   (baseline, after 1 min warm-up)`,
    );
    const rounds = Math.round((MINUTES * 60) / EVERY_S);
    for (let r = 1; r <= rounds; r++) {
      await load(EVERY_S, counts);
      const sample = { minute: (r * EVERY_S) / 60, rss: groupRssMb(pgid) };
      samples.push(sample);
      console.log(`${sample.minute.toFixed(1).padStart(6)} ${sample.rss.toFixed(0).padStart(8)}`);
    }
    // Memory moves in a sawtooth as the collector runs, so compare fitted slopes and thirds, not end points.
    const half = Math.floor(samples.length / 2);
    const third = Math.max(1, Math.floor(samples.length / 3));
    const mean = (xs: Sample[]) => xs.reduce((n, s) => n + s.rss, 0) / xs.length;
    const first = slopePer10Min(samples.slice(0, half + 1));
    const second = slopePer10Min(samples.slice(half));
    const early = mean(samples.slice(0, third));
    const late = mean(samples.slice(-third));
    const peak = Math.max(...samples.map((s) => s.rss));
    const low = Math.min(...samples.map((s) => s.rss));
    console.log(
      `\nbaseline ${samples[0].rss.toFixed(0)} MB; range ${low.toFixed(0)}–${peak.toFixed(0)} MB; ` +
        `mean of the first third ${early.toFixed(0)} MB, of the last third ${late.toFixed(0)} MB`,
    );
    console.log(
      `growth per 10 min (least squares): first half ${first.toFixed(1)} MB, second half ${second.toFixed(1)} MB`,
    );
    console.log(
      `answers: ${counts.ok} ok, ${counts.client} refused (4xx, the fuzz share), ${counts.server} server errors (5xx)`,
    );
    const levels = second <= Math.max(5, first / 3) || late <= early * 1.05;
    console.log(levels ? 'verdict: memory levels off' : 'verdict: memory still grows in the second half');
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
