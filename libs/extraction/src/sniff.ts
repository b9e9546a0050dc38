/** What a file is, by its bytes (magic numbers), whatever its name or declared type says. */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'xml' | 'json' | 'unknown';

export function sniff(bytes: Uint8Array): FileKind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47
  ) {
    return 'png';
  }
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  let text = head.replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '');
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2, 1024));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2, 1024));
  const start = text.trimStart();
  if (start.startsWith('<')) return 'xml';
  if (start.startsWith('{')) return 'json';
  return 'unknown';
}
