/**
 * The figures of several instances (`npm run bench:instances`; on a quiet machine, after a production build):
 *
 *  1. The job queue's claim latency with 1,000 queued jobs, beside a claim on the empty queue (same run,
 *     same database): each claim is one indexed SELECT and one conditional UPDATE, so it should not grow with
 *     the queue.
 *  2. The time from a publish on instance A to the new features in instance B's features answer (B had
 *     cached the old answer for 60 s): through Redis pub/sub when redis-server is installed, and through the
 *     change stamps in the database (polled every second) — the second is the baseline.
 *  3. Page and API throughput through a round-robin proxy to two instances, beside the same proxy to one
 *     instance. On a 2-core machine two Node processes cannot do more work than one that already keeps a
 *     core busy with the other core serving the proxy and the load generator: expect no gain here.
 *
 * Figures are printed, not asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { geojson, udaFeatures } from '../__tests__/helpers/spatialFixtures';
import {
  ensureBuild,
  loadTest,
  PAGE_API_MIX,
  percentile,
  proxyTo,
  startApp,
  stopApp,
  waitFor,
} from './server';

const BASE_PORT = 3480;
const REDIS_INSTALLED = fs.existsSync('/usr/bin/redis-server');
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

async function queueLatency(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-queue-'));
  process.env.DATA_DIR = dir;
  const { enqueue, claim, succeed, workerName } = await import('../lib/server/jobs/queue');
  const { db, closeDb } = await import('../lib/server/db/knex');
  await db();
  const owner = workerName('bench');
  const time = async <T>(work: () => Promise<T>) => {
    const t0 = performance.now();
    const result = await work();
    return { result, ms: performance.now() - t0 };
  };
  const empty: number[] = [];
  for (let i = 0; i < 200; i++) empty.push((await time(() => claim(owner, ['bench']))).ms);
  const enqueueMs: number[] = [];
  for (let i = 0; i < 1000; i++) enqueueMs.push((await time(() => enqueue('bench', { i }))).ms);
  const full: number[] = [];
  for (;;) {
    const { result, ms: t } = await time(() => claim(owner, ['bench']));
    if (!result) break;
    full.push(t);
    await succeed(result.id, owner);
  }
  for (const a of [empty, enqueueMs, full]) a.sort((x, y) => x - y);
  console.log('1. Job queue (SQLite, one process)');
  console.log(
    `   claim, empty queue (baseline)     p50 ${ms(percentile(empty, 50))}  p99 ${ms(percentile(empty, 99))}`,
  );
  console.log(
    `   enqueue, 1,000 jobs               p50 ${ms(percentile(enqueueMs, 50))}  p99 ${ms(percentile(enqueueMs, 99))}`,
  );
  console.log(
    `   claim, 1,000 queued → 0 (n=${full.length})  p50 ${ms(percentile(full, 50))}  p99 ${ms(percentile(full, 99))}\n`,
  );
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
}

interface Pair {
  a: number;
  b: number;
  apps: ChildProcess[];
  dir: string;
}

async function startPair(offset: number, redis: boolean): Promise<Pair> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-instances-'));
  const [a, b, redisPort] = [BASE_PORT + offset, BASE_PORT + offset + 1, BASE_PORT + offset + 2];
  const apps: ChildProcess[] = [];
  if (redis) {
    apps.push(
      spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
        detached: true,
      }),
    );
  }
  const env = {
    DATA_DIR: dir,
    RUN_JOBS: 'false',
    NEXTAUTH_SECRET: 'bench-instances-secret-0123456789abcdef0123456789',
    ...(redis ? { REDIS_URL: `redis://127.0.0.1:${redisPort}` } : {}),
  };
  apps.push(startApp(a, env));
  await waitFor(`http://127.0.0.1:${a}/api/ready`, 180_000);
  apps.push(startApp(b, env));
  await waitFor(`http://127.0.0.1:${b}/api/ready`, 180_000);
  return { a, b, apps, dir };
}

async function stopPair(pair: Pair): Promise<void> {
  for (const app of pair.apps) await stopApp(app);
  fs.rmSync(pair.dir, { recursive: true, force: true });
}

/** Publishes a two-feature submission through A, n times; each time, ms until B's cached answer shows it. */
async function publishToVisible(pair: Pair, n: number): Promise<number[]> {
  process.env.DATA_DIR = pair.dir;
  process.env.NEXTAUTH_SECRET = 'bench-instances-secret-0123456789abcdef0123456789';
  const { resetEnvCache } = await import('../lib/server/env');
  const { closeDb } = await import('../lib/server/db/knex');
  resetEnvCache();
  await closeDb();
  const { sessionCookie, DEMO } = await import('../__tests__/helpers/session');
  const planner = (await sessionCookie(DEMO.submitter)).cookie;
  const reviewer = (await sessionCookie(DEMO.reviewer)).cookie;
  await closeDb();
  const A = `http://127.0.0.1:${pair.a}`;
  const B = `http://127.0.0.1:${pair.b}`;
  const send = (url: string, method: string, cookie: string, body: unknown) =>
    fetch(url, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: A },
      body: JSON.stringify(body),
    });
  const times: number[] = [];
  for (let round = 0; round < n; round++) {
    const word = `benchround${round}`;
    const created = await send(`${A}/api/spatial-data/submission`, 'POST', planner, {
      layerID: 'urban-development-areas',
      title: `Bench ${round}`,
      description: 'x',
    });
    const { submissionID } = (await created.json()) as { submissionID: string };
    const features = udaFeatures(2, round * 3).map((f, i) => ({
      ...f,
      properties: { ...f.properties, name: `${word} ${i}` },
    }));
    await fetch(`${A}/api/spatial-data/submission/file?submissionID=${submissionID}&fileName=uda.geojson`, {
      method: 'PUT',
      headers: { cookie: planner, origin: A },
      body: new Uint8Array(geojson(features)),
    });
    await send(`${A}/api/spatial-data/submission`, 'PUT', planner, { submissionID, submit: true });
    const onB = async () =>
      (
        (await (
          await fetch(`${B}/api/map-explorer/layers/urban-development-areas/features?q=${word}`)
        ).json()) as {
          numberMatched: number;
        }
      ).numberMatched;
    await onB(); // B caches the answer without the new features
    for (const status of ['in-review', 'approved']) {
      await send(`${A}/api/spatial-data/submission/status`, 'POST', reviewer, {
        submissionID,
        status,
        note: 'ok',
      });
    }
    const res = await send(`${A}/api/spatial-data/submission/status`, 'POST', reviewer, {
      submissionID,
      status: 'published',
      note: 'ok',
    });
    if (res.status !== 201) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
    const t0 = performance.now();
    while ((await onB()) < 2) {
      if (performance.now() - t0 > 10_000) throw new Error('B did not follow within 10 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    times.push(performance.now() - t0);
  }
  return times.sort((x, y) => x - y);
}

async function main() {
  ensureBuild();
  console.log(`${os.cpus().length} cores, Node ${process.version}\n`);
  await queueLatency();

  console.log("2. Publish on A → new features in B's answer (5 publishes each)");
  const modes = REDIS_INSTALLED ? [false, true] : [false];
  let throughputPair: Pair | null = null;
  for (const redis of modes) {
    const pair = await startPair(redis ? 10 : 0, redis);
    const t = await publishToVisible(pair, 5);
    console.log(
      `   ${redis ? 'Redis pub/sub          ' : 'change stamps (baseline)'}  p50 ${ms(percentile(t, 50))}  max ${ms(t[t.length - 1])}`,
    );
    if (!redis) throughputPair = pair;
    else await stopPair(pair);
  }
  if (!REDIS_INSTALLED) console.log('   (redis-server is not installed: Redis not measured)');

  const pair = throughputPair!;
  console.log('\n3. Throughput through a round-robin proxy, page and API mix, 20 connections, 10 s each');
  const one = await proxyTo(BASE_PORT + 20, [pair.a]);
  const two = await proxyTo(BASE_PORT + 21, [pair.a, pair.b]);
  await loadTest('warm-up', BASE_PORT + 21, PAGE_API_MIX, { connections: 10, duration: 5 });
  for (const [name, port] of [
    ['one instance (baseline)', BASE_PORT + 20],
    ['two instances', BASE_PORT + 21],
  ] as const) {
    const r = await loadTest(name, port, PAGE_API_MIX, { connections: 20, duration: 10 });
    console.log(
      `   ${name.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  errors ${r.errors}`,
    );
  }
  one.close();
  two.close();
  await stopPair(pair);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
