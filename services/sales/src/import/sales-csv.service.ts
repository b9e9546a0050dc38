import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  isSalesCsvHeader,
  MAX_CSV_ROWS,
  MAX_CSV_ROWS_PER_DATE,
  parseCsv,
  readSalesCsvRow,
  roundMoney,
  type SalesCsvRow,
  SalesMessages,
  sum,
} from '@mise/domain';
import {
  BadInputError,
  Db,
  defineUploadKind,
  FileTypes,
  isUniqueViolation,
  MB,
  NotFoundError,
  Storage,
  type Tx,
  type UploadFileInput,
  type UploadTicket,
} from '@mise/platform';
import { MenuBook, nameKey } from '../menu/menu-book';
import { type PricedLine, SalePricing } from '../sale/sale-pricing';
import { SaleWriter } from '../sale/sale-writer';
import type { SalesCsvImportModel, SalesCsvPreviewModel } from './sales-csv.model';

export const SALES_CSV = 'sales-csv';
const MAX_BYTES = 5 * MB;

/** Sales CSVs (flows.md §6): UTF-8 text without NUL, at most 5 MB, under `imports/{id}/csv/`. */
export const uploadKinds = [
  defineUploadKind({
    kind: SALES_CSV,
    aggregate: 'imports',
    role: 'csv',
    contentTypes: [...FileTypes.csv],
    maxBytes: MAX_BYTES,
  }),
];

const C = SalesMessages.csv;
/** Reasons a refused import lists before "... and N more". */
const LISTED_REASONS = 20;

interface CheckedRow extends SalesCsvRow {
  line: PricedLine | null;
}

/**
 * CSV sales (flows.md §4.4): a presigned upload, a preview answering every row with its values
 * or its reason (nothing written), then an all-or-nothing import: every row checked again, one
 * PROCESSING sale per date in its own transaction without events, then one last transaction
 * makes them CONFIRMED and emits `sale.saved`; a failure deletes them. The 90-day window does
 * not apply to imports (flows.md §4.12). Menu items are matched by name (the highest version
 * unless the row names one), priced at the menu price unless the row gives one.
 */
