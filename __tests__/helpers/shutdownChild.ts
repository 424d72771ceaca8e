/**
 * A process for the shutdown test (run with `node --import tsx`): an HTTP server whose `/ready` answers 503 once
 * draining (as /api/ready does), a worker thread stuck in a SQLite query that never ends (the runaway read), and
 * the server's shutdown handler. argv: `runaway|calm|probed`, the deadline and the jobs' grace in ms. It prints
 * `ready <port>` when the thread is inside the query, and `released` when the job worker has put its leases back:
 * after the grace, or (`probed`) once `/ready` has been answered while draining, so the test waits for states.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { shutdownHandler } from '@/lib/server/http/shutdown';

const [mode = 'runaway', deadline = '3000', grace = '300'] = process.argv.slice(2);
const query =
  mode === 'runaway'
    ? 'WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r'
    : 'SELECT 1';
const thread = new Worker(
  `const Database = require('better-sqlite3');
   const { parentPort } = require('node:worker_threads');
   const db = new Database(':memory:');
   parentPort.postMessage('busy');
   db.prepare(${JSON.stringify(query)}).get();
   parentPort.postMessage('done');`,
  { eval: true },
);
let draining = false;
let probed: () => void = () => undefined;
const probedWhileDraining = new Promise<void>((r) => (probed = r));
const server = http.createServer((req, res) => {
  if (draining) res.setHeader('Connection', 'close'); // as server.ts answers while draining
  if (req.url === '/ready' && draining) {
    res.statusCode = 503;
    probed();
  }
  res.end(draining ? 'draining' : 'ok');
});
const busy = new Promise<void>((r) => thread.once('message', () => r()));
const listening = new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));

const stop = shutdownHandler({
  server,
  deadlineMs: Number(deadline),
  jobsGraceMs: Number(grace),
  listenMs: 0, // the least listening time is for a load balancer; here the jobs' stop decides
  onDraining: () => (draining = true),
  // A job whose CPU part is the stuck thread: it never finishes, so its lease goes back after the grace (or,
  // probed, once the readiness probe has seen the drain).
  stopJobs: (graceMs) =>
    (mode === 'probed' ? probedWhileDraining : new Promise<void>((r) => setTimeout(r, graceMs))).then(() => {
      process.stdout.write('released\n');
    }),
  closePool: () => thread.terminate().then(() => undefined),
  log: {
    info: (msg) => process.stdout.write(`${msg}\n`),
    warn: (msg) => process.stdout.write(`${msg}\n`),
  },
});
process.once('SIGTERM', () => void stop('SIGTERM'));

void Promise.all([busy, listening]).then(() => {
  process.stdout.write(`ready ${(server.address() as AddressInfo).port}\n`);
});
