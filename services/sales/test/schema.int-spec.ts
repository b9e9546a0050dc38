import { join } from 'node:path';
import { checkPrintedSchema } from '@mise/testing';
import { type SalesTestApp, startSales } from './helpers';

let t: SalesTestApp;
beforeAll(async () => {
  t = await startSales();
});
afterAll(() => t.close());

// `npm run schema` (and `npm run new-service`) run this test with UPDATE_SCHEMA=1 to reprint it.
describe('printed schema', () => {
  it('matches the committed services/sales/schema.graphql', () => {
    expect(() => checkPrintedSchema(t.app, join(__dirname, '..', 'schema.graphql'))).not.toThrow();
  });
});
