/**
 * Comment periods at the scale of a statewide plan (issue 57 §6), on demand: `npm run bench:periods` (on a quiet
 * machine, after a production build). Figures are printed, not asserted. In one run:
 *
 *  1. Posting: two instances on one database behind a round-robin proxy (as a load balancer would be); comments
 *     on the seeded open period sent at 50 a second for 20 s from 250 client addresses (TRUSTED_PROXY_HOPS=1, each
 *     address under the per-address limit): sent, accepted (201), refused, lost (accepted and not stored), p50 and
 *     p99. Beside it, the floor: the same pace of GET /api/ready through the same proxy (no write, no page).
 *  2. Themes for 20,000 comments: the period is given 20,000 comments (illustrative rows made here, in the words
 *     of four concerns and the everyday words around them), then staff's "Suggest themes" runs as the API runs it
 *     (the worker pool, with its budget): its time, and the delay of this process's event loop (the request
 *     thread) while it runs, beside the delay at rest.
 *  3. "What we heard" of the seeded closed period, as visitors get it (the page cache) and rendered each time (a
 *     query string no request repeats), 10 connections for 10 s each.
 *  4. The streamed CSV export of a closed period with 20,000 published comments, beside the floor of the same
 *     route for a 100-comment period: time to the first byte of the body and to its end (median of 3, each with a
 *     query string no request repeats, so never from the page cache), and the server's peak RSS during the
 *     downloads (read from /proc every 10 ms) above its RSS just before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ensureBuild, loadTest, percentile, proxyTo, startApp, stopApp, waitFor } from './server';

const BASE_PORT = 3520;
const RATE = 50;
const SECONDS = 20;
const ADDRESSES = 250;
const THEME_COMMENTS = 20_000;
const EXPORT_COMMENTS = 20_000;
const EXPORT_FLOOR_COMMENTS = 100;
const OPEN_SLUG = 'draft-mid-term-needs';
const CLOSED_SLUG = 'illustrative-example-draft-risk-register-2026';
const SECRET = 'bench-periods-secret-0123456789abcdef0123456789ab';
const ms = (n: number) => `${n.toFixed(1).padStart(8)} ms`;

interface Paced {
  sent: number;
  statuses: Map<number, number>;
  latencies: number[];
  ids: number[];
}

/** Sends `make(i)` at RATE a second for SECONDS, without waiting for answers before the next. */
async function paced(make: (i: number) => Promise<Response>, parse: boolean): Promise<Paced> {
  const out: Paced = { sent: 0, statuses: new Map(), latencies: [], ids: [] };
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < RATE * SECONDS; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    out.sent++;
    const t0 = performance.now();
    pending.push(
      make(i)
        .then(async (res) => {
          out.latencies.push(performance.now() - t0);
          out.statuses.set(res.status, (out.statuses.get(res.status) ?? 0) + 1);
          if (parse && res.status === 201) out.ids.push(((await res.json()) as { id: number }).id);
          else await res.arrayBuffer();
        })
        .catch(() => {
          out.statuses.set(0, (out.statuses.get(0) ?? 0) + 1);
        }),
    );
  }
  await Promise.all(pending);
  out.latencies.sort((a, b) => a - b);
  return out;
}

const describe = (p: Paced) =>
  `sent ${p.sent}, ${[...p.statuses].map(([s, n]) => `${s || 'error'}: ${n}`).join(', ')}; p50 ${ms(
    percentile(p.latencies, 50),
  )}, p99 ${ms(percentile(p.latencies, 99))}`;

const CONCERNS = [
  'the bike lanes stop suddenly and cyclists end up in traffic near the school',
  'truck traffic on Route 29 is heavy at night and freight trucks damage the pavement',
  'the bus comes every hour; more frequent bus service and a shelter at the stop would help',
  'the intersection needs a signal and a crosswalk, drivers speed through it',
];
const AROUND = ['I think', 'Please note that', 'As a resident,', 'Honestly,', 'We feel'];

