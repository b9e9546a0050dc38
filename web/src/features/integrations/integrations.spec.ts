import { Messages } from '@mise/domain';
import {
  callbackPath,
  connectionView,
  onceFor,
  posStoreMapped,
  posStoreNote,
  PROVIDERS,
  providerInfo,
  readCallback,
  type Connection,
} from './integrations';

const connection = (over: Partial<Connection> = {}): Connection => ({
  provider: 'ACCOUNTING',
  providerName: 'Xero',
  state: 'CONNECTED',
  connected: true,
  tenantId: 'tenant-1',
  accountName: 'Demo Company (MY)',
  connectedAt: '2026-11-27T10:00:00Z',
  problem: null,
  ...over,
});

describe('the providers', () => {
  it('are Loyverse, Google and Xero in the service order, each with its callback route', () => {
    expect(PROVIDERS.map((p) => [p.provider, p.name, callbackPath(p.provider)])).toEqual([
      ['POS', 'Loyverse', '/loyverse/callback'],
      ['MAIL', 'Google', '/google/callback'],
      ['ACCOUNTING', 'Xero', '/xero/callback'],
    ]);
  });

  it('say the spec alerts with the provider names', () => {
    expect(PROVIDERS.map((p) => Messages.integrations.connected(p.name))).toEqual([
      'Loyverse Successfully Connected',
      'Google Successfully Connected',
      'Xero Successfully Connected',
    ]);
    expect(PROVIDERS.map((p) => Messages.integrations.disconnected(p.name))).toEqual([
      'Loyverse successfully disconnected',
      'Google successfully disconnected',
      'Xero successfully disconnected',
    ]);
  });
});

describe('connectionView', () => {
  it('shows a connection with its account and Disconnect', () => {
    expect(connectionView('ACCOUNTING', connection())).toEqual({
      label: 'Connected',
      color: 'success',
      account: 'Organisation: Demo Company (MY)',
      problem: null,
      canConnect: false,
      canDisconnect: true,
      connectLabel: 'Connect',
    });
    expect(
      connectionView(
        'MAIL',
        connection({ provider: 'MAIL', providerName: 'Google', accountName: 'owner@gmail.com' }),
      ).account,
    ).toBe('Account: owner@gmail.com');
    expect(
      connectionView(
        'POS',
        connection({ provider: 'POS', providerName: 'Loyverse', accountName: 'Kedai Kopi' }),
      ).account,
    ).toBe('Business: Kedai Kopi');
  });

  it('falls back to the tenant id when the provider gave no name', () => {
    expect(connectionView('ACCOUNTING', connection({ accountName: null })).account).toBe(
      'Organisation: tenant-1',
    );
    expect(
      connectionView('ACCOUNTING', connection({ accountName: null, tenantId: null })).account,
    ).toBeNull();
  });

  it('shows Connect only, without an account, when not connected (or not known yet)', () => {
    const notConnected = {
      label: 'Not connected',
      color: 'default',
      account: null,
      problem: null,
      canConnect: true,
      canDisconnect: false,
      connectLabel: 'Connect',
    };
    expect(
      connectionView(
        'ACCOUNTING',
        connection({ state: 'NOT_CONNECTED', connected: false, accountName: 'Old', tenantId: 'x' }),
      ),
    ).toEqual(notConnected);
    expect(connectionView('POS', undefined)).toEqual(notConnected);
  });

  it('says why a connection needs a reconnect and offers both buttons', () => {
    const view = connectionView(
      'ACCOUNTING',
      connection({
        state: 'NEEDS_RECONNECT',
        connected: false,
        problem: 'Xero refused to renew access: connect again',
      }),
    );
    expect(view).toMatchObject({
      label: 'Needs reconnect',
      color: 'warning',
      account: 'Organisation: Demo Company (MY)',
      problem: 'Xero refused to renew access: connect again',
      canConnect: true,
      canDisconnect: true,
      connectLabel: 'Connect again',
    });
    expect(
      connectionView('MAIL', connection({ state: 'NEEDS_RECONNECT', problem: null })).problem,
    ).toBe('Google no longer gives Mise access: connect again');
  });
});

describe('readCallback', () => {
  const read = (query: string) => readCallback('ACCOUNTING', new URLSearchParams(query));

  it('reads the code and the state', () => {
    expect(read('?code=abc%2F123&state=s-1&scope=openid')).toEqual({
      kind: 'code',
      code: 'abc/123',
      state: 's-1',
    });
  });

  it('reports a refusal on the provider page as cancelled', () => {
    expect(read('error=access_denied&state=s-1')).toEqual({
      kind: 'failed',
      message: 'Connection was cancelled',
    });
  });

  it("reports the provider's other errors with its description, or the error code", () => {
    expect(read('error=server_error&error_description=Try+later&state=s')).toEqual({
      kind: 'failed',
      message: 'Xero could not connect: Try later',
    });
    expect(read('error=temporarily_unavailable')).toEqual({
      kind: 'failed',
      message: 'Xero could not connect: temporarily unavailable',
    });
  });

  it('refuses a return without a code or a state', () => {
    const missing = { kind: 'failed', message: 'Xero sent back no authorisation: connect again' };
    expect(read('')).toEqual(missing);
    expect(read('code=abc')).toEqual(missing);
    expect(read('state=s&code=%20')).toEqual(missing);
    expect(readCallback('POS', new URLSearchParams('state=s'))).toEqual({
      kind: 'failed',
      message: 'Loyverse sent back no authorisation: connect again',
    });
  });
});

describe('onceFor', () => {
  it('runs once per key and shares the answer (a code is single use)', async () => {
    const attempts = new Map<string, Promise<number>>();
    let calls = 0;
    const run = () => Promise.resolve(++calls);
    const [first, second] = await Promise.all([
      onceFor(attempts, 'ACCOUNTING:abc', run),
      onceFor(attempts, 'ACCOUNTING:abc', run),
    ]);
    expect([first, second, calls]).toEqual([1, 1, 1]);
    expect(await onceFor(attempts, 'MAIL:abc', run)).toBe(2);
  });
});

it('providerInfo refuses an unknown provider', () => {
  expect(() => providerInfo('FAX' as never)).toThrow('Unknown integration FAX');
});

describe('Loyverse stores', () => {
  const store = { storeId: 's1', name: 'Main Store', pendingReceipts: 0 };
  it('says where a store sends its receipts once chosen, and when cleared', () => {
    expect(posStoreMapped({ ...store, outletId: 'o1', outletName: 'Bangsar' })).toBe(
      'Main Store now sends its receipts to Bangsar',
    );
    expect(posStoreMapped({ ...store, outletId: null })).toBe(
      'Main Store no longer sends its receipts to an outlet',
    );
  });
  it('asks for an outlet under an unmapped store, counting the receipts that wait', () => {
    expect(posStoreNote({ ...store, outletId: 'o1' })).toBeNull();
    expect(posStoreNote(store)).toBe('Choose the outlet its receipts go to');
    expect(posStoreNote({ ...store, pendingReceipts: 1 })).toBe('1 receipt waits for an outlet');
    expect(posStoreNote({ ...store, pendingReceipts: 3 })).toBe('3 receipts wait for an outlet');
  });
});
