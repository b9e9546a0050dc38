import { join } from 'node:path';
import { checkPrintedSchema } from '@mise/testing';
import { type IdentityTestApp, startIdentity } from './helpers';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentity();
});
afterAll(() => t.close());

// `npm run schema` runs this test with UPDATE_SCHEMA=1 to reprint the file.
describe('printed schema', () => {
  it('matches the committed services/identity/schema.graphql', () => {
    expect(() => checkPrintedSchema(t.app, join(__dirname, '..', 'schema.graphql'))).not.toThrow();
  });
});
