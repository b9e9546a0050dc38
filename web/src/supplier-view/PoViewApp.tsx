import { useEffect, useRef, useState } from 'react';
import { NoPurchaseOrder } from './NoPurchaseOrder';
import { openPdf } from './pdf';
import { tokenFromPath } from './page';
import { Alert } from '../public-entry/Alert';

/** `/po-view/{token}`: opens the order's PDF in a new tab, with a button to open it again. */
export function PoViewApp() {
  const [token] = useState(() => tokenFromPath(window.location.pathname, 'po-view'));
  const [message, setMessage] = useState<string | null>(null);
  const [missing, setMissing] = useState(!token);
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);

  const open = async () => {
    if (!token) return;
    setBusy(true);
    const result = await openPdf(token);
    setBusy(false);
    if (result.kind === 'missing') setMissing(true);
    else setMessage(result.kind === 'failed' ? result.message : null);
  };

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (missing) return <NoPurchaseOrder />;
  return (
    <main className="sv-page">
      <section className="sv-panel sv-center">
        <h1>Purchase order</h1>
        <p className="sv-muted">The PDF opens in a new tab.</p>
        <Alert text={message} />
        <button
          type="button"
          className="sv-button primary"
          onClick={() => void open()}
          disabled={busy}
        >
          {busy ? 'Opening…' : 'Open PDF'}
        </button>
      </section>
    </main>
  );
}