@Injectable()
export class SalesCsvService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly book: MenuBook,
    private readonly pricing: SalePricing,
    private readonly writer: SaleWriter,
  ) {}

  /** The import's id is the upload's parent: the file's folder, and its sales' source. */
  requestUpload(file: UploadFileInput): Promise<UploadTicket> {
    return this.storage.requestUpload({ kind: SALES_CSV, parentId: randomUUID(), ...file });
  }

  async preview(fileKey: string): Promise<SalesCsvPreviewModel> {
    const file = await this.file(fileKey);
    const rows = await this.db.outlet((tx) => this.check(tx, file.text));
    const good = rows.filter((r) => r.line);
    return {
      fileKey: file.key,
      rows: rows.map(({ line, ...r }) => ({
        ...r,
        versionNumber: line?.versionNumber ?? r.versionNumber,
        salePrice: line ? roundMoney(line.price) : r.salePrice,
        total: line?.total ?? null,
      })),
      errorCount: rows.length - good.length,
      sales: new Set(good.map((r) => r.saleDate)).size,
      lines: good.length,
      total: roundMoney(sum(good.map((r) => r.line!.total))),
    };
  }

  async import(fileKey: string): Promise<SalesCsvImportModel> {
    const file = await this.file(fileKey);
    const rows = await this.db.outlet((tx) => this.check(tx, file.text));
    const bad = rows.filter((r) => r.error);
    if (bad.length) {
      const listed = bad.slice(0, LISTED_REASONS).map((r) => r.error);
      if (bad.length > LISTED_REASONS) listed.push(C.andMore(bad.length - LISTED_REASONS));
      throw new BadInputError([C.badRows(bad.length), ...listed].join('\n'), 'fileKey');
    }
    const byDate = new Map<string, PricedLine[]>();
    for (const r of [...rows].sort((a, b) => a.saleDate.localeCompare(b.saleDate))) {
      byDate.set(r.saleDate, [...(byDate.get(r.saleDate) ?? []), r.line!]);
    }
    const written: string[] = [];
    try {
      for (const [saleDate, items] of byDate) {
        const sale = await this.db.outlet((tx) =>
          this.writer.create(
            tx,
            {
              saleDate,
              sourceType: 'CSV',
              sourceRef: `${file.importId}/${saleDate}`,
              items,
              miscs: [],
              billings: [],
            },
            { processing: true },
          ),
        );
        written.push(sale.id);
      }
      await this.db.outlet((tx) => this.writer.confirm(tx, written));
    } catch (e) {
      if (written.length) {
        await this.db.outlet((tx) =>
          tx.manager.query(
            `DELETE FROM sales WHERE id = ANY($1::uuid[]) AND sale_state = 'PROCESSING'`,
            [written],
          ),
        );
      }
      if (isUniqueViolation(e)) throw new BadInputError(C.alreadyImported, 'fileKey');
      throw e;
    }
    await this.storage.delete(file.key).catch(() => undefined);
    return {
      sales: written.length,
      lines: rows.length,
      total: roundMoney(sum(rows.map((r) => r.line!.total))),
    };
  }

  /**
   * The file's text: a pending upload is attached first (size, UTF-8 without NUL; it moves to a
   * kept key), a kept one is read. Keys other than this outlet's sales CSVs: NOT_FOUND.
   */
  private async file(key: string): Promise<{ key: string; importId: string; text: string }> {
    // `{outletId}/sales/imports/{importId}/csv/{uuid}.csv`
    const segments = typeof key === 'string' ? key.split('/') : [];
    if (
      segments.length !== 6 ||
      segments[1] !== 'sales' ||
      segments[2] !== 'imports' ||
      segments[4] !== 'csv'
    ) {
      throw new NotFoundError(C.fileNotFound);
    }
    const pending: unknown[] = await this.db.outlet((tx) =>
      tx.manager.query(`SELECT 1 FROM pending_uploads WHERE key = $1 AND kind = $2`, [
        key,
        SALES_CSV,
      ]),
    );
    const kept = pending.length ? (await this.storage.attach(key, SALES_CSV)).key : key;
    let bytes: Buffer;
    try {
      bytes = await this.storage.read(kept, MAX_BYTES);
    } catch (e) {
      if (e instanceof NotFoundError) throw e;
      throw new NotFoundError(C.fileNotFound);
    }
    return { key: kept, importId: segments[3], text: bytes.toString('utf8') };
  }

  /** Every row read, its menu item matched and priced, or its reason. Two statements. */
  private async check(tx: Tx, text: string): Promise<CheckedRow[]> {
    const records = parseCsv(text);
    if (!records.length || !isSalesCsvHeader(records[0].fields)) {
      throw new BadInputError(C.header, 'fileKey');
    }
    const body = records.slice(1);
    if (!body.length) throw new BadInputError(C.empty, 'fileKey');
    if (body.length > MAX_CSV_ROWS) throw new BadInputError(C.tooManyRows(MAX_CSV_ROWS), 'fileKey');
    const read = body.map(readSalesCsvRow);
    const menus = await this.book.menuItemsByName(
      tx,
      read.filter((r) => !r.error).map((r) => r.menuItemName),
    );
    const perDate = new Map<string, number>();
    return read.map((r): CheckedRow => {
      if (r.error) return { ...r, line: null };
      const fail = (reason: string) => ({ ...r, error: C.row(r.row, reason), line: null });
      const versions = menus.get(nameKey(r.menuItemName));
      if (!versions) return fail(C.unknownItem(r.menuItemName));
      const menu =
        r.versionNumber === null
          ? versions[0]
          : versions.find((v) => v.versionNumber === r.versionNumber);
      if (!menu) return fail(C.unknownVersion(r.menuItemName, String(r.versionNumber)));
      const count = (perDate.get(r.saleDate) ?? 0) + 1;
      perDate.set(r.saleDate, count);
      if (count > MAX_CSV_ROWS_PER_DATE) {
        return fail(C.tooManyOnDate(r.saleDate, MAX_CSV_ROWS_PER_DATE));
      }
      return {
        ...r,
        line: this.pricing.line(menu, r.quantity, [], r.salePrice ?? menu.price),
      };
    });
  }
}
