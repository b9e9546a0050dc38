import { BatchMessages as BM, CatalogueMessages as CM } from '@mise/domain';
import { ownersSuite } from '@mise/testing';
import { startCatalogue } from './helpers';

/**
 * Issue 19 §1b.3: names are trimmed and their runs of spaces collapsed before the uniqueness
 * check ("nasi  lemak " is the NASI LEMAK that exists), and capped at 100 characters.
 */
describe('catalogue names (issue 19)', () => {
  const s = ownersSuite(startCatalogue);

  const kinds: Array<[string, (name: string) => string, string, string]> = [
    [
      'menu item',
      (n) =>
        `mutation { createMenuItem(input: { name: ${JSON.stringify(n)}, category: "Mains" }) { name } }`,
      CM.menuItem.nameTaken,
      CM.menuItem.tooLong,
    ],
    [
      'variant',
      (n) => `mutation { createVariant(name: ${JSON.stringify(n)}) { name } }`,
      CM.variant.nameTaken,
      CM.variant.tooLong,
    ],
    [
      'batch item',
      (n) => `mutation { createBatchItem(input: { name: ${JSON.stringify(n)} }) { name } }`,
      BM.item.nameTaken,
      BM.item.tooLong,
    ],
    [
      'table',
      (n) => `mutation { createOutletTable(name: ${JSON.stringify(n)}) { name } }`,
      CM.table.nameTaken,
      CM.table.nameTooLong,
    ],
  ];

  it.each(kinds)(
    'a %s named with extra spaces is the one that exists',
    async (_kind, create, taken) => {
      const first = await s.ana.gql<Record<string, { name: string }>>(create('Nasi Lemak'));
      expect(first.errors).toBeUndefined();
      for (const again of ['nasi  lemak ', '  NASI \t LEMAK']) {
        const res = await s.ana.gql(create(again));
        expect(res.errors?.[0]).toMatchObject({
          message: taken,
          extensions: { code: 'BAD_USER_INPUT', field: 'name' },
        });
      }
    },
  );

  it.each(kinds)(
    'a %s name is stored with single spaces and capped',
    async (_kind, create, _taken, tooLong) => {
      const res = await s.ana.gql<Record<string, { name: string }>>(create('  Teh   Tarik  '));
      expect(Object.values(res.data!)[0].name).toMatch(/^teh tarik$/i);
      const long = await s.ana.gql(create('x'.repeat(101)));
      expect(long.errors?.[0]).toMatchObject({
        message: tooLong,
        extensions: { code: 'BAD_USER_INPUT', field: 'name' },
      });
    },
  );
});
