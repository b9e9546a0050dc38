import { useEffect, useState } from 'react';
import { formatRM } from '../order/domain';
import { Alert } from '../public-entry/Alert';
import {
  ContactOutlet,
  Details,
  FileList,
  PublicDocument,
  sendFile,
  UploadButton,
  useActions,
} from '../public-entry/document-page';
import { errorText, PublicApiError } from '../public-entry/graphql';
import { displayDate, plainNumber, uploadProblem } from '../supplier-view/page';
import { request } from './api';
import { NoInvoice } from './NoInvoice';
import {
  CHANGES_SAVED,
  clientLinkOf,
  clientTokenFromPath,
  contactOutletLink,
  contactText,
  COPIED,
  COPY_FAILED,
  DELETE_FILE,
  DELETED,
  DEMO_TEXT,
  NO_INVOICE,
  paymentTermsText,
  remarksToSend,
  RESPONDED,
  standing,
  UPLOAD_FAILED,
  UPLOADED,
} from './page';
import { openInvoicePdf } from './pdf';
import type {
  AttachClientUploadMutation,
  AttachClientUploadMutationVariables,
  ClientInvoiceQuery,
  ClientInvoiceQueryVariables,
  ClientView,
  ClientViewUpload,
  DeleteClientUploadMutation,
  DeleteClientUploadMutationVariables,
  RequestClientUploadMutation,
  RequestClientUploadMutationVariables,
  RespondToInvoiceMutation,
  RespondToInvoiceMutationVariables,
} from './types';

const readInvoice = (token: string) =>
  request<ClientInvoiceQuery, ClientInvoiceQueryVariables>('ClientInvoice', { token }).then(
    (r) => r.clientInvoice,
  );

/** `/client-view/{token}` and `/client-view/demo` (spec 3 §2.8, contract issue 23 §2). */
export function ClientApp() {
  const [token] = useState(() => clientTokenFromPath(window.location.pathname));

  useEffect(() => {
    document.title = 'Invoice';
  }, []);

  return (
    <PublicDocument
      token={token}
      read={readInvoice}
      loadingText="Loading invoice…"
      missing={<NoInvoice />}
    >
      {(invoice, token) => <InvoicePage token={token} initial={invoice} />}
    </PublicDocument>
  );
}

