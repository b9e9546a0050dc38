import { useEffect, useRef, useState } from 'react';
import { formatRM } from '../order/domain';
import { errorText } from '../public-entry/graphql';
import { request } from './api';
import {
  contentTypeOf,
  DELETE_FILE,
  displayDate,
  NO_PURCHASE_ORDER,
  NOT_ALL_ANSWERED,
  offerAnswer,
  offerTextOf,
  type OfferText,
  plainNumber,
  RESPONDED,
  tokenFromPath,
  unanswered,
  UPLOAD_ACCEPT,
  uploadProblem,
  whatsappLink,
} from './page';
import { NoPurchaseOrder } from './NoPurchaseOrder';
import { openPdf } from './pdf';
import { Alert } from '../public-entry/Alert';
import type {
  AttachSupplierUploadMutation,
  AttachSupplierUploadMutationVariables,
  DeleteSupplierUploadMutation,
  DeleteSupplierUploadMutationVariables,
  RequestSupplierUploadMutation,
  RequestSupplierUploadMutationVariables,
  RespondToPurchaseOrderMutation,
  RespondToPurchaseOrderMutationVariables,
  SupplierPurchaseOrderQuery,
  SupplierPurchaseOrderQueryVariables,
  SupplierView,
} from './types';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; po: SupplierView }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

