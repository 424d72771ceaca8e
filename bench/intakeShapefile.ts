/** The benchmark's shapefile writer (bench/intake.ts). */

/** One 8-vertex polygon ring (clockwise, closed) per feature, spread over Virginia. */
function ring(i: number, cols: number, rows: number): number[][] {
  const x = -83 + ((i % cols) / cols) * 6.5;
  const y = 36.8 + (Math.floor(i / cols) / rows) * 1.9;
  const r = 0.004;
  const pts = Array.from({ length: 8 }, (_, k) => [
    x + r * Math.cos((-k * Math.PI) / 4),
    y + r * Math.sin((-k * Math.PI) / 4),
  ]);
  return [...pts, pts[0]];
}

function shpHeader(buf: Buffer, words: number, box: number[]) {
  buf.writeInt32BE(9994, 0);
  buf.writeInt32BE(words, 24);
  buf.writeInt32LE(1000, 28);
  buf.writeInt32LE(5, 32); // polygon
  box.forEach((v, k) => buf.writeDoubleLE(v, 36 + k * 8));
}

/**
 * Writes a polygon shapefile (.shp, .shx, .dbf with fields name C(20) and acres N(10)) directly: the
 * intake tests use @mapbox/shp-write, whose writer grows quadratically (20,000 polygons take ~35 s here).
 */
export function polygonShapefile(n: number): { shp: Buffer; shx: Buffer; dbf: Buffer } {
  const cols = Math.ceil(Math.sqrt(n * 2.5));
  const rows = Math.max(1, n / cols);
  const pointsPer = 9;
  const content = 4 + 32 + 4 + 4 + 4 + pointsPer * 16; // bytes per record's content
  const shp = Buffer.alloc(100 + n * (8 + content));
  const shx = Buffer.alloc(100 + n * 8);
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  let at = 100;
  for (let i = 0; i < n; i++) {
    const pts = ring(i, cols, rows);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const b = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    box[0] = Math.min(box[0], b[0]);
    box[1] = Math.min(box[1], b[1]);
    box[2] = Math.max(box[2], b[2]);
    box[3] = Math.max(box[3], b[3]);
    shx.writeInt32BE(at / 2, 100 + i * 8);
    shx.writeInt32BE(content / 2, 104 + i * 8);
    shp.writeInt32BE(i + 1, at);
    shp.writeInt32BE(content / 2, at + 4);
    let o = at + 8;
    shp.writeInt32LE(5, o);
    b.forEach((v, k) => shp.writeDoubleLE(v, o + 4 + k * 8));
    shp.writeInt32LE(1, o + 36);
    shp.writeInt32LE(pointsPer, o + 40);
    shp.writeInt32LE(0, o + 44);
    o += 48;
    for (const p of pts) {
      shp.writeDoubleLE(p[0], o);
      shp.writeDoubleLE(p[1], o + 8);
      o += 16;
    }
    at = o;
  }
  shpHeader(shp, shp.length / 2, box);
  shpHeader(shx, shx.length / 2, box);
  const fields: Array<[string, 'C' | 'N', number]> = [
    ['name', 'C', 20],
    ['acres', 'N', 10],
  ];
  const recordLength = 1 + fields.reduce((t, f) => t + f[2], 0);
  const headerLength = 32 + 32 * fields.length + 1;
  const dbf = Buffer.alloc(headerLength + n * recordLength + 1, 0x20);
  dbf.fill(0, 0, headerLength);
  dbf.writeUInt8(0x03, 0);
  dbf.writeUInt8(126, 1);
  dbf.writeUInt8(11, 2);
  dbf.writeUInt8(23, 3);
  dbf.writeUInt32LE(n, 4);
  dbf.writeUInt16LE(headerLength, 8);
  dbf.writeUInt16LE(recordLength, 10);
  fields.forEach(([name, type, width], k) => {
    dbf.write(name, 32 + k * 32, 'latin1');
    dbf.write(type, 32 + k * 32 + 11, 'latin1');
    dbf.writeUInt8(width, 32 + k * 32 + 16);
  });
  dbf.writeUInt8(0x0d, headerLength - 1);
  for (let i = 0; i < n; i++) {
    const o = headerLength + i * recordLength;
    dbf.write(`Area ${i + 1}`.padEnd(20), o + 1, 'latin1');
    dbf.write(String(10 + (i % 500)).padStart(10), o + 21, 'latin1');
  }
  dbf.writeUInt8(0x1a, dbf.length - 1);
  return { shp, shx, dbf };
}
