import { isCleanText } from './storage.service';
import {
  EXTENSIONS,
  FileTypes,
  MB,
  TEXT_CONTENT_CHECKS,
  defineUploadKind,
  describeSize,
  describeTypes,
  normaliseContentType,
} from './upload-kinds';

describe('upload kinds', () => {
  it('defaults to PDF, JPEG and PNG up to 20 MB', () => {
    expect(defineUploadKind({ kind: 'expense-file', aggregate: 'expenses', role: 'file' })).toEqual(
      {
        kind: 'expense-file',
        aggregate: 'expenses',
        role: 'file',
        contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
        maxBytes: 20 * MB,
      },
    );
  });

  it('refuses a declaration that would make a bad key or an unchecked type', () => {
    expect(() => defineUploadKind({ kind: 'x', aggregate: 'Menu Items', role: 'photo' })).toThrow(
      /kebab-case/,
    );
    expect(() =>
      defineUploadKind({ kind: 'x', aggregate: 'a', role: 'b', contentTypes: ['text/html'] }),
    ).toThrow(/unsupported type text\/html/);
    expect(() => defineUploadKind({ kind: 'x', aggregate: 'a', role: 'b', maxBytes: 0 })).toThrow(
      /maxBytes/,
    );
  });

  it('reads content types as browsers send them', () => {
    expect(normaliseContentType('Text/CSV; charset=utf-8')).toBe('text/csv');
    expect(normaliseContentType('application/vnd.ms-excel')).toBe('text/csv');
    expect(normaliseContentType('image/jpg')).toBe('image/jpeg');
  });

  it('names types and sizes for messages', () => {
    expect(describeTypes(FileTypes.photos)).toBe('PNG, JPEG or WEBP');
    expect(describeTypes(FileTypes.csv)).toBe('CSV');
    expect(describeSize(5 * MB)).toBe('5 MB');
    expect(describeSize(1024)).toBe('1 KB');
  });

  it('takes text as clean only when it is UTF-8 without NUL', () => {
    expect(isCleanText(Buffer.from('a,b\nnasi lemak ☕,1\n'))).toBe(true);
    expect(isCleanText(Buffer.from('a,\u0000b'))).toBe(false);
    expect(isCleanText(Buffer.from([0x61, 0xff, 0x62]))).toBe(false);
  });
});

describe('structured e-invoices (issue 22)', () => {
  it('names text/xml application/xml and keeps .xml and .json keys', () => {
    expect(normaliseContentType('text/xml; charset=utf-8')).toBe('application/xml');
    expect(EXTENSIONS['application/xml']).toBe('xml');
    expect(EXTENSIONS['application/json']).toBe('json');
    expect(describeTypes(['application/pdf', 'application/xml', 'application/json'])).toBe(
      'PDF, XML or JSON',
    );
  });

  it('checks the content: XML starts with a tag, JSON parses as an object', () => {
    const xml = TEXT_CONTENT_CHECKS['application/xml'];
    const json = TEXT_CONTENT_CHECKS['application/json'];
    expect(xml('\uFEFF  <?xml version="1.0"?><Invoice/>')).toBe(true);
    expect(xml('<Invoice xmlns="urn:x"/>')).toBe(true);
    expect(xml('hello <b>')).toBe(false);
    expect(json('{"Invoice":[{}]}')).toBe(true);
    expect(json('[1]')).toBe(true);
    expect(json('"text"')).toBe(false);
    expect(json('{nope')).toBe(false);
  });
});
