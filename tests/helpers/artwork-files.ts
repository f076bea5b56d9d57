import { deflateSync } from 'node:zlib';

/** Test artwork made on the fly, so no binary files are committed. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of the given rows of pixels (colour type 2: RGB, 6: RGBA), 8 bits a channel. */
function png(widthPx: number, heightPx: number, colourType: 2 | 6, rows: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(widthPx, 0);
  header.writeUInt32BE(heightPx, 4);
  header.set([8, colourType, 0, 0, 0], 8); // no interlace
  // Each row starts with its filter byte: 0, none.
  const pixels = deflateSync(Buffer.concat(rows.map((row) => Buffer.concat([Buffer.from([0]), row]))));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid grey RGB PNG of the given pixel size. */
export function pngOf(widthPx: number, heightPx: number): Buffer {
  const row = Buffer.alloc(widthPx * 3, 0x99);
  return png(
    widthPx,
    heightPx,
    2,
    Array.from({ length: heightPx }, () => row),
  );
}

/** A decompression bomb's shape: a small file whose header promises a huge image. */
export function pngClaiming(widthPx: number, heightPx: number): Buffer {
  return png(widthPx, heightPx, 2, [Buffer.alloc(widthPx * 3, 0x99)]);
}

/** An RGBA PNG (with transparency) of pixels as ImageData holds them. */
export function pngOfPixels({
  width,
  height,
  data,
}: {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}): Buffer {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return png(
    width,
    height,
    6,
    Array.from({ length: height }, (_, y) => bytes.subarray(y * width * 4, (y + 1) * width * 4)),
  );
}

/** A minimal PDF of `pages` blank pages of the given size in points (72 to the inch). */
export function pdfOf(widthPt: number, heightPt: number, pages = 1): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from(
      { length: pages },
      () => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] >>`,
    ),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
