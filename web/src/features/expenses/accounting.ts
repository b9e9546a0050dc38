import { AccountingMessages as A } from '@mise/domain';

/** How often a document whose push to Xero is PENDING is asked again while it is shown. */
export const ACCOUNTING_POLL_MS = 3_000;

export type PushState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PushView {
  state: PushState;
  reason?: string | null;
}

export interface AccountingStatus {
  /** the line shown beside the button; null when never sent */
  text: string | null;
  tone: 'processing' | 'success' | 'error' | null;
  /** the button's label; null while a push waits for Xero's answer */
  action: string | null;
}

/**
 * What an expense's or a sale's "Send to Xero" shows (issue 24): 'Sending to Xero…' while the
 * push waits (no button, the document polled), 'In Xero: {xeroId}' once Xero has it (sending
 * again updates it), 'Xero refused: {reason}' with Send again.
 */
export function accountingStatus(
  xeroId: string | null | undefined,
  push: PushView | null | undefined,
): AccountingStatus {
  if (push?.state === 'PENDING') return { text: A.sending, tone: 'processing', action: null };
  if (push?.state === 'FAILED') {
    return { text: A.refused(push.reason || 'unknown'), tone: 'error', action: A.sendAgain };
  }
  if (xeroId) return { text: A.inXero(xeroId), tone: 'success', action: A.send };
  return { text: null, tone: null, action: A.send };
}

/** The button shows on a CONFIRMED document of an owner with Xero connected. */
export function canSendToXero(state: string | null | undefined, connected: boolean | undefined) {
  return state === 'CONFIRMED' && connected === true;
}

/** The poll interval of a shown document: every 3 s while its push is PENDING. */
export function accountingPollInterval(push: PushView | null | undefined): number | undefined {
  return push?.state === 'PENDING' ? ACCOUNTING_POLL_MS : undefined;
}
