import { Messages } from '@mise/domain';
import type {
  IntegrationConnectionFieldsFragment,
  IntegrationProvider,
} from '../../generated/graphql';

/**
 * The three integrations (spec 1 §2.11, issue 24) as Settings and the OAuth callback routes show
 * them: pure rules, tested in integrations.spec.ts.
 */
export interface ProviderInfo {
  provider: IntegrationProvider;
  /** The provider's name, as the service's `providerName` and the spec's alerts say it. */
  name: string;
  /** The first part of its callback route: `/{slug}/callback`. */
  slug: 'loyverse' | 'google' | 'xero';
  /** What it is for the owner. */
  kind: string;
  /** One line on what the connection does. */
  purpose: string;
  /** How the account name is introduced on the card. */
  accountLabel: string;
}

/** In the service's order: POS, MAIL, ACCOUNTING. */
export const PROVIDERS: readonly ProviderInfo[] = [
  {
    provider: 'POS',
    name: 'Loyverse',
    slug: 'loyverse',
    kind: 'Point of sale',
    purpose: "Brings your point of sale's receipts into Mise as sales.",
    accountLabel: 'Business',
  },
  {
    provider: 'MAIL',
    name: 'Google',
    slug: 'google',
    kind: 'Mail',
    purpose: 'Sends purchase orders and invoices from your Gmail.',
    accountLabel: 'Account',
  },
  {
    provider: 'ACCOUNTING',
    name: 'Xero',
    slug: 'xero',
    kind: 'Accounting',
    purpose: 'Sends your expenses to Xero as bills.',
    accountLabel: 'Organisation',
  },
];

export function providerInfo(provider: IntegrationProvider): ProviderInfo {
  const info = PROVIDERS.find((p) => p.provider === provider);
  if (!info) throw new Error(`Unknown integration ${provider}`);
  return info;
}

/** The route the provider sends the browser back to (the service's redirect_uri). */
export const callbackPath = (provider: IntegrationProvider): string =>
  `/${providerInfo(provider).slug}/callback`;

/** Where the owner lands after a callback: Settings, on the Integrations tab. */
export const SETTINGS_INTEGRATIONS = '/settings?tab=integrations';

export type Connection = IntegrationConnectionFieldsFragment;

export interface ConnectionView {
  /** The state's words on the card. */
  label: 'Connected' | 'Not connected' | 'Needs reconnect';
  /** The tag's colour. */
  color: 'success' | 'default' | 'warning';
  /** "Organisation: Demo Company (MY)", when the provider told its name. */
  account: string | null;
  /** Why it needs a reconnect, in plain words. */
  problem: string | null;
  /** Connect (also when it needs a reconnect). */
  canConnect: boolean;
  /** Disconnect (connected, or holding a connection that needs a reconnect). */
  canDisconnect: boolean;
  /** The Connect button's words. */
  connectLabel: 'Connect' | 'Connect again';
}

/** What a card shows for a connection (or for none yet: not connected). */
export function connectionView(
  provider: IntegrationProvider,
  connection: Connection | undefined,
): ConnectionView {
  const info = providerInfo(provider);
  const state = connection?.state ?? 'NOT_CONNECTED';
  const name = connection?.accountName || connection?.tenantId || null;
  const account = state !== 'NOT_CONNECTED' && name ? `${info.accountLabel}: ${name}` : null;
  switch (state) {
    case 'CONNECTED':
      return {
        label: 'Connected',
        color: 'success',
        account,
        problem: null,
        canConnect: false,
        canDisconnect: true,
        connectLabel: 'Connect',
      };
    case 'NEEDS_RECONNECT':
      return {
        label: 'Needs reconnect',
        color: 'warning',
        account,
        problem: connection?.problem || `${info.name} no longer gives Mise access: connect again`,
        canConnect: true,
        canDisconnect: true,
        connectLabel: 'Connect again',
      };
    default:
      return {
        label: 'Not connected',
        color: 'default',
        account: null,
        problem: null,
        canConnect: true,
        canDisconnect: false,
        connectLabel: 'Connect',
      };
  }
}

/** What the provider's return address says. */
export type CallbackReading =
  { kind: 'code'; code: string; state: string } | { kind: 'failed'; message: string };

/**
 * Reads `/{provider}/callback?code=&state=` (or the provider's `error=`, RFC 6749 §4.1.2.1):
 * `access_denied` is the owner saying no on the provider's page.
 */
export function readCallback(
  provider: IntegrationProvider,
  params: URLSearchParams,
): CallbackReading {
  const { name } = providerInfo(provider);
  const error = params.get('error')?.trim();
  if (error) {
    if (error === 'access_denied')
      return { kind: 'failed', message: Messages.integrations.cancelled };
    const description = params.get('error_description')?.trim();
    return {
      kind: 'failed',
      message: Messages.integrations.providerError(name, description || error.replace(/_/g, ' ')),
    };
  }
  const code = params.get('code')?.trim();
  const state = params.get('state')?.trim();
  if (!code || !state) {
    return { kind: 'failed', message: Messages.integrations.incompleteReturn(name) };
  }
  return { kind: 'code', code, state };
}

/**
 * Runs `run` once per key for the life of the page and shares its promise: an authorization code
 * is single use, and React's strict mode (or a remount) runs the callback's effect twice.
 */
export function onceFor<T>(
  attempts: Map<string, Promise<T>>,
  key: string,
  run: () => Promise<T>,
): Promise<T> {
  const known = attempts.get(key);
  if (known) return known;
  const attempt = run();
  attempts.set(key, attempt);
  return attempt;
}

/** A Loyverse store as the Loyverse card lists it. */
export interface PosStoreRow {
  storeId: string;
  name: string;
  outletId?: string | null;
  outletName?: string | null;
  pendingReceipts: number;
}

/** The toast after a store's outlet is chosen (or cleared). */
export function posStoreMapped(store: PosStoreRow): string {
  return store.outletId
    ? `${store.name} now sends its receipts to ${store.outletName ?? 'the outlet'}`
    : `${store.name} no longer sends its receipts to an outlet`;
}

/** The line under a store: where its receipts go, or that they wait for an outlet. */
export function posStoreNote(store: PosStoreRow): string | null {
  if (store.outletId) return null;
  return store.pendingReceipts > 0
    ? `${store.pendingReceipts} ${store.pendingReceipts === 1 ? 'receipt waits' : 'receipts wait'} for an outlet`
    : 'Choose the outlet its receipts go to';
}
