/**
 * Several instances on one database: two web instances that run no jobs (RUN_JOBS=false) and one
 * worker-only process (`npm run worker`'s bundle), behind a small round-robin proxy, on one shared SQLite
 * database in WAL mode. The suite runs twice:
 * - with Debian's redis-server carrying the cache messages and Azurite (the Azure Storage emulator) as the
 *   one shared store for documents, uploads and extract outputs (skipped when redis-server is not installed);
 * - with neither: the instances follow the change stamps in the database, and share a local folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { BlobServiceClient } from '@azure/storage-blob';
import { encode } from 'next-auth/jwt';
import { geojson, udaFeatures } from '../__tests__/helpers/spatialFixtures';
import { startAzurite, type AzuriteHandle } from '../scripts/start-azurite';
import { inOneWindow } from './window';

const REDIS_INSTALLED = fs.existsSync('/usr/bin/redis-server');

/** Every instance shares the session secret, as the deployment guide says. */
const SECRET = 'e2e-instances-secret-0123456789abcdef0123456789';

interface Variant {
  title: string;
  /** Redis for cache messages and rate limits, Azurite for every file. */
  services: boolean;
  portOffset: number;
}

const VARIANTS: Variant[] = [
  { title: 'with Redis and Azure Blob (Azurite)', services: true, portOffset: 20 },
  { title: 'on database change stamps and a local folder', services: false, portOffset: 30 },
];

for (const variant of VARIANTS) {
  test.describe(`several instances ${variant.title}`, () => {
    instancesSuite(variant);
  });
}

