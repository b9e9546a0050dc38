import type { SaleSavedEvent } from '@mise/contracts';
import { addDays, salesCsvTemplate, today } from '@mise/domain';
import { expectEvent, ownersSuite } from '@mise/testing';
import {
  arrangeMenu,
  type Menu,
  startSalesWithS3,
  uploadCsv,
  REQUEST_CSV_UPLOAD as REQUEST,
} from './helpers';

const PREVIEW = `mutation($k: String!) { previewSalesCsv(fileKey: $k) {
  fileKey errorCount sales lines total
  rows { row saleDate menuItemName versionNumber quantity salePrice total error } } }`;
const IMPORT = `mutation($k: String!) { importSalesCsv(fileKey: $k) { sales lines total } }`;

interface Preview {
  fileKey: string;
  errorCount: number;
  sales: number;
  lines: number;
  total: string;
  rows: Array<{ row: number; error: string | null; total: string | null }>;
}

describe('sales: CSV import (template, preview, all-or-nothing import)', () => {
  const s = ownersSuite(startSalesWithS3, 2);
  let menu: Menu;
  // older than the 90-day window: imports are never checked (flows.md §4.12)
  const old = addDays(today(), -200);
  const day = today();

  beforeAll(async () => {
    menu = await arrangeMenu(s.t, s.ana);
  });

  const csvSales = () =>
    s.t.ownerSql<{ sale_date: string; sale_state: string; nett_total: string; lines: number }>(
      `SELECT to_char(s.sale_date, 'YYYY-MM-DD') AS sale_date, s.sale_state, s.nett_total::text,
              (SELECT count(*)::int FROM sales_items i WHERE i.sale_id = s.id) AS lines
         FROM sales s WHERE s.outlet_id = $1 AND s.source_type = 'CSV' ORDER BY s.sale_date`,
      [s.ana.outletId],
    );

  it('answers the template: the header and one example row', async () => {
    const res = await s.ana.gql<{ salesCsvTemplate: string }>(`{ salesCsvTemplate }`);
    expect(res.data!.salesCsvTemplate).toBe(salesCsvTemplate());
    expect(res.data!.salesCsvTemplate.split('\n')[0]).toBe(
      'date,menu item,version,quantity,sale price',
    );
  });

  it('previews a good file without writing, then imports one CONFIRMED sale per date with events', async () => {
    const text = [
      'date,menu item,version,quantity,sale price',
      `${old},noodles,2,2,`, // menu price 12.50 × 2 = 25.00
      `${old},"Tea",,1.5,3.00`, // 3.00 × 1.5 = 4.50
      `${day},TEA,,3,`, // 3.35 × 3 = 10.05
    ].join('\r\n');
    const key = await uploadCsv(s.ana, text);
    const preview = await s.ana.gql<{ previewSalesCsv: Preview }>(PREVIEW, { k: key });
    expect(preview.errors).toBeUndefined();
    const p = preview.data!.previewSalesCsv;
    expect(p).toMatchObject({ errorCount: 0, sales: 2, lines: 3, total: '39.55' });
    expect(p.rows).toEqual([
      expect.objectContaining({
        row: 2,
        versionNumber: 2,
        salePrice: '12.50',
        total: '25.00',
        error: null,
      }),
      expect.objectContaining({
        row: 3,
        versionNumber: 1,
        salePrice: '3.00',
        total: '4.50',
        error: null,
      }),
      expect.objectContaining({
        row: 4,
        saleDate: day,
        salePrice: '3.35',
        total: '10.05',
        error: null,
      }),
    ]);
    expect(await csvSales()).toEqual([]);

    const { event } = await expectEvent<SaleSavedEvent>(
      'sales.sale.saved',
      (e) =>
        e.outletId === s.ana.outletId &&
        e.payload.sourceType === 'CSV' &&
        e.payload.saleDate === old,
    );
    const imported = await s.ana.gql<{ importSalesCsv: unknown }>(IMPORT, { k: p.fileKey });
    expect(imported.errors).toBeUndefined();
    expect(imported.data!.importSalesCsv).toEqual({ sales: 2, lines: 3, total: '39.55' });
    expect(await csvSales()).toEqual([
      { sale_date: old, sale_state: 'CONFIRMED', nett_total: '29.50', lines: 2 },
      { sale_date: day, sale_state: 'CONFIRMED', nett_total: '10.05', lines: 1 },
    ]);
    const e = await event;
    // written PROCESSING (revision 1, no event), confirmed with revision 2
    expect(e.payload).toMatchObject({ saleState: 'CONFIRMED', revision: 2, nettTotal: '29.50' });
    expect(e.payload.items.map((i) => [i.menuItemId, i.quantity])).toEqual([
      [menu.noodles.menuItemId, '2.0'],
      [menu.tea.menuItemId, '1.5'],
    ]);

    // the file is gone once imported: the same key again writes nothing
    const again = await s.ana.gql(IMPORT, { k: p.fileKey });
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await csvSales()).toHaveLength(2);
  });

  it('previews each bad row with its reason and imports nothing while any row is bad', async () => {
    const before = await csvSales();
    const text = [
      'date,menu item,version,quantity,sale price',
      `${day},TEA,,1,`,
      `${day},LAKSA,,1,`,
      `2026-13-01,TEA,,1,`,
      `${day},TEA,,0,`,
      `${day},TEA,,1,abc`,
      `${day},NOODLES,7,1,`,
    ].join('\n');
    const key = await uploadCsv(s.ana, text);
    const preview = await s.ana.gql<{ previewSalesCsv: Preview }>(PREVIEW, { k: key });
    expect(preview.errors).toBeUndefined();
    const p = preview.data!.previewSalesCsv;
    expect(p.rows.map((r) => r.error)).toEqual([
      null,
      'Row 3: unknown menu item "LAKSA"',
      'Row 4: date must be YYYY-MM-DD',
      'Row 5: quantity must be a number above 0 with at most 1 decimal',
      'Row 6: sale price must be a number with at most 2 decimals, not negative',
      'Row 7: menu item "NOODLES" has no version 7',
    ]);
    expect(p).toMatchObject({ errorCount: 5, sales: 1, lines: 1, total: '3.35' });

    const imported = await s.ana.gql(IMPORT, { k: p.fileKey });
    expect(imported.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(imported.errors?.[0].message).toBe(
      [
        '5 rows cannot be imported; nothing was written.',
        'Row 3: unknown menu item "LAKSA"',
        'Row 4: date must be YYYY-MM-DD',
        'Row 5: quantity must be a number above 0 with at most 1 decimal',
        'Row 6: sale price must be a number with at most 2 decimals, not negative',
        'Row 7: menu item "NOODLES" has no version 7',
      ].join('\n'),
    );
    expect(await csvSales()).toEqual(before);
  });

  it('deletes the sales a failed import job wrote: all or nothing, no event', async () => {
    const before = await csvSales();
    const key = await uploadCsv(
      s.ana,
      `date,menu item,version,quantity,sale price\n${addDays(day, -3)},TEA,,1,\n${addDays(day, -2)},TEA,,2,\n`,
    );
    const kept = (await s.ana.gql<{ previewSalesCsv: Preview }>(PREVIEW, { k: key })).data!
      .previewSalesCsv.fileKey;
    // a real fault in the job's last transaction: the database refuses the confirmation
    await s.t.ownerSql(`
      CREATE FUNCTION refuse_csv_confirm() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'bench fault'; END $$;
      CREATE TRIGGER refuse_csv_confirm BEFORE UPDATE ON sales FOR EACH ROW
        WHEN (NEW.source_type = 'CSV' AND NEW.sale_state = 'CONFIRMED')
        EXECUTE FUNCTION refuse_csv_confirm();`);
    let saved = 0;
    const { event } = await expectEvent<SaleSavedEvent>(
      'sales.sale.saved',
      (e) =>
        e.outletId === s.ana.outletId && e.payload.saleDate === addDays(day, -3) && ++saved > 0,
      1_500,
    );
    try {
      const res = await s.ana.gql(IMPORT, { k: kept });
      expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await s.t.ownerSql(
        `DROP TRIGGER refuse_csv_confirm ON sales; DROP FUNCTION refuse_csv_confirm();`,
      );
    }
    expect(await csvSales()).toEqual(before);
    await expect(event).rejects.toThrow(/no sales.sale.saved event/);
    expect(saved).toBe(0);

    // the file is still there: imported once the fault is gone
    const again = await s.ana.gql<{ importSalesCsv: unknown }>(IMPORT, { k: kept });
    expect(again.errors).toBeUndefined();
    expect(again.data!.importSalesCsv).toEqual({ sales: 2, lines: 2, total: '10.05' });
  });

  it('refuses other file types, files over 5 MB, a file without the header, and keys that are not a sales CSV of the outlet', async () => {
    const key = await uploadCsv(s.ana, 'when,what\n2026-01-01,TEA\n');
    const res = await s.ana.gql(PREVIEW, { k: key });
    expect(res.errors?.[0]).toMatchObject({
      message:
        "The first line must be the template's header: date,menu item,version,quantity,sale price",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const [file, message] of [
      [
        { fileName: 'sales.pdf', contentType: 'application/pdf', size: 10 },
        'This file type is not allowed. Please upload a CSV file.',
      ],
      [
        { fileName: 'sales.csv', contentType: 'text/csv', size: 5 * 1024 * 1024 + 1 },
        'The file is too large. The maximum size is 5 MB.',
      ],
    ] as const) {
      const r = await s.ana.gql(REQUEST, { file });
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    for (const k of ['', 'nope', `${s.ana.outletId}/sales/imports/x/csv`]) {
      const r = await s.ana.gql(PREVIEW, { k });
      expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('bounds a file: no rows, over 10,000 rows, over 2,000 rows a date; lists 20 reasons then the count', async () => {
    const HEADER = 'date,menu item,version,quantity,sale price';
    const preview = async (text: string) =>
      s.ana.gql<{ previewSalesCsv: Preview }>(PREVIEW, { k: await uploadCsv(s.ana, text) });
    const empty = await preview(`${HEADER}\n\n`);
    expect(empty.errors?.[0]).toMatchObject({
      message: 'The file has no sales rows',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const many = await preview(`${HEADER}\n${`${day},TEA,,1,\n`.repeat(10_001)}`);
    expect(many.errors?.[0]).toMatchObject({
      message: 'A file can have at most 10000 sales rows',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const oneDay = await preview(
      `${HEADER}\n${`${old},TEA,,1,\n`.repeat(2_001)}${addDays(old, 1)},TEA,,1,\n`,
    );
    expect(oneDay.errors).toBeUndefined();
    const p = oneDay.data!.previewSalesCsv;
    expect(p.rows.filter((r) => r.error).map((r) => r.error)).toEqual([
      `Row 2002: more than 2000 rows dated ${old}`,
    ]);
    expect(p).toMatchObject({ errorCount: 1, sales: 2, lines: 2001 });

    const before = await csvSales();
    const bad = await uploadCsv(s.ana, `${HEADER}\n${`${day},LAKSA,,1,\n`.repeat(21)}`);
    const refused = await s.ana.gql(IMPORT, { k: bad });
    const lines = refused.errors![0].message.split('\n');
    expect(lines[0]).toBe('21 rows cannot be imported; nothing was written.');
    expect(lines.slice(1, 21)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Row ${i + 2}: unknown menu item "LAKSA"`),
    );
    expect(lines.slice(21)).toEqual(['... and 1 more']);
    expect(await csvSales()).toEqual(before);
  });

  it('imports a file once when two imports of it run at once', async () => {
    const before = await csvSales();
    const key = await uploadCsv(
      s.ana,
      `date,menu item,version,quantity,sale price\n${addDays(day, -10)},TEA,,1,\n${addDays(day, -11)},TEA,,1,\n`,
    );
    const kept = (await s.ana.gql<{ previewSalesCsv: Preview }>(PREVIEW, { k: key })).data!
      .previewSalesCsv.fileKey;
    const results = await Promise.all([
      s.ana.gql(IMPORT, { k: kept }),
      s.ana.gql(IMPORT, { k: kept }),
    ]);
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    const refused = results.find((r) => r.errors)!.errors![0];
    expect(
      (refused.extensions?.code === 'BAD_USER_INPUT' &&
        refused.message === 'This file has already been imported') ||
        (refused.extensions?.code === 'NOT_FOUND' && refused.message === 'File not found'),
    ).toBe(true);
    expect(await csvSales()).toHaveLength(before.length + 2);
    expect((await csvSales()).every((x) => x.sale_state === 'CONFIRMED')).toBe(true);
  });

  it("never reads or imports another outlet's file (cross-tenant)", async () => {
    const key = await uploadCsv(
      s.ana,
      `date,menu item,version,quantity,sale price\n${day},TEA,,1,\n`,
    );
    const kept = (await s.ana.gql<{ previewSalesCsv: Preview }>(PREVIEW, { k: key })).data!
      .previewSalesCsv.fileKey;
    const pending = await uploadCsv(
      s.ana,
      `date,menu item,version,quantity,sale price\n${day},TEA,,2,\n`,
    );
    const before = await csvSales();
    for (const k of [kept, pending]) {
      for (const op of [PREVIEW, IMPORT]) {
        const r = await s.ben.gql(op, { k });
        expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
    }
    expect(await csvSales()).toEqual(before);
    // ana's own file still previews
    const mine = await s.ana.gql<{ previewSalesCsv: Preview }>(PREVIEW, { k: pending });
    expect(mine.errors).toBeUndefined();
  });
});
