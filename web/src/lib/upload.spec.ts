import { uploadFile, uploadPercent, type UploadRequest } from './upload';

/** A stand-in for XMLHttpRequest that answers `status` after reporting progress. */
function fakeStorage(status: number) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: Blob } = {
    headers: {},
  };
  const make = (): UploadRequest => {
    const xhr: UploadRequest = {
      status: 0,
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      onabort: null,
      open: (method, url) => Object.assign(sent, { method, url }),
      setRequestHeader: (name, value) => {
        sent.headers[name] = value;
      },
      abort: () => xhr.onabort?.(),
      send: (body) => {
        sent.body = body;
        xhr.upload.onprogress?.({ loaded: 25, total: 100, lengthComputable: true });
        xhr.upload.onprogress?.({ loaded: 60, total: 100, lengthComputable: true });
        xhr.status = status;
        xhr.onload?.();
      },
    };
    return xhr;
  };
  return { sent, make };
}

const file = new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' });
const target = {
  key: 'o1/finance/expenses/e1/file/u1.pdf',
  url: 'http://s3.local/bucket/o1/finance/expenses/e1/file/u1.pdf?X-Amz-Signature=abc',
  method: 'PUT',
  headers: { 'Content-Type': 'application/pdf' },
};

describe('upload control: presigned PUT with progress, then attach', () => {
  it('PUTs the file to the presigned URL with its headers, reports progress, then attaches the key', async () => {
    const storage = fakeStorage(200);
    const progress: number[] = [];
    const attach = jest.fn(() => Promise.resolve());
    const key = await uploadFile(
      file,
      { request: () => Promise.resolve(target), attach },
      (p) => progress.push(p),
      storage.make,
    );
    expect(key).toBe(target.key);
    expect(storage.sent).toMatchObject({
      method: 'PUT',
      url: target.url,
      headers: { 'Content-Type': 'application/pdf' },
      body: file,
    });
    expect(progress).toEqual([0, 25, 60, 100]);
    expect(attach).toHaveBeenCalledWith(target.key, file);
  });

  it('does not attach when storage refuses the PUT', async () => {
    const attach = jest.fn(() => Promise.resolve());
    await expect(
      uploadFile(
        file,
        { request: () => Promise.resolve(target), attach },
        () => undefined,
        fakeStorage(403).make,
      ),
    ).rejects.toThrow('Storage answered 403');
    expect(attach).not.toHaveBeenCalled();
  });

  it('does not PUT when the service refuses the upload', async () => {
    const storage = fakeStorage(200);
    await expect(
      uploadFile(
        file,
        { request: () => Promise.reject(new Error('File type not allowed')), attach: jest.fn() },
        () => undefined,
        storage.make,
      ),
    ).rejects.toThrow('File type not allowed');
    expect(storage.sent.url).toBeUndefined();
  });

  it('turns bytes into whole percents', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 5)).toBe(100);
  });
});
