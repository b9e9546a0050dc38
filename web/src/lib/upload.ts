/**
 * Files go straight to storage (flows.md 6): the service answers a presigned PUT for the file
 * (`requestUpload` -> `{ key, url, method, headers, expiresAt }`), the browser PUTs the bytes to
 * `url` with upload progress, then a mutation of the service attaches `key` to its record (the
 * service checks size and type there). Pure of React; the XMLHttpRequest is injectable for tests.
 */
export interface PresignedUpload {
  key: string;
  url: string;
  method: string;
  /** Headers the PUT must carry (the signed content type, ...). */
  headers?: Record<string, string> | null;
  expiresAt?: string;
}

/** The part of XMLHttpRequest the upload uses. */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  status: number;
  upload: {
    onprogress:
      ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export class UploadFailed extends Error {}

/** Percent done (0-100) of an upload-progress event. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** PUTs `file` to the presigned URL, reporting progress; rejects on a non-2xx answer. */
export function putWithProgress(
  target: PresignedUpload,
  file: Blob,
  onProgress: (percent: number) => void,
  makeRequest: () => UploadRequest = () => new XMLHttpRequest() as unknown as UploadRequest,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = makeRequest();
    xhr.open(target.method || 'PUT', target.url);
    for (const [name, value] of Object.entries(target.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(uploadPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new UploadFailed(`Storage answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new UploadFailed('Storage could not be reached'));
    xhr.onabort = () => reject(new UploadFailed('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

export interface UploadSteps {
  /** Asks the service for a presigned PUT for this file (its `requestUpload...` mutation). */
  request: (file: File) => Promise<PresignedUpload>;
  /** Attaches the stored object to the record (its `attach...(key)` mutation). */
  attach: (key: string, file: File) => Promise<unknown>;
}

/** The three steps in order; `attach` runs only after the PUT succeeded. */
export async function uploadFile(
  file: File,
  steps: UploadSteps,
  onProgress: (percent: number) => void,
  makeRequest?: () => UploadRequest,
  signal?: AbortSignal,
): Promise<string> {
  const target = await steps.request(file);
  onProgress(0);
  await putWithProgress(target, file, onProgress, makeRequest, signal);
  await steps.attach(target.key, file);
  return target.key;
}

/** The service's upload ticket as the upload control takes it (headers as a record). */
export function presignedUpload(ticket: {
  key: string;
  url: string;
  method?: string | null;
  headers: readonly { name: string; value: string }[];
}): PresignedUpload {
  return {
    key: ticket.key,
    url: ticket.url,
    method: ticket.method || 'PUT',
    headers: Object.fromEntries(ticket.headers.map((h) => [h.name, h.value])),
  };
}
