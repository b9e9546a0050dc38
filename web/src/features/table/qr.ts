import QRCode from 'qrcode';

/**
 * The QR code of a table (spec 2 §2 "Table detail", §9 "QR code defaults"): 300x300, error
 * correction level Q, downloaded as PNG, JPEG, SVG or WEBP. The `qrcode` library encodes the data
 * into the symbol; the symbol is drawn here, as RGBA pixels (PNG, JPEG, WEBP through a canvas) or
 * as SVG, so the preview, every download and the tests read the very same modules. Pure of the
 * DOM except `rasterBlob` (the download itself is `saveBlob` of lib/download.ts).
 */

/** Width and height of every image, in pixels. */
export const QR_SIZE = 300;
/** Error correction level Q: about a quarter of the symbol may be dirty or torn and still read. */
export const QR_ERROR_CORRECTION = 'Q';
/** The quiet zone around the symbol, in modules (the standard asks for 4). */
export const QR_MARGIN = 4;
/** The band under the symbol that names the table, in pixels (the image is 300 x 340). */
export const QR_LABEL_HEIGHT = 40;
const LABEL_FONT_PX = 20;
const LABEL_FONT = 'Arial, Helvetica, sans-serif';
/** Longer table names are cut with an ellipsis so the label stays inside the image. */
const LABEL_MAX_CHARS = 24;

export type QrFormat = 'PNG' | 'JPEG' | 'SVG' | 'WEBP';

export const QR_FORMATS: readonly { value: QrFormat; mime: string; extension: string }[] = [
  { value: 'PNG', mime: 'image/png', extension: 'png' },
  { value: 'JPEG', mime: 'image/jpeg', extension: 'jpg' },
  { value: 'SVG', mime: 'image/svg+xml', extension: 'svg' },
  { value: 'WEBP', mime: 'image/webp', extension: 'webp' },
];

export const QrMessages = {
  dataBlank: 'Enter the data the QR code should hold',
  dataTooLong: 'Too much data for one QR code: shorten it',
  formatUnsupported: (format: QrFormat) =>
    `This browser cannot save ${format} images. Choose another format.`,
} as const;

export function qrFormat(value: QrFormat) {
  return QR_FORMATS.find((f) => f.value === value) ?? QR_FORMATS[0];
}

/** The symbol's modules: `dark(row, col)` for 0 <= row, col < size. */
export interface QrSymbol {
  size: number;
  dark: (row: number, col: number) => boolean;
}

/** Why the data cannot become a QR code (blank, or more than a version 40 symbol at Q holds). */
export class QrDataError extends Error {}

