import { type ReactNode, useEffect, useRef, useState } from 'react';
import { contentTypeOf, UPLOAD_ACCEPT } from '../supplier-view/page';
import { Alert } from './Alert';
import { errorText } from './graphql';

/**
 * What the link pages of one document share (the supplier's purchase order, the client's
 * invoice): the load by token, the "not found" page, the PDF in a new tab, the uploaded file
 * list with its upload button, the details blocks and the busy / notice state of the actions.
 */

type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; doc: T }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

/**
 * Loads the link's document (`read`, null: no such link) and shows it with `children`; while
 * loading, `loadingText`; without one, `missing`; on a failure its message and "Try again".
 */
export function PublicDocument<T>({
  token,
  read,
  loadingText,
  missing,
  children,
}: {
  token: string | null;
  /** a stable function (module level): the load reruns when it changes */
  read: (token: string) => Promise<T | null>;
  loadingText: string;
  missing: ReactNode;
  children: (doc: T, token: string) => ReactNode;
}) {
  const [load, setLoad] = useState<Load<T>>(token ? { state: 'loading' } : { state: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    read(token).then(
      (doc) => live && setLoad(doc ? { state: 'ready', doc } : { state: 'missing' }),
      (e: unknown) => live && setLoad({ state: 'failed', message: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [token, read, attempt]);

  if (load.state === 'missing') return missing;
  if (load.state === 'loading') {
    return (
      <main className="sv-page" aria-busy="true">
        <section className="sv-panel sv-center sv-muted">{loadingText}</section>
      </main>
    );
  }
  if (load.state === 'failed') {
    return (
      <main className="sv-page">
        <section className="sv-panel sv-center">
          <Alert text={load.message} />
          <button type="button" className="sv-button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </section>
      </main>
    );
  }
  return children(load.doc, token!);
}

/** A link without a sent document (wrong, revoked, or the document deleted). */
export function NoDocument({ text }: { text: string }) {
  return (
    <main className="sv-page">
      <section className="sv-panel sv-empty">
        <p>{text}</p>
      </section>
    </main>
  );
}

export type PdfOpened =
  { kind: 'opened' } | { kind: 'missing' } | { kind: 'failed'; message: string };

/**
 * Opens a document's PDF (a fresh presigned URL from `url`, null: no such link) in a new tab.
 * The tab is opened first, inside the click, so browsers do not block it, then sent to the URL.
 */
export async function openPdfTab(
  url: () => Promise<string | null>,
  texts: { popupBlocked: string; failed: string },
): Promise<PdfOpened> {
  const tab = window.open('', '_blank');
  if (!tab) return { kind: 'failed', message: texts.popupBlocked };
  try {
    const href = await url();
    if (!href) {
      tab.close();
      return { kind: 'missing' };
    }
    tab.location.href = href;
    return { kind: 'opened' };
  } catch {
    tab.close();
    return { kind: 'failed', message: texts.failed };
  }
}

/** A presigned PUT as the page's upload mutation answers it. */
export interface UploadTicket {
  key: string;
  url: string;
  method: string;
  headers: Array<{ name: string; value: string }>;
}

/** The error `sendFile` throws when the storage refuses the file or cannot be reached. */
export const PUT_FAILED = 'upload';

/** The visitor's file: a ticket for it, the PUT, then `attach` of the ticket's key. */
export async function sendFile<T>(
  file: File,
  ticketFor: (file: {
    fileName: string;
    contentType: string;
    size: number;
  }) => Promise<UploadTicket>,
  attach: (key: string) => Promise<T>,
): Promise<T> {
  const ticket = await ticketFor({
    fileName: file.name,
    contentType: contentTypeOf(file),
    size: file.size,
  });
  const put = await fetch(ticket.url, {
    method: ticket.method,
    headers: Object.fromEntries(ticket.headers.map((h) => [h.name, h.value])),
    body: file,
  }).catch(() => null);
  if (!put?.ok) throw new Error(PUT_FAILED);
  return attach(ticket.key);
}

export type Busy = null | 'respond' | 'upload' | 'delete' | 'pdf';
export type Notice = { kind: 'error' | 'success'; text: string } | null;

/** The page's one action at a time and its notice. */
export function useActions() {
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice>(null);
  /** Runs `work` as `kind` (the notice cleared first); a throw goes to `fail`. */
  const run = async (kind: Busy, work: () => Promise<void>, fail: (e: unknown) => void) => {
    setBusy(kind);
    setNotice(null);
    try {
      await work();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };
  return { busy, setBusy, notice, setNotice, run };
}

interface PublicFile {
  id: string;
  fileName: string;
  url: string;
}

/** Uploaded files as links, each with a Delete button when `onDelete`; `empty` without any. */
export function FileList({
  files,
  empty,
  onDelete,
  deleting = false,
  disabled = false,
}: {
  files: PublicFile[];
  empty: ReactNode;
  onDelete?: (file: PublicFile) => void;
  deleting?: boolean;
  disabled?: boolean;
}) {
  if (!files.length) return empty;
  return (
    <ul className="sv-files">
      {files.map((u) => (
        <li key={u.id}>
          <a href={u.url} target="_blank" rel="noreferrer">
            {u.fileName}
          </a>
          {onDelete && (
            <button
              type="button"
              className="sv-button danger"
              onClick={() => onDelete(u)}
              disabled={disabled}
            >
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A hidden file input (PDF, JPEG or PNG) behind a button; `onFile` of the one chosen. */
export function UploadButton({
  id,
  label,
  uploading,
  disabled,
  onFile,
  tabIndex,
}: {
  id: string;
  label: string;
  uploading: boolean;
  disabled: boolean;
  onFile: (file: File) => Promise<void>;
  tabIndex?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="visually-hidden"
        tabIndex={tabIndex}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) {
            void onFile(file).finally(() => {
              if (input.current) input.current.value = '';
            });
          }
        }}
      />
      <button
        type="button"
        className="sv-button"
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        {uploading ? 'Uploading...' : label}
      </button>
    </>
  );
}

/** Label / value rows of a details block. */
export function Details({
  rows,
}: {
  rows: Array<[label: string, value: ReactNode, className?: string]>;
}) {
  return (
    <dl className="sv-header">
      {rows.map(([label, value, className]) => [
        <dt key={`${label}-dt`}>{label}</dt>,
        <dd key={`${label}-dd`} className={className}>
          {value}
        </dd>,
      ])}
    </dl>
  );
}

/** The chat with the outlet (WhatsApp), or the button disabled without a number. */
export function ContactOutlet({ href }: { href: string | null }) {
  return href ? (
    <a className="sv-button" href={href} target="_blank" rel="noreferrer">
      Contact Outlet
    </a>
  ) : (
    <button type="button" className="sv-button" disabled>
      Contact Outlet
    </button>
  );
}
