/**
 * One run of an upload's zip reading for bench/hostile.ts, in its own process so its peak memory is its own:
 * `current` reads the 200:1 zip with the site's reader (lib/server/geo/intake/zip.ts), `previous` with the
 * reader it replaced (every entry inflated into chunks, then Buffer.concat), `bare` only loads the same
 * modules and builds the zip (the baseline). Prints JSON: the outcome and the peak resident memory in MB.
 */
import JSZip from 'jszip';
import { ratioZip } from '../__tests__/helpers/hostile';

async function previousReader(bytes: Buffer): Promise<number> {
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: false, createFolders: false });
  let total = 0;
  const kept: Buffer[] = [];
  for (const e of Object.values(zip.files)) {
    if (e.dir || !e.name.endsWith('.geojson')) continue;
    const chunks: Uint8Array[] = [];
    await new Promise<void>((resolve, reject) => {
      (e as unknown as { internalStream(t: string): NodeJS.EventEmitter & { resume(): void } })
        .internalStream('uint8array')
        .on('data', (c: Uint8Array) => chunks.push(c))
        .on('error', reject)
        .on('end', () => resolve())
        .resume();
    });
    const whole = Buffer.concat(chunks);
    total += whole.length;
    kept.push(whole);
  }
  return total;
}

async function main() {
  const mode = process.argv[2] ?? 'current';
  const bytes = ratioZip(2.4);
  const { readZip } = await import('@/lib/server/geo/intake/zip');
  let outcome: string;
  if (mode === 'bare') outcome = `built ${bytes.length} bytes`;
  else if (mode === 'previous') outcome = `inflated ${(await previousReader(bytes)) / 1024 / 1024} MB`;
  else {
    try {
      const out = await readZip(bytes, (n) => n.endsWith('.geojson'));
      outcome = `read ${[...out.values()].reduce((n, b) => n + b.length, 0)} bytes`;
    } catch (err) {
      outcome = `refused: ${(err as Error).message.slice(0, 60)}…`;
    }
  }
  console.log(
    JSON.stringify({ mode, outcome, zipBytes: bytes.length, peakMb: process.resourceUsage().maxRSS / 1024 }),
  );
}

void main();
