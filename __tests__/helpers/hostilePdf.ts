import { createDeflate } from 'node:zlib';

/**
 * Small generators of hostile PDFs for the pre-flight's tests (no binaries committed): decompression bombs
 * (a content stream, an object stream, an XMP packet) and trees nested very deep (structure, pages).
 */

/** `size` bytes of `fill`, deflated (zlib format) without ever holding them: a 1 GB bomb is ~1 MB. */
export async function deflateBomb(size: number, fill = 0x20, prefix = ''): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.alloc(1024 * 1024, fill);
  if (prefix) deflate.write(Buffer.from(prefix, 'latin1'));
  for (let left = size - prefix.length; left > 0; left -= chunk.length) {
    const ok = deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left));
    if (!ok) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** One indirect object: a dictionary, or a dictionary and its stream bytes. */
export type Obj = string | { dict: string; stream: Buffer };

/** A PDF of the objects given (object 1 is the catalog), with a cross-reference table and trailer. */
export function rawPdf(objects: Obj[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let at = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(at);
    const body =
      typeof o === 'string'
        ? [Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1')]
        : [
            Buffer.from(
              `${i + 1} 0 obj\n${o.dict.replace(/>>\s*$/, ` /Length ${o.stream.length} >>`)}\nstream\n`,
              'latin1',
            ),
            o.stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ];
    for (const b of body) {
      parts.push(b);
      at += b.length;
    }
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>`,
    'startxref',
    String(at),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const PAGE_CONTENT = Buffer.from('/Artifact BMC EMC\n', 'latin1');

/** A one-page untagged PDF whose page content stream inflates to `size` bytes of spaces. */
export async function contentStreamBomb(size: number): Promise<Buffer> {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    { dict: '<< /Filter /FlateDecode >>', stream: await deflateBomb(size) },
  ]);
}

/** A PDF whose page sits in an object stream that inflates to `size` bytes (the page, then spaces). */
export async function objectStreamBomb(size: number): Promise<Buffer> {
  const head = '5 0 ';
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>';
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
    { dict: '<< >>', stream: PAGE_CONTENT },
    {
      dict: `<< /Type /ObjStm /N 1 /First ${head.length} /Filter /FlateDecode >>`,
      stream: await deflateBomb(size, 0x20, head + page),
    },
  ]);
}

/** A one-page PDF whose XMP metadata packet inflates to `size` bytes. */
export async function xmpBomb(size: number): Promise<Buffer> {
  const xmp =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">';
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R /Metadata 5 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    { dict: '<< >>', stream: PAGE_CONTENT },
    {
      dict: '<< /Type /Metadata /Subtype /XML /Filter /FlateDecode >>',
      stream: await deflateBomb(size, 0x20, xmp),
    },
  ]);
}

/** A tagged one-page PDF whose structure tree is a chain of `depth` Div elements, each the only kid of the last. */
export function deepStructureTree(depth: number): Buffer {
  const objects: Obj[] = [
    '<< /Type /Catalog /Pages 2 0 R /MarkInfo << /Marked true >> /StructTreeRoot 5 0 R /Lang (en-US) >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    { dict: '<< >>', stream: PAGE_CONTENT },
    '<< /Type /StructTreeRoot /K 6 0 R >>',
  ];
  for (let i = 0; i < depth; i++) {
    const n = 6 + i;
    const kid = i < depth - 1 ? `/K ${n + 1} 0 R` : '';
    objects.push(`<< /Type /StructElem /S /Div /P ${i === 0 ? 5 : n - 1} 0 R /Pg 3 0 R ${kid} >>`);
  }
  return rawPdf(objects);
}

/** A one-page PDF whose page sits under a chain of `depth` Pages nodes. */
export function deepPageTree(depth: number): Buffer {
  // 1 catalog, 2 page, 3 content, 4… the Pages chain (4 the root).
  const objects: Obj[] = [
    '<< /Type /Catalog /Pages 4 0 R >>',
    `<< /Type /Page /Parent ${4 + depth - 1} 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>`,
    { dict: '<< >>', stream: PAGE_CONTENT },
  ];
  for (let i = 0; i < depth; i++) {
    const n = 4 + i;
    const kid = i < depth - 1 ? n + 1 : 2;
    objects.push(`<< /Type /Pages /Kids [${kid} 0 R] /Count 1 ${i > 0 ? `/Parent ${n - 1} 0 R` : ''} >>`);
  }
  return rawPdf(objects);
}