async function main() {
  ensureBuild();
  const load = os.loadavg();
  console.log(`Load average (1, 5, 15 min) before: ${load.map((l) => l.toFixed(2)).join(' ')}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-periods-'));
  const [a, b, proxyPort] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
  const env = { DATA_DIR: dir, NEXTAUTH_SECRET: SECRET, TRUSTED_PROXY_HOPS: '1', RUN_JOBS: 'false' };
  const apps = [startApp(a, env)];
  await waitFor(`http://127.0.0.1:${a}/api/ready`, 180_000);
  apps.push(startApp(b, env));
  await waitFor(`http://127.0.0.1:${b}/api/ready`, 180_000);
  const proxy = await proxyTo(proxyPort, [a, b]);
  const base = `http://127.0.0.1:${proxyPort}`;
  try {
    console.log(
      `\n1. Posting through a round-robin proxy to two instances, ${RATE} a second for ${SECONDS} s`,
    );
    const floor = await paced(() => fetch(`${base}/api/ready`), false);
    console.log(`   floor, GET /api/ready            ${describe(floor)}`);
    const posted = await paced(
      (i) =>
        fetch(`${base}/api/comment-periods/${OPEN_SLUG}/comments`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${i % ADDRESSES}`,
          },
          body: JSON.stringify({
            target: 'draft',
            comment: `Bench comment ${i}: ${CONCERNS[i % CONCERNS.length]}.`,
          }),
        }),
      true,
    );
    console.log(`   POST a comment on the draft      ${describe(posted)}`);

    process.env.DATA_DIR = dir;
    process.env.NEXTAUTH_SECRET = SECRET;
    const { db, closeDb } = await import('../lib/server/db/knex');
    const k = await db();
    const period = (await k('comment_periods').select('id').where({ slug: OPEN_SLUG }).first()) as {
      id: number;
    };
    const stored = new Set(
      ((await k('period_comments').select('id').whereIn('id', posted.ids)) as { id: number }[]).map(
        (r) => r.id,
      ),
    );
    console.log(
      `   accepted ${posted.ids.length}, stored ${stored.size}, lost ${posted.ids.length - stored.size}`,
    );

    console.log(
      `\n2. Themes for ${THEME_COMMENTS.toLocaleString('en-US')} comments (worker pool, as staff ask)`,
    );
    const now = new Date().toISOString();
    const rows = Array.from({ length: THEME_COMMENTS }, (_, i) => ({
      period_id: period.id,
      target: 'draft',
      comment: `${AROUND[i % AROUND.length]} ${CONCERNS[(i * 7) % CONCERNS.length]}.`,
      language: 'eng',
      status: 'approved',
      illustrative: true,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500) await k('period_comments').insert(rows.slice(i, i + 500));
    const admin = (await k('users').select('id', 'email').where({ email: 'admin@example.org' }).first()) as {
      id: string;
      email: string;
    };
    const user = {
      id: admin.id,
      email: admin.email,
      name: null,
      roles: ['admin' as const],
      organizationId: null,
    };
    const { suggestPeriodThemes } = await import('../lib/server/services/commentPeriods');
    const rest = monitorEventLoopDelay({ resolution: 10 });
    rest.enable();
    await new Promise((r) => setTimeout(r, 2000));
    rest.disable();
    const busy = monitorEventLoopDelay({ resolution: 10 });
    busy.enable();
    const t0 = performance.now();
    const suggestion = await suggestPeriodThemes(period.id, user);
    const took = performance.now() - t0;
    busy.disable();
    console.log(
      `   suggested ${suggestion.themes.length} themes for ${suggestion.considered.toLocaleString('en-US')} comments in ${ms(took)}`,
    );
    console.log(
      `   event-loop delay while it ran: p99 ${ms(busy.percentile(99) / 1e6)}, max ${ms(busy.max / 1e6)}; at rest: p99 ${ms(rest.percentile(99) / 1e6)}`,
    );
    // Section 4's periods: closed, their reports out, EXPORT_COMMENTS and EXPORT_FLOOR_COMMENTS published comments.
    for (const [slug, count] of [
      ['bench-export-20000', EXPORT_COMMENTS],
      ['bench-export-100', EXPORT_FLOOR_COMMENTS],
    ] as const) {
      const [created] = await k('comment_periods')
        .insert({
          slug,
          title: `Bench export (${count} comments)`,
          summary: 'Illustrative rows made by the bench.',
          includes_map: false,
          opens_at: new Date(Date.now() - 20 * 86_400_000).toISOString(),
          closes_at: new Date(Date.now() - 86_400_000).toISOString(),
          status: 'published',
          report_published_at: now,
          illustrative: true,
          created_at: now,
          updated_at: now,
        })
        .returning(['id']);
      const periodId = Number((created as { id: number }).id);
      const exportRows = Array.from({ length: count }, (_, i) => ({
        period_id: periodId,
        target: 'draft',
        comment: `${AROUND[i % AROUND.length]} ${CONCERNS[(i * 3) % CONCERNS.length]}; ${CONCERNS[(i * 5 + 1) % CONCERNS.length]}.`,
        language: 'eng',
        status: 'approved',
        illustrative: true,
        created_at: now,
        updated_at: now,
      }));
      for (let i = 0; i < exportRows.length; i += 500)
        await k('period_comments').insert(exportRows.slice(i, i + 500));
    }
    await closeDb();
    const { closePool } = await import('../lib/server/workers/pool');
    await closePool();

    console.log('\n3. "What we heard" of the closed period, 10 connections, 10 s each');
    const page = `/get-involved/comment-periods/${CLOSED_SLUG}/what-we-heard`;
    let n = 0;
    const cached = await loadTest('from the page cache', a, [page]);
    const rendered = await loadTest(
      'rendered each time',
      a,
      Array.from({ length: 5000 }, () => `${page}?r=${n++}`),
    );
    for (const r of [cached, rendered])
      console.log(
        `   ${r.name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  errors ${r.errors}`,
      );

    console.log('\n4. The streamed CSV export (median of 3; peak RSS of the server above its RSS before)');
    const floorRun = await exportRuns(a, apps[0]!.pid!, 'bench-export-100');
    const bigRun = await exportRuns(a, apps[0]!.pid!, 'bench-export-20000');
    for (const [label, r] of [
      [`floor, ${EXPORT_FLOOR_COMMENTS} comments`, floorRun],
      [`${EXPORT_COMMENTS.toLocaleString('en-US')} comments`, bigRun],
    ] as const)
      console.log(
        `   ${label.padEnd(20)} ${(r.bytes / 1e6).toFixed(2).padStart(6)} MB  first byte ${ms(r.firstByte)}  end ${ms(r.end)}  RSS ${(r.rssBefore / 1e6).toFixed(0)} MB, peak +${(r.rssPeakAbove / 1e6).toFixed(1)} MB`,
      );
  } finally {
    proxy.close();
    for (const app of apps) await stopApp(app);
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(
      `\nLoad average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (a figure taken above 1.5 is noise)`,
    );
  }
}

/** The server's resident set (bytes), from /proc (Linux). */
function rss(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

let exportRun = 0;
/** Three downloads of a period's CSV: the median times, the bytes, and the server's peak RSS above the start. */
async function exportRuns(port: number, pid: number, slug: string) {
  const firsts: number[] = [];
  const ends: number[] = [];
  let bytes = 0;
  const rssBefore = rss(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 10);
  try {
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const res = await fetch(
        `http://127.0.0.1:${port}/api/comment-periods/${slug}/export?format=csv&r=${exportRun++}`,
      );
      const reader = res.body!.getReader();
      let first = 0;
      bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!first) first = performance.now() - t0;
        bytes += value.length;
      }
      firsts.push(first);
      ends.push(performance.now() - t0);
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rss(pid));
  const median = (list: number[]) => [...list].sort((x, y) => x - y)[1]!;
  return { firstByte: median(firsts), end: median(ends), bytes, rssBefore, rssPeakAbove: peak - rssBefore };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
