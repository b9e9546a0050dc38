import { randomBytes } from 'node:crypto';

export interface MimeAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MimeMessage {
  from: string | null;
  to: string;
  cc: string[];
  subject: string;
  text: string;
  attachment: MimeAttachment | null;
}

/** A header value on one line: no CR or LF can start a header of its own. */
const oneLine = (v: string) => v.replace(/[\r\n]+/g, ' ').trim();

/** RFC 2047: non-ASCII words as `=?UTF-8?B?…?=`. */
function encodeWord(v: string): string {
  const line = oneLine(v);

  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line).toString('base64')}?=`;
}

/** Base64 in lines of 76 characters (RFC 2045). */
const base64Lines = (b: Buffer) => (b.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');

/** A filename safe in a quoted parameter. */
const safeName = (name: string) => oneLine(name).replace(/["\\/]/g, '_') || 'attachment.pdf';

/**
 * The RFC 2822 message Gmail's `users.messages.send` takes as `raw`: multipart/mixed with the
 * text (UTF-8, base64) and the attachment (base64), CRLF line ends.
 */
export function buildMime(m: MimeMessage): string {
  const boundary = `mise-${randomBytes(12).toString('hex')}`;
  const headers = [
    ...(m.from ? [`From: ${oneLine(m.from)}`] : []),
    `To: ${oneLine(m.to)}`,
    ...(m.cc.length ? [`Cc: ${m.cc.map(oneLine).join(', ')}`] : []),
    `Subject: ${encodeWord(m.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const parts = [
    [
      `--${boundary}`,
      'Content-Type: text/plain; charset="UTF-8"',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(Buffer.from(m.text, 'utf8')),
    ].join('\r\n'),
  ];
  if (m.attachment) {
    const name = safeName(m.attachment.filename);
    parts.push(
      [
        `--${boundary}`,
        `Content-Type: ${m.attachment.contentType}; name="${name}"`,
        `Content-Disposition: attachment; filename="${name}"`,
        'Content-Transfer-Encoding: base64',
        '',
        base64Lines(m.attachment.content),
      ].join('\r\n'),
    );
  }
  return `${headers.join('\r\n')}\r\n\r\n${parts.join('\r\n')}\r\n--${boundary}--\r\n`;
}