/** `/supplier-view/{token}` and `/supplier-view/demo` (spec 3 §2.5). */
export function SupplierApp() {
  const [token] = useState(() => tokenFromPath(window.location.pathname, 'supplier-view'));
  const [load, setLoad] = useState<Load>(token ? { state: 'loading' } : { state: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    request<SupplierPurchaseOrderQuery, SupplierPurchaseOrderQueryVariables>(
      'SupplierPurchaseOrder',
      { token },
    ).then(
      ({ supplierPurchaseOrder: po }) =>
        live && setLoad(po ? { state: 'ready', po } : { state: 'missing' }),
      (e: unknown) => live && setLoad({ state: 'failed', message: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (load.state === 'missing') return <NoPurchaseOrder />;
  if (load.state === 'loading') {
    return (
      <main className="sv-page" aria-busy="true">
        <section className="sv-panel sv-center sv-muted">Loading purchase order…</section>
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
  return <PurchaseOrderPage token={token!} initial={load.po} />;
}

const offersOf = (po: SupplierView) =>
  new Map(po.items.map((i) => [i.id, offerTextOf(i)] as [string, OfferText]));

const answersOf = (po: SupplierView) =>
  new Map(
    po.items.flatMap((i) =>
      i.inSupplierStock === null ? [] : [[i.id, i.inSupplierStock] as [string, boolean]],
    ),
  );

function PurchaseOrderPage({ token, initial }: { token: string; initial: SupplierView }) {
  const [po, setPo] = useState(initial);
  const [answers, setAnswers] = useState(() => answersOf(initial));
  const [offers, setOffers] = useState(() => offersOf(initial));
  const [remarks, setRemarks] = useState(initial.supplierRemarks ?? '');
  const [busy, setBusy] = useState<null | 'respond' | 'upload' | 'delete' | 'pdf'>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const fileInput = useRef<HTMLInputElement>(null);

  const show = (next: SupplierView) => {
    setPo(next);
    setAnswers(answersOf(next));
    setOffers(offersOf(next));
  };
  const offer = (id: string, field: keyof OfferText, value: string) =>
    setOffers((all) => new Map(all).set(id, { ...all.get(id)!, [field]: value }));
  const fail = (e: unknown) => setNotice({ kind: 'error', text: errorText(e) });

  const answer = (id: string, inStock: boolean) => {
    setAnswers((a) => new Map(a).set(id, inStock));
    setMissing((m) => {
      const next = new Set(m);
      next.delete(id);
      return next;
    });
  };

  const respond = async () => {
    const open = unanswered(po.items, answers);
    if (open.length) {
      setMissing(new Set(open));
      setNotice({ kind: 'error', text: NOT_ALL_ANSWERED });
      return;
    }
    setBusy('respond');
    setNotice(null);
    try {
      const { respondToPurchaseOrder } = await request<
        RespondToPurchaseOrderMutation,
        RespondToPurchaseOrderMutationVariables
      >('RespondToPurchaseOrder', {
        token,
        items: po.items.map((i) => ({
          id: i.id,
          inSupplierStock: answers.get(i.id)!,
          ...offerAnswer(offers.get(i.id)),
        })),
        supplierRemarks: remarks.trim() || null,
      });
      show(respondToPurchaseOrder);
      setNotice({ kind: 'success', text: RESPONDED });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  const upload = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      setNotice({ kind: 'error', text: problem });
      return;
    }
    setBusy('upload');
    setNotice(null);
    try {
      const { requestSupplierUpload: ticket } = await request<
        RequestSupplierUploadMutation,
        RequestSupplierUploadMutationVariables
      >('RequestSupplierUpload', {
        token,
        fileName: file.name,
        contentType: contentTypeOf(file),
        size: file.size,
      });
      const put = await fetch(ticket.url, {
        method: ticket.method,
        headers: Object.fromEntries(ticket.headers.map((h) => [h.name, h.value])),
        body: file,
      }).catch(() => null);
      if (!put?.ok) throw new Error('upload');
      const { attachSupplierUpload } = await request<
        AttachSupplierUploadMutation,
        AttachSupplierUploadMutationVariables
      >('AttachSupplierUpload', { token, key: ticket.key });
      setPo((current) => ({ ...current, uploads: attachSupplierUpload.uploads }));
    } catch (e) {
      setNotice({
        kind: 'error',
        text:
          e instanceof Error && e.message === 'upload'
            ? 'Upload failed. Please try again.'
            : errorText(e),
      });
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = async (uploadId: string) => {
    if (!window.confirm(DELETE_FILE)) return;
    setBusy('delete');
    setNotice(null);
    try {
      const { deleteSupplierUpload } = await request<
        DeleteSupplierUploadMutation,
        DeleteSupplierUploadMutationVariables
      >('DeleteSupplierUpload', { token, uploadId });
      setPo((current) => ({ ...current, uploads: deleteSupplierUpload.uploads }));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  };

  const downloadPdf = async () => {
    setBusy('pdf');
    const result = await openPdf(token);
    setBusy(null);
    if (result.kind === 'missing') setNotice({ kind: 'error', text: NO_PURCHASE_ORDER });
    else if (result.kind === 'failed') setNotice({ kind: 'error', text: result.message });
  };

  const chat = whatsappLink(po.ownerNumber, po);
  const responded = po.purchaseOrderStatus === 'ACCEPTED';

  return (
    <main className="sv-page">
      {po.demo && (
        <p className="sv-demo" role="status">
          Demo Mode: this is a sample purchase order. Nothing you do here is sent to an outlet.
        </p>
      )}
      <section className="sv-panel">
        <div className="sv-title">
          <h1>Purchase Order</h1>
          {responded && <span className="sv-badge">Responded</span>}
        </div>
        <dl className="sv-header">
          <dt>To</dt>
          <dd>{po.supplierName}</dd>
          <dt>PO number</dt>
          <dd>{po.purchaseOrderNumber}</dd>
          <dt>For</dt>
          <dd>
            {po.outletName}
            {po.outletAddress.map((line) => (
              <span key={line} className="sv-line">
                {line}
              </span>
            ))}
          </dd>
          <dt>Date</dt>
          <dd>{displayDate(po.purchaseOrderDate)}</dd>
          <dt>Sales Contact</dt>
          <dd>{po.outletName}</dd>
          <dt>Phone</dt>
          <dd>{po.ownerNumber ?? '-'}</dd>
          <dt>Email</dt>
          <dd>{po.ownerEmail ?? '-'}</dd>
        </dl>
      </section>

      <section className="sv-panel" aria-labelledby="sv-items">
        <h2 id="sv-items">Items</h2>
        <div className="sv-table" role="table" aria-label="Items">
          <div className="sv-row sv-head" role="row">
            <span role="columnheader">In Stock</span>
            <span role="columnheader">Inventory</span>
            <span role="columnheader">Unit Amount</span>
            <span role="columnheader">Quantity</span>
            <span role="columnheader">Total Amount</span>
          </div>
          {po.items.map((item) => (
            <div
              key={item.id}
              className={`sv-row${missing.has(item.id) ? ' sv-missing' : ''}`}
              role="row"
              data-testid="supplier-item"
            >
              <span role="cell" className="sv-stock">
                <span className="sv-label">In Stock</span>
                <fieldset>
                  <legend className="visually-hidden">In stock: {item.inventoryName}</legend>
                  {(
                    [
                      [true, 'Yes'],
                      [false, 'No'],
                    ] as const
                  ).map(([value, label]) => (
                    <label key={label}>
                      <input
                        type="radio"
                        name={`stock-${item.id}`}
                        checked={answers.get(item.id) === value}
                        onChange={() => answer(item.id, value)}
                      />{' '}
                      {label}
                    </label>
                  ))}
                </fieldset>
              </span>
              <span role="cell" className="sv-name">
                {item.inventoryName}
              </span>
              <span role="cell">
                <span className="sv-label">Unit Amount</span>
                {plainNumber(item.amount)} {item.unit}
              </span>
              <span role="cell">
                <span className="sv-label">Quantity</span>
                {plainNumber(item.quantity)}
              </span>
              <span role="cell" className="sv-money">
                <span className="sv-label">Total Amount</span>
                {formatRM(item.total)}
              </span>
              <span role="cell" className="sv-offer">
                <label>
                  <span>Your unit price (RM)</span>
                  <input
                    inputMode="decimal"
                    value={offers.get(item.id)?.unitPrice ?? ''}
                    onChange={(e) => offer(item.id, 'unitPrice', e.target.value)}
                    aria-label={`Unit price: ${item.inventoryName}`}
                  />
                </label>
                <label>
                  <span>Substitute (optional)</span>
                  <input
                    value={offers.get(item.id)?.substituteName ?? ''}
                    maxLength={100}
                    onChange={(e) => offer(item.id, 'substituteName', e.target.value)}
                    placeholder="Item you can supply instead"
                    aria-label={`Substitute: ${item.inventoryName}`}
                  />
                </label>
                <label>
                  <span>Substitute unit price</span>
                  <input
                    inputMode="decimal"
                    value={offers.get(item.id)?.substituteUnitPrice ?? ''}
                    onChange={(e) => offer(item.id, 'substituteUnitPrice', e.target.value)}
                    disabled={!offers.get(item.id)?.substituteName.trim()}
                    aria-label={`Substitute unit price: ${item.inventoryName}`}
                  />
                </label>
              </span>
            </div>
          ))}
          {!po.items.length && <p className="sv-muted">No items</p>}
        </div>
        <p className="sv-total">
          Grand Total <strong>{formatRM(po.grandTotal)}</strong>
        </p>
      </section>

      <section className="sv-panel">
        <h2>Outlet Remarks</h2>
        <p className={po.outletRemarks ? '' : 'sv-muted'}>{po.outletRemarks || 'No remarks'}</p>
        <h2>
          <label htmlFor="sv-remarks">Supplier Remarks</label>
        </h2>
        <textarea
          id="sv-remarks"
          rows={3}
          maxLength={500}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          placeholder="Anything the outlet should know"
        />
      </section>

      <section className="sv-panel">
        <h2>Supplier Invoice</h2>
        {po.uploads.length ? (
          <ul className="sv-files">
            {po.uploads.map((u) => (
              <li key={u.id}>
                <a href={u.url} target="_blank" rel="noreferrer">
                  {u.fileName}
                </a>
                <button
                  type="button"
                  className="sv-button danger"
                  onClick={() => void remove(u.id)}
                  disabled={busy !== null}
                >
                  {busy === 'delete' ? 'Deleting...' : 'Delete'}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="sv-muted">No uploads (PDF, JPG or PNG)</p>
        )}
        <input
          ref={fileInput}
          id="sv-file"
          type="file"
          accept={UPLOAD_ACCEPT}
          className="visually-hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <button
          type="button"
          className="sv-button"
          onClick={() => fileInput.current?.click()}
          disabled={busy !== null || po.uploads.length > 0}
        >
          {busy === 'upload' ? 'Uploading...' : 'Upload Invoice'}
        </button>
      </section>

      {notice && <Alert text={notice.text} success={notice.kind === 'success'} />}

      <div className="sv-actions">
        {chat ? (
          <a className="sv-button" href={chat} target="_blank" rel="noreferrer">
            Contact Outlet
          </a>
        ) : (
          <button type="button" className="sv-button" disabled>
            Contact Outlet
          </button>
        )}
        <button
          type="button"
          className="sv-button"
          onClick={() => void downloadPdf()}
          disabled={busy !== null}
        >
          Download PO in PDF
        </button>
        <button
          type="button"
          className="sv-button primary"
          onClick={() => void respond()}
          disabled={busy !== null}
        >
          {busy === 'respond' ? 'Sending...' : 'Respond To PO'}
        </button>
      </div>
    </main>
  );
}
