import { join } from 'node:path';
import { checkPrintedSchema } from '@mise/testing';
import { type BillingTestApp, startBilling } from './helpers';

let t: BillingTestApp;
beforeAll(async () => {
  t = await startBilling();
});
afterAll(() => t.close());

// `npm run schema` (and `npm run new-service`) run this test with UPDATE_SCHEMA=1 to reprint it.
describe('printed schema', () => {
  it('matches the committed services/billing/schema.graphql', () => {
    expect(() => checkPrintedSchema(t.app, join(__dirname, '..', 'schema.graphql'))).not.toThrow();
  });
});
