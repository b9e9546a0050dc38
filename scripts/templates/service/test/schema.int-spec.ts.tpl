import { join } from 'node:path';
import { checkPrintedSchema } from '@mise/testing';
import { type __Name__TestApp, start__Name__ } from './helpers';

let t: __Name__TestApp;
beforeAll(async () => {
  t = await start__Name__();
});
afterAll(() => t.close());

// `npm run schema` (and `npm run new-service`) run this test with UPDATE_SCHEMA=1 to reprint it.
describe('printed schema', () => {
  it('matches the committed services/__name__/schema.graphql', () => {
    expect(() => checkPrintedSchema(t.app, join(__dirname, '..', 'schema.graphql'))).not.toThrow();
  });
});