function InvoicePage({ token, initial }: { token: string; initial: ClientView }) {
  const [invoice, setInvoice] = useState(initial);
  const [remarks, setRemarks] = useState(initial.clientRemarks ?? '');
  const { busy, setBusy, notice, setNotice, run } = useActions();
  const [missing, setMissing] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    document.title = `Invoice ${invoice.invoiceNumber}`;
  }, [invoice.invoiceNumber]);

  /** A refusal of a link gone since the page loaded (NOT_FOUND) shows the spec's text. */
  const fail = (e: unknown, fallback?: string) => {
    if (e instanceof PublicApiError && e.code === 'NOT_FOUND') setMissing(true);
    else setNotice({ kind: 'error', text: errorText(e, fallback) });
  };

  const respond = async () => {
    const first = !invoice.clientRemarks;
    await run(
      'respond',
      async () => {
        const { respondToInvoice } = await request<
          RespondToInvoiceMutation,
          RespondToInvoiceMutationVariables
        >('RespondToInvoice', { token, clientRemarks: remarksToSend(remarks) });
        setInvoice(respondToInvoice);
        setRemarks(respondToInvoice.clientRemarks ?? '');
        setNotice({ kind: 'success', text: first ? RESPONDED : CHANGES_SAVED });
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
        const { attachClientUpload } = await sendFile(
          file,
          async (f) =>
            (
              await request<RequestClientUploadMutation, RequestClientUploadMutationVariables>(
                'RequestClientUpload',
                { token, ...f },
              )
            ).requestClientUpload,
          (key) =>
            request<AttachClientUploadMutation, AttachClientUploadMutationVariables>(
              'AttachClientUpload',
              { token, key },
            ),
        );
        setInvoice((current) => ({ ...current, proofs: attachClientUpload.proofs }));
        setNotice({ kind: 'success', text: UPLOADED });
      },
      (e) => fail(e, UPLOAD_FAILED),
    );
  };

  const remove = async (upload: ClientViewUpload) => {
    if (!window.confirm(DELETE_FILE)) return;
    await run(
      'delete',
      async () => {
        const { deleteClientUpload } = await request<
          DeleteClientUploadMutation,
          DeleteClientUploadMutationVariables
        >('DeleteClientUpload', { token, uploadId: upload.id });
        setInvoice((current) => ({ ...current, proofs: deleteClientUpload.proofs }));
        setNotice({ kind: 'success', text: DELETED });
      },
      fail,
    );
  };

  const downloadPdf = async () => {
    setBusy('pdf');
    setNotice(null);
    const result = await openInvoicePdf(token);
    setBusy(null);
    if (result.kind === 'missing') setNotice({ kind: 'error', text: NO_INVOICE });
    else if (result.kind === 'failed') setNotice({ kind: 'error', text: result.message });
  };

  const bank = invoice.outletPaymentDetails;
  const copyAccount = async () => {
    if (!bank) return;
    try {
      await navigator.clipboard.writeText(bank.accountNumber);
      setCopied(true);
      setNotice({ kind: 'success', text: COPIED });
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setNotice({ kind: 'error', text: COPY_FAILED });
    }
  };

  if (missing) return <NoInvoice />;

  const link = clientLinkOf(window.location.origin, token);
  const chat = contactOutletLink(invoice.ownerNumber, invoice, link);
  const state = standing(invoice);
  const hasProof = invoice.proofs.length > 0;
  const working = busy !== null;

  return (
    <main className="sv-page cv-page">
      {invoice.demo && (
        <p className="sv-demo" role="status">
          {DEMO_TEXT}
        </p>
      )}

      <section className="sv-panel cv-summary" aria-labelledby="cv-title">
        <div className="sv-title">
          <h1 id="cv-title">Invoice</h1>
          <span className={`cv-badge ${state.tone}`}>{state.text}</span>
        </div>
        <p className="sv-muted">
          From <strong className="cv-ink">{invoice.outletName}</strong>
        </p>
        <div className="cv-outstanding">
          <span className="sv-muted">Amount Outstanding</span>
          <strong data-testid="amount-outstanding">{formatRM(invoice.amountOutstanding)}</strong>
        </div>
        <Details
          rows={[
            ['Invoice number', invoice.invoiceNumber],
            ['Creation date', displayDate(invoice.creationDate)],
            ['Due date', displayDate(invoice.dueDate), invoice.overdue ? 'cv-late' : undefined],
            ['Payment terms', paymentTermsText(invoice)],
          ]}
        />
      </section>

      <div className="cv-parties">
        <section className="sv-panel" aria-labelledby="cv-to">
          <h2 id="cv-to">Bill To</h2>
          <Details
            rows={[
              ['Name', invoice.clientName],
              ['Contact', contactText(invoice.clientContact) ?? '-'],
              ['Email', invoice.clientEmail ?? '-'],
              ['Address', lines(invoice.clientAddress)],
            ]}
          />
        </section>

        <section className="sv-panel" aria-labelledby="cv-from">
          <h2 id="cv-from">From</h2>
          <Details
            rows={[
              ['Outlet', invoice.outletName],
              ['Contact', invoice.ownerNumber ?? '-'],
              ['Email', invoice.ownerEmail ?? '-'],
              ['Address', lines(invoice.outletAddress)],
            ]}
          />
        </section>
      </div>

      <section className="sv-panel" aria-labelledby="cv-pay">
        <h2 id="cv-pay">Payment Details</h2>
        {bank ? (
          <dl className="sv-header">
            <dt>Beneficiary name</dt>
            <dd>{bank.name}</dd>
            <dt>Account number</dt>
            <dd className="cv-account">
              <span data-testid="account-number">{bank.accountNumber}</span>
              <button
                type="button"
                className="sv-button cv-small"
                onClick={() => void copyAccount()}
                aria-label="Copy account number"
              >
                {copied ? 'Copied' : 'Copy'}
              </button>
            </dd>
            <dt>Bank</dt>
            <dd>{bank.bank}</dd>
          </dl>
        ) : (
          <p className="sv-muted">Please contact the outlet for payment details.</p>
        )}
      </section>

      <section className="sv-panel" aria-labelledby="cv-items">
        <h2 id="cv-items">Items</h2>
        <div className="sv-table" role="table" aria-label="Items">
          <div className="cv-row sv-head" role="row">
            <span role="columnheader">Item</span>
            <span role="columnheader">Unit Price</span>
            <span role="columnheader">Quantity</span>
            <span role="columnheader">Total Amount</span>
          </div>
          {invoice.items.map((item, i) => (
            <div key={i} className="cv-row" role="row" data-testid="client-item">
              <span role="cell" className="sv-name">
                {item.name}
              </span>
              <span role="cell" className="cv-num">
                <span className="sv-label">Unit Price</span>
                {formatRM(item.confirmedPrice)}
              </span>
              <span role="cell" className="cv-num">
                <span className="sv-label">Quantity</span>
                {plainNumber(item.quantity)}
              </span>
              <span role="cell" className="cv-num">
                <span className="sv-label">Total Amount</span>
                <strong>{formatRM(item.total)}</strong>
              </span>
            </div>
          ))}
          {!invoice.items.length && <p className="sv-muted">No items</p>}
          {invoice.miscs.map((misc) => (
            <div key={misc.id} className="cv-row cv-misc" role="row" data-testid="client-misc">
              <span role="cell" className="sv-name">
                {misc.name}
              </span>
              <span role="cell" className="cv-num">
                <span className="sv-label">Total Amount</span>
                <strong>{formatRM(misc.total)}</strong>
              </span>
            </div>
          ))}
        </div>
        <p className="sv-total">
          Grand Total <strong data-testid="grand-total">{formatRM(invoice.grandTotal)}</strong>
        </p>
      </section>

      <section className="sv-panel" aria-labelledby="cv-proof">
        <h2 id="cv-proof">Payment Proof</h2>
        <FileList
          files={invoice.proofs}
          empty={<p className="sv-muted cv-gap">No uploads (PDF, JPG or PNG)</p>}
          onDelete={(u) => void remove(u)}
          deleting={busy === 'delete'}
          disabled={working}
        />
        <UploadButton
          id="cv-file"
          label="Upload Payment Proof"
          uploading={busy === 'upload'}
          disabled={working || hasProof}
          onFile={upload}
          tabIndex={-1}
        />

        <h2 className="cv-subhead">Purchase Order Reference</h2>
        <FileList files={invoice.poReferences} empty={<p className="sv-muted">No uploads</p>} />
      </section>

      <section className="sv-panel">
        <h2>Outlet Remarks</h2>
        <p className={invoice.outletRemarks ? 'cv-pre cv-gap' : 'sv-muted cv-gap'}>
          {invoice.outletRemarks || 'No remarks'}
        </p>
        <h2>
          <label htmlFor="cv-remarks">Client Remarks</label>
        </h2>
        <textarea
          id="cv-remarks"
          rows={3}
          maxLength={500}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          placeholder="Anything the outlet should know, e.g. how you paid"
        />
      </section>

      {notice && <Alert text={notice.text} success={notice.kind === 'success'} />}

      <div className="sv-actions">
        <ContactOutlet href={chat} />
        <button
          type="button"
          className="sv-button"
          onClick={() => void downloadPdf()}
          disabled={working}
        >
          Download Invoice in PDF
        </button>
        <button
          type="button"
          className="sv-button primary"
          onClick={() => void respond()}
          disabled={working}
        >
          {busy === 'respond' ? 'Sending...' : 'Respond To Invoice'}
        </button>
      </div>
    </main>
  );
}

/** Address lines, one under the other; '-' without any. */
function lines(address: string[]) {
  if (!address.length) return '-';
  return address.map((line, i) => (
    <span key={i} className="cv-line">
      {line}
    </span>
  ));
}