function instancesSuite(variant: Variant) {
  const BASE = Number(process.env.E2E_PORT ?? 3100) + variant.portOffset;
  const [PORT_A, PORT_B, PORT_PROXY, PORT_REDIS] = [BASE, BASE + 1, BASE + 2, BASE + 3];
  const DATA_DIR = path.resolve(`.e2e-instances-${variant.portOffset}`);
  const REDIS = variant.services;
  let azurite: AzuriteHandle | undefined;
  const A = `http://127.0.0.1:${PORT_A}`;
  const B = `http://127.0.0.1:${PORT_B}`;
  const PROXY = `http://127.0.0.1:${PORT_PROXY}`;

  const processes: ChildProcess[] = [];
  let proxy: http.Server;

  // Each process's log (pino's JSON lines), kept for a failure's reading: test-results/instances/<variant>.log.
  const LOG_DIR = path.join('test-results', 'instances');
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const logFile = fs.openSync(path.join(LOG_DIR, `variant-${variant.portOffset}.log`), 'a');

  function start(command: string[], env: Record<string, string> = {}): ChildProcess {
    const child = spawn(command[0], command.slice(1), {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR,
        RUN_JOBS: 'false',
        TRUSTED_PROXY_HOPS: '1',
        NEXTAUTH_URL: PROXY,
        NEXTAUTH_SECRET: SECRET,
        ...(REDIS ? { REDIS_URL: `redis://127.0.0.1:${PORT_REDIS}` } : {}),
        ...(azurite
          ? {
              AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
              AZURE_STORAGE_CONTAINER: `e2e-instances-${variant.portOffset}`,
            }
          : {}),
        ...env,
      },
      stdio: ['ignore', logFile, 'inherit'],
      detached: true,
    });
    processes.push(child);
    return child;
  }

  const worker = () => start(['node', '.next/server-entry/jobs.js']);

  // Up to 200 s: the first server migrates and seeds a new database, which takes minutes on a busy machine.
  async function waitFor(url: string) {
    for (let i = 0; i < 800; i++) {
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${url} did not come up`);
  }

  /** Round-robin over A and B; each request goes to the next instance, its client address passed on. */
  function startProxy(): Promise<void> {
    let next = 0;
    proxy = http.createServer((req, res) => {
      const port = next++ % 2 === 0 ? PORT_A : PORT_B;
      const upstream = http.request(
        { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(port) });
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.statusCode = 502;
        res.end();
      });
      req.pipe(upstream);
    });
    return new Promise((r) => proxy.listen(PORT_PROXY, '127.0.0.1', () => r()));
  }

  /** A next-auth session cookie for a demo account, signed with the shared secret (what a magic link gives). */
  async function sessionCookie(email: string): Promise<string> {
    const database = new Database(path.join(DATA_DIR, 'vtrans.sqlite'), { readonly: true });
    try {
      const user = database.prepare('select id, session_version from users where email = ?').get(email) as {
        id: string;
        session_version: number;
      };
      const token = await encode({
        token: { sub: user.id, email, sv: Number(user.session_version) },
        secret: SECRET,
      });
      return `next-auth.session-token=${token}`;
    } finally {
      database.close();
    }
  }

  let planner: string;
  let reviewer: string;

  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.skip(
      variant.services && !REDIS_INSTALLED,
      'redis-server is not installed (apt-get install redis-server)',
    );
    test.setTimeout(420_000);
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    if (REDIS) start(['redis-server', '--port', String(PORT_REDIS), '--save', '', '--appendonly', 'no']);
    if (variant.services) azurite = await startAzurite();
    // A migrates and seeds the shared database first; then B and the worker start on it.
    start(['node', '.next/server-entry/server.js', '-H', '127.0.0.1', '-p', String(PORT_A)]);
    await waitFor(`${A}/api/ready`);
    start(['node', '.next/server-entry/server.js', '-H', '127.0.0.1', '-p', String(PORT_B)]);
    worker();
    await waitFor(`${B}/api/ready`);
    await startProxy();
    planner = await sessionCookie('planner@example.org');
    reviewer = await sessionCookie('reviewer@example.com');
  });

  test.afterAll(async () => {
    proxy?.close();
    await azurite?.stop();
    for (const p of processes) {
      if (p.pid && p.exitCode === null) {
        try {
          process.kill(-p.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  });

  const json = (cookie: string, extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    cookie,
    origin: PROXY,
    ...extra,
  });

  test('a session from one instance works on the other, and so does everything a reviewer does', async () => {
    const on = (base: string) =>
      fetch(`${base}/api/spatial-data/submission?submissionID=00000000-0000-4000-8000-000000000000`, {
        headers: { cookie: planner },
      });
    expect((await on(A)).status).toBe(404); // signed in (a stranger would get 401), no such submission
    expect((await on(B)).status).toBe(404);

    // The submitter uploads through A; the reviewer works through B.
    const created = await fetch(`${A}/api/spatial-data/submission`, {
      method: 'POST',
      headers: json(planner, { origin: A }),
      body: JSON.stringify({ layerID: 'urban-development-areas', title: 'Two instances', description: 'x' }),
    });
    expect(created.status).toBe(201);
    const { submissionID } = (await created.json()) as { submissionID: string };
    const features = udaFeatures(2).map((f, i) => ({
      ...f,
      properties: { ...f.properties, name: `Instances UDA ${i + 1}` },
    }));
    const uploaded = await fetch(
      `${A}/api/spatial-data/submission/file?submissionID=${submissionID}&fileName=uda.geojson`,
      { method: 'PUT', headers: { cookie: planner, origin: A }, body: new Uint8Array(geojson(features)) },
    );
    expect(uploaded.status).toBe(200);
    // The file went to the one shared store: Azure Blob when configured, else the shared folder.
    if (azurite) {
      const container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient(
        `e2e-instances-${variant.portOffset}`,
      );
      const names: string[] = [];
      for await (const blob of container.listBlobsFlat({ prefix: '_library/private/intake/' }))
        names.push(blob.name);
      expect(names.length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(DATA_DIR, 'documents'))).toBe(false);
    } else {
      const folder = path.join(DATA_DIR, 'documents', '_library', 'private', 'intake');
      expect(fs.readdirSync(folder).length).toBeGreaterThan(0);
    }
    const submit = await fetch(`${A}/api/spatial-data/submission`, {
      method: 'PUT',
      headers: json(planner, { origin: A }),
      body: JSON.stringify({ submissionID, submit: true }),
    });
    expect(submit.status).toBe(200);

    // A serves (and caches) the layer before the publish.
    const layerOnA = () =>
      fetch(`${A}/api/map-explorer/layers/urban-development-areas/features?q=instances`).then(
        async (r) => ((await r.json()) as { numberMatched: number }).numberMatched,
      );
    expect(await layerOnA()).toBe(0);
    expect(await layerOnA()).toBe(0);

    // The reviewer opens the upload (stored through A) and publishes through B.
    const preview = await fetch(`${B}/api/spatial-data/submission/features?submissionID=${submissionID}`, {
      headers: { cookie: reviewer },
    });
    expect(preview.status).toBe(200);
    for (const status of ['in-review', 'approved', 'published']) {
      const res = await fetch(`${B}/api/spatial-data/submission/status`, {
        method: 'POST',
        headers: json(reviewer, { origin: B }),
        body: JSON.stringify({ submissionID, status, note: `ok ${status}` }),
      });
      expect(res.status).toBe(201);
    }
    const published = Date.now();
    // A follows within 2 s (Redis message or change stamp), though its cache held the old answer for 60 s.
    let seen = 0;
    while (seen !== 2 && Date.now() - published < 2000) {
      seen = await layerOnA();
      if (seen !== 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBe(2);
  });

  /** Posts an extract job through the proxy as client `ip`; the job's id. */
  async function postExtract(ip: string, body: object): Promise<{ status: number; id?: string }> {
    const res = await fetch(`${PROXY}/api/geoprocessor/jobs`, {
      method: 'POST',
      headers: json('', { 'x-forwarded-for': ip }),
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { id?: string };
    return { status: res.status, id: answer.id };
  }

  async function jobStatus(id: string, base = PROXY) {
    return (await (await fetch(`${base}/api/geoprocessor/jobs/${id}`)).json()) as {
      status: string;
      error: string | null;
    };
  }

  async function until(id: string, wanted: string[], ms: number) {
    const end = Date.now() + ms;
    for (;;) {
      const s = await jobStatus(id);
      if (wanted.includes(s.status) || Date.now() > end) return s;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const SMALL = { area: { kind: 'locality', fips: '51047' }, layers: ['mid-term-needs-2023'], format: 'csv' };

  test('an extract posted through A runs on the worker and downloads through B', async () => {
    const job = await postExtract('198.51.100.10', SMALL);
    expect(job.status).toBe(202);
    expect((await until(job.id!, ['succeeded', 'failed'], 30_000)).status).toBe('succeeded');
    const zip = await fetch(`${B}/api/geoprocessor/jobs/${job.id}/download`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
  });

  test('a worker stopped mid-job leaves its lease to run out, and another worker finishes the job', async () => {
    const polygons = (
      (await (await fetch(`${A}/api/map-explorer/get-layer-metadata`)).json()) as Array<{
        key: string;
        geometryType: string;
        downloadable: boolean;
      }>
    )
      .filter((l) => l.geometryType === 'polygon' && l.downloadable)
      .map((l) => l.key)
      .slice(0, 8);
    test.skip(!azurite, 'run once, in the Redis and Azurite suite (it freezes the storage)');
    const first = processes.find((p) => p.spawnargs.includes('.next/server-entry/jobs.js'))!;
    let jobId = '';
    // The job's file is written to the storage last: with the storage frozen the worker holds the job running
    // however fast the machine is, until the worker itself is frozen.
    azurite!.pause();
    try {
      const job = await postExtract('198.51.100.11', {
        area: { kind: 'district', name: 'Northern Virginia' },
        layers: polygons,
        format: 'shapefile',
      });
      expect(job.status).toBe(202);
      jobId = job.id!;
      expect((await until(jobId, ['running', 'succeeded', 'failed'], 30_000)).status).toBe('running');
      process.kill(first.pid!, 'SIGSTOP'); // frozen: it neither finishes nor renews its lease
    } finally {
      azurite!.resume();
    }
    worker();
    const done = await until(jobId, ['succeeded', 'failed'], 90_000);
    expect(done).toMatchObject({ status: 'succeeded', error: null });
    process.kill(-first.pid!, 'SIGKILL');
  });

  test('the hourly extract limit holds across both instances', async () => {
    const statuses = await inOneWindow(3600, async (attempt) => {
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) {
        const job = await postExtract(`198.51.100.${12 + attempt}`, SMALL);
        answers.push(job.status);
        if (job.id) await until(job.id, ['succeeded', 'failed'], 30_000);
      }
      return answers;
    });
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('/api/ready goes to 503 when the database file cannot be opened, and back to 200 when it is restored', async () => {
    const file = path.join(DATA_DIR, 'vtrans.sqlite');
    const ready = async () => {
      const res = await fetch(`${A}/api/ready`);
      return { status: res.status, body: (await res.json()) as { checks: { database: string } } };
    };
    expect((await ready()).status).toBe(200);
    fs.renameSync(file, `${file}.away`);
    try {
      const down = await ready();
      expect(down.status).toBe(503);
      expect(down.body.checks.database).toMatch(/^unreachable: /);
    } finally {
      fs.renameSync(`${file}.away`, file);
    }
    expect((await ready()).status).toBe(200);
  });

  test('a draining instance answers /api/ready with 503, not a refused connection, then exits 0', async () => {
    const b = processes.find((p) => p.spawnargs.includes(String(PORT_B)))!;
    const exited = new Promise((r) => b.once('exit', (code, signal) => r({ code, signal })));
    const ready = async () => {
      try {
        const res = await fetch(`${B}/api/ready`);
        return { status: res.status, body: (await res.json()) as { checks: { shutdown: string } } };
      } catch {
        return { status: 0, body: null }; // refused
      }
    };
    expect((await ready()).status).toBe(200);
    process.kill(b.pid!, 'SIGTERM'); // as a platform stops an instance in a rolling restart
    // Asked until the answer changes (the signal is handled a moment later): the first other answer is the drain's.
    let answer = await ready();
    await expect.poll(async () => (answer = await ready()).status, { intervals: [50] }).not.toBe(200);
    expect(answer).toEqual({ status: 503, body: expect.objectContaining({ status: 'not ready' }) });
    expect(answer.body!.checks.shutdown).toBe('shutting down');
    expect(await exited).toEqual({ code: 0, signal: null });
  });
}
