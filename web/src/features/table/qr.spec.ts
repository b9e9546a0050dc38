import jsQR from 'jsqr';
import {
  QR_FORMATS,
  QR_MARGIN,
  QR_SIZE,
  QrDataError,
  QrMessages,
  qrDataError,
  qrFileName,
  qrPixels,
  qrLabel,
  qrSvg,
  qrSymbol,
  svgDataUrl,
  type QrPixels,
} from './qr';

const LINK = 'https://order.mise.app/order/A1B2C3?table=Patio%205';

/** Whether the module at (row, col) of a symbol of `size` modules is black in the image. */
function darkInImage(pixels: QrPixels, size: number, row: number, col: number): boolean {
  const scale = pixels.width / (size + QR_MARGIN * 2);
  const x = Math.floor((col + QR_MARGIN + 0.5) * scale);
  const y = Math.floor((row + QR_MARGIN + 0.5) * scale);
  return pixels.data[(y * pixels.width + x) * 4] === 0;
}

describe('table QR code', () => {
  it('draws a 300x300 image that a scanner reads back as the link', () => {
    const pixels = qrPixels(qrSymbol(LINK));
    expect(pixels.width).toBe(QR_SIZE);
    expect(pixels.height).toBe(QR_SIZE);
    expect(pixels.data).toHaveLength(300 * 300 * 4);
    expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(LINK);
  });

  it('encodes at error correction level Q (the format information in the image says so)', () => {
    const symbol = qrSymbol(LINK);
    const pixels = qrPixels(symbol);
    // The format information's two top bits, XOR the standard's mask 10: Q = 11 -> 01. They sit
    // at column 8 of the last two rows (and again by the top-left finder, row 8).
    const bit14 = darkInImage(pixels, symbol.size, symbol.size - 1, 8);
    const bit13 = darkInImage(pixels, symbol.size, symbol.size - 2, 8);
    expect([bit14, bit13]).toEqual([false, true]);
  });

  it('reads back names with spaces, accents and symbols', () => {
    for (const data of ['Table 1', 'Téras & Bar #2', 'https://x.test/order/1?table=%E6%A1%8C']) {
      const pixels = qrPixels(qrSymbol(data));
      expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(data);
    }
  });

  it('keeps a white quiet zone and white (not transparent) light modules, for JPEG', () => {
    const { data, width } = qrPixels(qrSymbol(LINK));
    expect([...data.slice(0, 4)]).toEqual([255, 255, 255, 255]);
    const last = (width * width - 1) * 4;
    expect([...data.slice(last, last + 4)]).toEqual([255, 255, 255, 255]);
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) throw new Error('transparent');
  });

  it('writes an SVG of 300x300 with exactly the symbol’s dark modules', () => {
    const symbol = qrSymbol(LINK);
    const svg = qrSvg(symbol);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300"/);
    const modules = symbol.size + QR_MARGIN * 2;
    expect(svg).toContain(`viewBox="0 0 ${modules} ${modules}"`);
    const squares = [...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(
      ([, x, y]) => `${Number(y) - QR_MARGIN},${Number(x) - QR_MARGIN}`,
    );
    const dark: string[] = [];
    for (let row = 0; row < symbol.size; row++)
      for (let col = 0; col < symbol.size; col++)
        if (symbol.dark(row, col)) dark.push(`${row},${col}`);
    expect(squares).toEqual(dark);
    expect(svgDataUrl(svg)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('names the table under the symbol in the downloaded SVG (escaped, a long name cut)', () => {
    const svg = qrSvg(qrSymbol(LINK), 300, qrLabel('Teras <7> & co'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="340"/);
    expect(svg).toMatch(/<text [^>]*>Table Teras &lt;7&gt; &amp; co<\/text><\/svg>$/);
    expect(qrLabel('  Patio   5 ')).toBe('Table Patio 5');
    expect(qrLabel('x'.repeat(300))).toBe(`Table ${'x'.repeat(23)}…`);
  });

  it('refuses blank data and more data than a QR code holds, with a message for the field', () => {
    expect(() => qrSymbol('  ')).toThrow(QrDataError);
    expect(qrDataError('')).toBe(QrMessages.dataBlank);
    expect(qrDataError('x'.repeat(5000))).toBe(QrMessages.dataTooLong);
    expect(qrDataError(LINK)).toBeNull();
  });

  it('offers PNG, JPEG, SVG and WEBP, named after the table', () => {
    expect(QR_FORMATS.map((f) => f.value)).toEqual(['PNG', 'JPEG', 'SVG', 'WEBP']);
    expect(qrFileName('Patio 5', 'PNG')).toBe('table-patio-5-qr.png');
    expect(qrFileName('T1', 'JPEG')).toBe('table-t1-qr.jpg');
    expect(qrFileName('Bar/Counter', 'SVG')).toBe('table-bar-counter-qr.svg');
    expect(qrFileName('桌', 'WEBP')).toBe('table-qr.webp');
  });
});
