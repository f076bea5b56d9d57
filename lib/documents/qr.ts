import QRCode from 'qrcode';

/**
 * The dark modules of a QR code for `text`, row by row (true is dark), for drawing it as
 * vector squares on a page or in SVG: sharp at any print size, and no image to embed.
 */
export function qrModules(text: string): boolean[][] {
  // Level M survives a smudge on a shop-floor ticket; a console URL stays a small code.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}
