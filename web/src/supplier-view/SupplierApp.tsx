import { useState } from 'react';
import { formatRM } from '../order/domain';
import { errorText } from '../public-entry/graphql';
import { request } from './api';
import {
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
  uploadProblem,
  whatsappLink,
} from './page';
import { NoPurchaseOrder } from './NoPurchaseOrder';
import { openPdf } from './pdf';
import { Alert } from '../public-entry/Alert';
import {
  ContactOutlet,
  Details,
  FileList,
  PublicDocument,
  PUT_FAILED,
  sendFile,
  UploadButton,
  useActions,
} from '../public-entry/document-page';
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

const readPurchaseOrder = (token: string) =>
  request<SupplierPurchaseOrderQuery, SupplierPurchaseOrderQueryVariables>(
    'SupplierPurchaseOrder',
    { token },
  ).then((r) => r.supplierPurchaseOrder);

/** `/supplier-view/{token}` and `/supplier-view/demo` (spec 3 §2.5). */
export function SupplierApp() {
  const [token] = useState(() => tokenFromPath(window.location.pathname, 'supplier-view'));
  return (
    <PublicDocument
      token={token}
      read={readPurchaseOrder}
      loadingText="Loading purchase order…"
      missing={<NoPurchaseOrder />}
    >
      {(po, token) => <PurchaseOrderPage token={token} initial={po} />}
    </PublicDocument>
  );
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
  const { busy, setBusy, notice, setNotice, run } = useActions();
  const [missing, setMissing] = useState<Set<string>>(new Set());

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
    await run(
      'respond',
      async () => {
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
      },
      fail,
    );
  };

  const upload = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      setNotice({ kind: 'error', text: problem });
      return;
    }
    await run(
      'upload',
      async () => {
        const { attachSupplierUpload } = await sendFile(
          file,
          async (f) =>
            (
              await request<RequestSupplierUploadMutation, RequestSupplierUploadMutationVariables>(
                'RequestSupplierUpload',
                { token, ...f },
              )
            ).requestSupplierUpload,
          (key) =>
            request<AttachSupplierUploadMutation, AttachSupplierUploadMutationVariables>(
              'AttachSupplierUpload',
              { token, key },
            ),
        );
        setPo((current) => ({ ...current, uploads: attachSupplierUpload.uploads }));
      },
      (e) =>
        setNotice({
          kind: 'error',
          text:
            e instanceof Error && e.message === PUT_FAILED
              ? 'Upload failed. Please try again.'
              : errorText(e),
        }),
    );
  };

  const remove = async (uploadId: string) => {
    if (!window.confirm(DELETE_FILE)) return;
    await run(
      'delete',
      async () => {
        const { deleteSupplierUpload } = await request<
          DeleteSupplierUploadMutation,
          DeleteSupplierUploadMutationVariables
        >('DeleteSupplierUpload', { token, uploadId });
        setPo((current) => ({ ...current, uploads: deleteSupplierUpload.uploads }));
      },
      fail,
    );
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
        <Details
          rows={[
            ['To', po.supplierName],
            ['PO number', po.purchaseOrderNumber],
            [
              'For',
              <>
                {po.outletName}
                {po.outletAddress.map((line) => (
                  <span key={line} className="sv-line">
                    {line}
                  </span>
                ))}
              </>,
            ],
            ['Date', displayDate(po.purchaseOrderDate)],
            ['Sales Contact', po.outletName],
            ['Phone', po.ownerNumber ?? '-'],
            ['Email', po.ownerEmail ?? '-'],
          ]}
        />
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
        <FileList
          files={po.uploads}
          empty={<p className="sv-muted">No uploads (PDF, JPG or PNG)</p>}
          onDelete={(u) => void remove(u.id)}
          deleting={busy === 'delete'}
          disabled={busy !== null}
        />
        <UploadButton
          id="sv-file"
          label="Upload Invoice"
          uploading={busy === 'upload'}
          disabled={busy !== null || po.uploads.length > 0}
          onFile={upload}
        />
      </section>

      {notice && <Alert text={notice.text} success={notice.kind === 'success'} />}

      <div className="sv-actions">
        <ContactOutlet href={chat} />
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
