/**
 * The largest application copy, on demand: `npm run bench:pdf [-- --paragraphs=26000]`.
 *
 * A draft has no word limit and "." counts as no words, so four answers of 20,000 characters hold about
 * 26,000 one-character paragraphs. Makes its tagged PDF copy in this process (as the worker pool's task does)
 * and prints the time (wall clock and CPU: on a busy machine the first says little), the file's size, its pages and the process's peak resident memory.
 * Run under `node --cpu-prof --import tsx bench/pdfCopy.ts` to profile it.
 */
import { applicationPdf } from '@/lib/server/pdf/application';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { copyApplication } from '../__tests__/helpers/applicationFixture';

const PARAGRAPHS = Number(process.argv.find((a) => a.startsWith('--paragraphs='))?.split('=')[1] ?? 26_000);
const QUESTIONS = 4;

/** A draft of QUESTIONS answers holding PARAGRAPHS one-character paragraphs between them. */
export function largestDraft(paragraphs: number): Application {
  const per = Math.ceil(paragraphs / QUESTIONS);
  const answer = Array(per).fill('.').join('\n\n');
  return copyApplication(
    Object.fromEntries(Array.from({ length: QUESTIONS }, (_, i) => [`q${i + 1}`, answer])),
  );
}

async function main() {
  const app = largestDraft(PARAGRAPHS);
  const chars = Object.values(app.answers).map((a) => a.length);
  const [started, cpu] = [process.hrtime.bigint(), process.cpuUsage()];
  const pdf = await applicationPdf(app, {
    status: 'http://localhost:3000/gap-ta/applications/application?id=bench',
    study: null,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpu);
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  console.log(
    JSON.stringify({
      paragraphs: PARAGRAPHS,
      answerChars: chars,
      seconds: +(ms / 1000).toFixed(2),
      cpuSeconds: +((used.user + used.system) / 1e6).toFixed(2),
      kb: Math.round(pdf.length / 1024),
      pages,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

void main();
