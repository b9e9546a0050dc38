import { isCleanText } from './storage.service';
import {
  FileTypes,
  MB,
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
