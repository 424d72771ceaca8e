/** @jest-environment node */
import { renderTaggedPdf } from '@/lib/server/pdf/tagged';
import { extractPdfPages, stopIdlePdfWorker } from '@/lib/server/search/pdfText';

describe('extractPdfPages limits', () => {
  it('refuses a file over the size limit without parsing it', async () => {
    const big = Buffer.alloc(2048, 0x20);
    await expect(extractPdfPages(big, { maxBytes: 1024, timeoutMs: 60_000 })).rejects.toThrow(
      /2048 bytes is over 1024/,
    );
  });

  it('stops a parse that runs past the time limit (the worker cannot load pdfjs in 0 ms)', async () => {
    await expect(
      extractPdfPages(Buffer.from('%PDF-1.7\n%%EOF\n'), { maxBytes: 1024, timeoutMs: 0 }),
    ).rejects.toThrow(/stopped after 0 ms/);
  });

  it('a file sent just as the idle worker is stopped goes to a new worker, not the stopping one', async () => {
    // The idle timer fires and terminates the worker; a request in the next moment used to be posted to it and
    // fail with "The PDF text worker stopped." when its exit arrived (seen once in CI, a GAP-TA receipt).
    const pdf = await renderTaggedPdf({
      title: 'Idle',
      blocks: [{ type: 'paragraph', text: 'First file' }],
      footer: 'Footer',
      pageNumbers: false,
    });
    expect((await extractPdfPages(pdf)).join(' ')).toContain('First file');
    stopIdlePdfWorker(); // exactly what the idle timer runs
    expect((await extractPdfPages(pdf)).join(' ')).toContain('First file');
  });
});
