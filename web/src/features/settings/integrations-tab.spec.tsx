import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PROVIDERS, providerInfo, type Connection } from '../integrations/integrations';
import { IntegrationCard } from './IntegrationCard';

/** The Integrations cards as the owner first reads them (the clicks are the journey's). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="([^"]+)"[^>]*>/g)].map((m) => m[1]);
const noop = () => undefined;
const card = (
  provider: Connection['provider'],
  connection?: Partial<Connection>,
  children?: ReactNode,
) =>
  renderToStaticMarkup(
    <IntegrationCard
      info={providerInfo(provider)}
      connection={
        connection && {
          provider,
          providerName: providerInfo(provider).name,
          state: 'CONNECTED',
          connected: true,
          tenantId: null,
          accountName: null,
          connectedAt: null,
          problem: null,
          ...connection,
        }
      }
      onConnect={noop}
      onDisconnect={noop}
    >
      {children}
    </IntegrationCard>,
  );

describe('IntegrationCard', () => {
  it('shows each provider not connected with what it is for and Connect', () => {
    for (const info of PROVIDERS) {
      const html = card(info.provider, { state: 'NOT_CONNECTED', connected: false });
      expect(text(html)).toContain(info.name);
      expect(text(html)).toContain(info.kind);
      expect(text(html)).toContain(info.purpose);
      expect(text(html)).toContain('Not connected');
      expect(buttons(html)).toEqual([`Connect ${info.name}`]);
    }
    expect(text(card('MAIL'))).toContain('Not connected');
  });

  it('shows a connection with its account name and Disconnect', () => {
    const html = card('ACCOUNTING', { tenantId: 't-1', accountName: 'Demo Company (MY)' });
    expect(text(html)).toContain('Connected');
    expect(text(html)).not.toContain('Not connected');
    expect(text(html)).toContain('Organisation: Demo Company (MY)');
    expect(buttons(html)).toEqual(['Disconnect Xero']);
    expect(text(card('MAIL', { accountName: 'owner@gmail.com' }))).toContain(
      'Account: owner@gmail.com',
    );
    expect(text(card('POS', { accountName: 'Kedai Kopi' }))).toContain('Business: Kedai Kopi');
  });

  it('says in plain words why a connection needs a reconnect', () => {
    const html = card('ACCOUNTING', {
      state: 'NEEDS_RECONNECT',
      connected: false,
      accountName: 'Demo Company (MY)',
      problem: 'Xero refused to renew access: connect again',
    });
    expect(text(html)).toContain('Needs reconnect');
    expect(text(html)).toContain('Xero refused to renew access: connect again');
    expect(buttons(html)).toEqual(['Connect again Xero', 'Disconnect Xero']);
  });
});

describe('the Loyverse card', () => {
  it('shows its stores only while connected', () => {
    const stores = <span>Loyverse stores here</span>;
    expect(text(card('POS', { accountName: 'Demo Cafe' }, stores))).toContain(
      'Loyverse stores here',
    );
    for (const state of ['NOT_CONNECTED', 'NEEDS_RECONNECT'] as const) {
      expect(text(card('POS', { state, connected: false }, stores))).not.toContain(
        'Loyverse stores here',
      );
    }
  });
});
