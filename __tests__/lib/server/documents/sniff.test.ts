/** @jest-environment node */
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { sniffKind, sniffUpload, zipEntryNames } from '@/lib/server/documents/sniff';
import { HttpError } from '@/lib/shared/errors';

const pdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('A real PDF');
  return Buffer.from(await doc.save());
};
const zipOf = async (files: Record<string, string>) => {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer', comment: 'made by a test' });
};
const OFFICE = (part: string) => ({ '[Content_Types].xml': '<Types/>', [`${part}/main.xml`]: '<x/>' });
const refusal = (f: () => unknown): HttpError => {
  try {
    f();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('not refused');
};

describe('sniffing an upload by its bytes', () => {
  it('knows each type the library takes by its content', async () => {
    expect(sniffKind(await pdf())).toBe('pdf');
    expect(sniffKind(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffKind(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpeg');
    expect(sniffKind(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffKind(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffKind(await zipOf(OFFICE('word')))).toBe('docx');
    expect(sniffKind(await zipOf(OFFICE('xl')))).toBe('xlsx');
    expect(sniffKind(await zipOf(OFFICE('ppt')))).toBe('pptx');
    expect(sniffKind(await zipOf({ 'data/readme.txt': 'hello' }))).toBe('zip');
  });

  it('takes nothing else: HTML, SVG, text, an old .doc, a PDF cut short, a damaged zip', async () => {
    expect(sniffKind(Buffer.from('<!doctype html><title>x</title>'))).toBeNull();
    expect(sniffKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffKind(Buffer.from('just words'))).toBeNull();
    expect(sniffKind(Buffer.from('d0cf11e0a1b11ae1', 'hex'))).toBeNull(); // OLE2 (.doc, .xls)
    const whole = await pdf();
    expect(sniffKind(whole.subarray(0, whole.length - 10))).toBeNull(); // no %%EOF
    const zip = await zipOf({ 'a.txt': 'a' });
    expect(sniffKind(zip.subarray(0, zip.length - 30))).toBeNull(); // no central directory
  });

  it('reads a zip’s entry names from its central directory (with a comment after it)', async () => {
    expect(zipEntryNames(await zipOf({ 'one.txt': '1', 'dir/two.txt': '2' }))).toEqual([
      'one.txt',
      'dir/',
      'dir/two.txt',
    ]);
  });

  it('ignores the name for the type but refuses a name that says another one', async () => {
    expect(sniffUpload(await pdf(), 'Plan FINAL').kind).toBe('pdf');
    expect(sniffUpload(await pdf(), 'plan.PDF')).toMatchObject({
      extension: 'pdf',
      contentType: 'application/pdf',
    });
    expect(sniffUpload(Buffer.from('ffd8ffe0', 'hex'), 'photo.jpeg').extension).toBe('jpg');
    const fake = refusal(() =>
      sniffUpload(Buffer.from('<html><script>alert(1)</script></html>'), 'plan.pdf'),
    );
    expect(fake.status).toBe(415);
    expect(fake.message).toMatch(/^'plan\.pdf' is named as a PDF but its content is not one/);
    const renamed = refusal(() => sniffUpload(Buffer.from('89504e470d0a1a0a', 'hex'), 'chart.pdf'));
    expect(renamed.message).toBe(
      "'chart.pdf' is named .pdf but its content is a PNG image. Rename it or choose the right file.",
    );
    const other = refusal(() => sniffUpload(Buffer.from('hello'), 'notes.txt'));
    expect(other.message).toMatch(
      /^'notes\.txt' is not a file type the library takes\. The library takes PDFs/,
    );
  });
});
