/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/**
 * Shutdown with a hard deadline: on SIGTERM the server answers its readiness probe with 503 while its jobs
 * finish (a refused connection would read as a crash), then stops taking connections, and the process ends even
 * while a worker thread is inside a native SQLite query that never returns (process.exit alone would wait for
 * that thread forever). Each case waits for states (lines the process prints, its exit), never for a time.
 */

const CHILD = path.join(__dirname, '../../../helpers/shutdownChild.ts');
const children: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  lines: string[];
  line(re: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function start(mode: 'runaway' | 'calm' | 'probed'): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, mode, '4000', '300'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
    for (const w of waiters) w();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  const line = (re: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const found = lines.find((l) => re.test(l));
        if (found) resolve(found);
      };
      waiters.push(look);
      look();
      void exited.then(() => {
        look();
        reject(new Error(`exited without printing ${re}; printed:\n${lines.join('\n')}`));
      });
    });
  return { child, lines, line, exited };
}

const get = (port: number, at = '/') =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: at, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .once('error', reject);
  });

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

describe('shutdown with a hard deadline', () => {
  it('ends the process after releasing its jobs while a thread is stuck in a SQLite query', async () => {
    const run = start('runaway');
    const port = Number((await run.line(/^ready \d+$/)).split(' ')[1]);
    expect(await get(port)).toBe(200);
    const sent = Date.now();
    run.child.kill('SIGTERM');
    await run.line(/draining/);
    await run.line(/^stopped listening$/);
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' }); // no longer accepting
    const end = await run.exited;
    // Printed for the figure (SIGTERM to exit with a runaway read in flight), not asserted.
    console.log(`SIGTERM to exit with a runaway read: ${Date.now() - sent} ms (deadline 4000 ms)`);
    expect(run.lines).toContain('released');
    expect(run.lines.indexOf('released')).toBeLessThan(run.lines.findIndex((l) => /still busy/.test(l)));
    expect(end).toEqual({ code: null, signal: 'SIGKILL' });
  });

  it('answers the readiness probe 503 while draining, and stops listening only after', async () => {
    const run = start('probed');
    const port = Number((await run.line(/^ready \d+$/)).split(' ')[1]);
    expect(await get(port, '/ready')).toBe(200);
    run.child.kill('SIGTERM');
    await run.line(/draining/);
    // The jobs are still running (they end once the probe has seen the drain): the server answers, 503.
    expect(await get(port, '/ready')).toBe(503);
    await run.line(/^released$/);
    await run.line(/^stopped listening$/);
    expect(run.lines.indexOf('released')).toBeLessThan(run.lines.indexOf('stopped listening'));
    await expect(get(port, '/ready')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await run.exited).toEqual({ code: 0, signal: null });
  });

  it('keeps an idle kept-alive connection open when draining starts: its next request is answered 503, then it closes', async () => {
    // A load balancer's probe (or any pooled client) reuses an idle connection. Closed by the server at the
    // signal, that reuse races the close and fails as a reset, which reads as a crash (seen in instances.spec).
    const run = start('probed');
    const port = Number((await run.line(/^ready \d+$/)).split(' ')[1]);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    const closed = new Promise<'closed'>((r) => socket.once('close', () => r('closed')));
    socket.on('error', () => undefined); // a reset shows as 'close'
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const answer = async (path: string) => {
      const from = received.length;
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
      while (!/\r\n\r\n(ok|draining)$/.test(received.slice(from))) {
        if ((await Promise.race([closed, new Promise((r) => setImmediate(r))])) === 'closed') return 'closed';
      }
      return received.slice(from);
    };
    expect(await answer('/')).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*keep-alive/i);
    run.child.kill('SIGTERM');
    await run.line(/draining/); // the server has taken the signal: on the old code, the idle socket is gone
    const drained = await answer('/ready');
    expect(drained).toMatch(/^HTTP\/1\.1 503 /);
    expect(drained).toMatch(/\r\nConnection: close\r\n/i);
    expect(await closed).toBe('closed'); // then the server closes it
    expect(await run.exited).toEqual({ code: 0, signal: null });
  });

  it('exits 0 when every thread stops', async () => {
    const run = start('calm');
    await run.line(/^ready \d+$/);
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.lines.some((l) => /^stopped in \d+ ms$/.test(l))).toBe(true);
  });
});
