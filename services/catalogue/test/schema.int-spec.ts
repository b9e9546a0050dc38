import { join } from 'node:path';
import { checkPrintedSchema } from '@mise/testing';
import { type CatalogueTestApp, startCatalogue } from './helpers';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await startCatalogue();
});
afterAll(() => t.close());

// `npm run schema` (and `npm run new-service`) run this test with UPDATE_SCHEMA=1 to reprint it.
describe('printed schema', () => {
  it('matches the committed services/catalogue/schema.graphql', () => {
    expect(() => checkPrintedSchema(t.app, join(__dirname, '..', 'schema.graphql'))).not.toThrow();
  });
});