/** Encodes `data` at level Q; throws `QrDataError` with the message to show under the field. */
export function qrSymbol(data: string): QrSymbol {
  if (!data.trim()) throw new QrDataError(QrMessages.dataBlank);
  let modules: QRCode.BitMatrix;
  try {
    modules = QRCode.create(data, { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules;
  } catch {
    throw new QrDataError(QrMessages.dataTooLong);
  }
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

/** The message under the data field, or null when the data makes a QR code. */
export function qrDataError(data: string): string | null {
  try {
    qrSymbol(data);
    return null;
  } catch (error) {
    return error instanceof QrDataError ? error.message : QrMessages.dataTooLong;
  }
}

/** RGBA pixels as a canvas's ImageData holds them. */
export interface QrPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * The symbol with its quiet zone as `size` x `size` opaque pixels: black modules on white (white,
 * not transparent, so a JPEG has no black background). A pixel takes the module under its centre.
 */
export function qrPixels(symbol: QrSymbol, size = QR_SIZE): QrPixels {
  const modules = symbol.size + QR_MARGIN * 2;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  const moduleAt = (pixel: number) => Math.floor(((pixel + 0.5) * modules) / size) - QR_MARGIN;
  for (let y = 0; y < size; y++) {
    const row = moduleAt(y);
    if (row < 0 || row >= symbol.size) continue;
    for (let x = 0; x < size; x++) {
      const col = moduleAt(x);
      if (col < 0 || col >= symbol.size || !symbol.dark(row, col)) continue;
      const i = (y * size + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = 0;
    }
  }
  return { width: size, height: size, data };
}

/** The words under the symbol: 'Table 5' (a long name ends in '…'). */
export function qrLabel(tableName: string): string {
  const name = tableName.trim().replace(/\s+/g, ' ');
  const chars = [...name];
  const shown =
    chars.length > LABEL_MAX_CHARS ? `${chars.slice(0, LABEL_MAX_CHARS - 1).join('')}…` : name;
  return `Table ${shown}`;
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The symbol as an SVG document of `size` x `size` pixels: a white square and one path of unit
 * squares, in module coordinates (the viewBox scales them, so it stays sharp at any print size).
 * With a `label`, a white band under it names the table (`size` x `size + QR_LABEL_HEIGHT`).
 */
export function qrSvg(symbol: QrSymbol, size = QR_SIZE, label?: string): string {
  const modules = symbol.size + QR_MARGIN * 2;
  const squares: string[] = [];
  for (let row = 0; row < symbol.size; row++) {
    for (let col = 0; col < symbol.size; col++) {
      if (symbol.dark(row, col)) squares.push(`M${col + QR_MARGIN} ${row + QR_MARGIN}h1v1h-1z`);
    }
  }
  const code =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${modules} ${modules}" shape-rendering="crispEdges">` +
    `<rect width="${modules}" height="${modules}" fill="#ffffff"/>` +
    `<path fill="#000000" d="${squares.join('')}"/></svg>`;
  if (label === undefined) return code;
  const height = size + QR_LABEL_HEIGHT;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${height}" ` +
    `viewBox="0 0 ${size} ${height}">` +
    `<rect width="${size}" height="${height}" fill="#ffffff"/>${code}` +
    `<text x="${size / 2}" y="${size + QR_LABEL_HEIGHT / 2}" text-anchor="middle" ` +
    `dominant-baseline="middle" font-family="${LABEL_FONT}" font-size="${LABEL_FONT_PX}" ` +
    `font-weight="bold" fill="#000000">${xmlText(label)}</text></svg>`
  );
}

/** The SVG as an `<img src>`. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The downloaded file's name: "table-5-qr.png" for table "5" (letters, digits and dashes only). */
export function qrFileName(tableName: string, format: QrFormat): string {
  const slug = tableName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug ? `table-${slug}` : 'table'}-qr.${qrFormat(format).extension}`;
}

/** Thrown when the browser cannot encode the chosen raster format (it answered another type). */
export class QrFormatUnsupported extends Error {}

/** JPEG and WEBP quality: the symbol is two colours, so the highest keeps its edges clean. */
const RASTER_QUALITY = 1;

/**
 * PNG, JPEG or WEBP bytes of the pixels, encoded by the browser's canvas; with a `label`, a white
 * band under them names the table.
 */
export async function rasterBlob(
  pixels: QrPixels,
  format: QrFormat,
  label?: string,
): Promise<Blob> {
  const { mime } = qrFormat(format);
  const canvas = document.createElement('canvas');
  canvas.width = pixels.width;
  canvas.height = pixels.height + (label === undefined ? 0 : QR_LABEL_HEIGHT);
  const context = canvas.getContext('2d');
  if (!context) throw new QrFormatUnsupported(QrMessages.formatUnsupported(format));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.putImageData(new ImageData(new Uint8ClampedArray(pixels.data), pixels.width), 0, 0);
  if (label !== undefined) {
    context.fillStyle = '#000000';
    context.font = `bold ${LABEL_FONT_PX}px ${LABEL_FONT}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(
      label,
      pixels.width / 2,
      pixels.height + QR_LABEL_HEIGHT / 2,
      pixels.width - 16,
    );
  }
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, mime, RASTER_QUALITY),
  );
  // A canvas that cannot write a type silently answers PNG instead.
  if (!blob || blob.type !== mime) {
    throw new QrFormatUnsupported(QrMessages.formatUnsupported(format));
  }
  return blob;
}

/** The file of `data` in `format`, the table's name under the symbol. */
export async function qrFile(data: string, format: QrFormat, tableName: string): Promise<Blob> {
  const symbol = qrSymbol(data);
  const label = qrLabel(tableName);
  if (format === 'SVG') {
    return new Blob([qrSvg(symbol, QR_SIZE, label)], { type: qrFormat('SVG').mime });
  }
  return rasterBlob(qrPixels(symbol), format, label);
}
