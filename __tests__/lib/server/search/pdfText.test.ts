import { extractPdfPages } from '@/lib/server/search/pdfText';

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
});
