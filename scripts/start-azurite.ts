import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The well-known development account of the Azure Storage emulator (public, not a secret). */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
export const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 20_000;

export interface AzuriteHandle {
  connectionString: string;
  port: number;
  /** Freezes the emulator (SIGSTOP): requests to it hang until resume(), as over a stalled network. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** An explicit connection string for an Azurite blob endpoint on the given port. */
export function azuriteConnectionString(port: number): string {
  return [
    'DefaultEndpointsProtocol=http',
    `AccountName=${AZURITE_ACCOUNT}`,
    `AccountKey=${AZURITE_KEY}`,
    `BlobEndpoint=http://${HOST}:${port}/${AZURITE_ACCOUNT}`,
  ].join(';');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port.'))));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts Azurite's blob service in memory on a free port (flags of PLATFORM-NOTES §3) and resolves
 * once the port accepts connections. Call stop() to end it; its scratch folder is removed.
 */
export async function startAzurite(): Promise<AzuriteHandle> {
  const port = await freePort();
  const bin = path.resolve(__dirname, '..', 'node_modules', '.bin', 'azurite-blob');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-azurite-'));
  const child = spawn(
    bin,
    [
      '--blobHost',
      HOST,
      '--blobPort',
      String(port),
      '--skipApiVersionCheck',
      '--disableTelemetry',
      '--loose',
      '--inMemoryPersistence',
    ],
    { cwd: workDir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const failure: { error: Error | null } = { error: null };
  child.once('error', (err) => (failure.error = err));

  const resume = () => void child.kill('SIGCONT');
  const stop = async () => {
    resume();
    await stopChild(child);
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await canConnect(port))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (failure.error || exited || Date.now() > deadline) {
      await stop();
      const why = failure.error ? String(failure.error) : exited ? `exited (${child.exitCode})` : 'timed out';
      throw new Error(`Azurite did not start on port ${port}: ${why}.${stderr ? `\n${stderr}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    connectionString: azuriteConnectionString(port),
    port,
    pause: () => void child.kill('SIGSTOP'),
    resume,
    stop,
  };
}

// `npx tsx scripts/start-azurite.ts`: run Azurite until Ctrl-C and print the connection string.
if (require.main === module) {
  startAzurite().then(
    (azurite) => {
      console.log(`Azurite blob service on port ${azurite.port}.`);
      console.log(`AZURE_STORAGE_CONNECTION_STRING="${azurite.connectionString}"`);
      const shutdown = () => void azurite.stop().then(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
