import { Injectable } from '@nestjs/common';
import { type EventOf, IntegrationsSubjects, type PosReceiptReceivedEvent } from '@mise/contracts';
import { add, isCalendarDate, itemTotal, MAX_POS_NAME, roundMoney, sum } from '@mise/domain';
import { converge, EventHandler, groupBy, MetricsService, type Tx } from '@mise/platform';
import {
  MenuBook,
  type MenuEntry,
  type MenuRow,
  menuEntry,
  type VariantEntry,
} from '../menu/menu-book';
import type { PricedLine } from '../sale/sale-pricing';
import { SaleWriter } from '../sale/sale-writer';
import { SaleEntity, type SoldOption } from '../sale/sale.entity';
import {
  netLines,
  type PosLine,
  posLineName,
  posNameKey,
  posNameKeySql,
  type PosPayload,
  usableLines,
} from './pos-lines';

/** `converge`'s source type of a point-of-sale receipt (its `converged_sources` rows). */
export const POS_SOURCE = 'POS';

/** A line not linked to a menu item, as `pos_receipts.unmapped` keeps it. */
export interface UnmappedLine {
  key: string;
  posName: string;
  quantity: string;
}

/** The sale an original receipt wants (plain JSON: `converge` compares it by value). */
interface PosSaleEffect {
  [k: string]: unknown;
  saleDate: string;
  items: Array<{
    menuItemId: string;
    quantity: string;
    price: string;
    options: Array<{ optionId: string; price: string }>;
  }>;
  miscs: Array<{ name: string; total: string }>;
}

interface ReceiptRow {
  receipt_id: string;
  receipt_date: string;
  cancelled: boolean;
  payload: PosPayload;
  revision: number;
}

/**
 * Point-of-sale receipts (Loyverse, issue 24 phase 2) become POS sales: the consumer of
 * `integrations.pos-receipt.received`. `pos_receipts` keeps each receipt's latest snapshot (an
 * older `updatedAt` changes nothing). An original receipt R wants one sale (`sourceType POS`,
 * `sourceRef` R's receiptId, dated R's receipt date): R's lines minus the lines of its REFUND
 * receipts (name, variant and options alike), none when R is cancelled or all was refunded. A
 * refund before its original is kept and applied when the original comes.
 *
 * Lines are linked to the highest live version of a menu item of their name ("name (variant)"
 * first when Loyverse sent a variant), case and spaces ignored, else to the owner's alias
 * (`pos_item_aliases`, `mapPosItem`); the receipt's unit price is the sale price; modifiers are
 * matched by option name to the item's variant options, otherwise their price stays in the
 * line's price. A line linked to nothing is kept on the receipt (`unmapped`, listed by
 * `posUnmappedItems`) and sold as a misc line of its name, so the sale's total is the receipt's.
 *
 * Each change of R or of its refunds bumps R's counter (`revision`), the revision `converge`
 * keeps; an unchanged sale is left as it is, a changed one rewritten in place by `SaleWriter`
 * (so `sales.sale.saved` / `.deleted` give inventory its depletion as for any sale). A constant
 * number of statements per receipt.
 */
@Injectable()
export class PosSales {
  constructor(
    private readonly book: MenuBook,
    private readonly writer: SaleWriter,
    private readonly metrics: MetricsService,
  ) {}

  @EventHandler(IntegrationsSubjects.posReceiptReceived)
  async onReceipt(
    { payload: p }: EventOf<'integrations.pos-receipt.received'>,
    tx: Tx,
  ): Promise<void> {
    const stored = await this.store(tx, p);
    if (!stored) return;
    await this.converge(tx, stored);
  }

  /**
   * Keeps the receipt's snapshot unless a newer one is kept; answers the original receipt to
   * converge (the receipt itself, or the one a refund refunds), null when nothing changed.
   */
  private async store(tx: Tx, p: PosReceiptReceivedEvent): Promise<string | null> {
    const receiptId = typeof p.receiptId === 'string' ? p.receiptId.trim() : '';
    const updatedAt = typeof p.updatedAt === 'string' ? new Date(p.updatedAt) : null;
    const refund = p.receiptType === 'REFUND';
    const refundFor = typeof p.refundFor === 'string' ? p.refundFor.trim() : '';
    if (
      !tx.outletId ||
      !receiptId ||
      receiptId.length > MAX_POS_NAME ||
      (p.receiptType !== 'SALE' && !refund) ||
      (refund && !refundFor) ||
      !isCalendarDate(p.receiptDate) ||
      !updatedAt ||
      Number.isNaN(updatedAt.getTime())
    ) {
      this.metrics.eventsSkipped.inc({ reason: 'unusable-pos-receipt' });
      return null;
    }
    const { lines, skipped } = usableLines(p);
    if (skipped) this.metrics.eventsSkipped.inc({ reason: 'unusable-pos-line' }, skipped);
    const payload: PosPayload = {
      receiptNumber: String(p.receiptNumber ?? ''),
      total: typeof p.total === 'string' ? p.total : '0.00',
      lines,
    };
    const rows: unknown[] = await tx.manager.query(
      `INSERT INTO pos_receipts (outlet_id, receipt_id, receipt_number, receipt_type, refund_for,
                                 receipt_date, cancelled, payload, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
       ON CONFLICT (outlet_id, receipt_id) DO UPDATE
          SET receipt_number = EXCLUDED.receipt_number, receipt_type = EXCLUDED.receipt_type,
              refund_for = EXCLUDED.refund_for, receipt_date = EXCLUDED.receipt_date,
              cancelled = EXCLUDED.cancelled, payload = EXCLUDED.payload,
              updated_at = EXCLUDED.updated_at
        WHERE pos_receipts.updated_at < EXCLUDED.updated_at
       RETURNING receipt_id`,
      [
        tx.outletId,
        receiptId,
        payload.receiptNumber,
        p.receiptType,
        refund ? refundFor : null,
        p.receiptDate,
        p.cancelled === true,
        JSON.stringify(payload),
        updatedAt.toISOString(),
      ],
    );
    if (!rows.length) return null;
    return refund ? refundFor : receiptId;
  }

  /**
   * Converges the sale of original receipt `receiptId` on what is kept of it and its refunds;
   * nothing while the original has not come. Answers whether it did.
   */
  async converge(tx: Tx, receiptId: string): Promise<boolean> {
    // the counter and the row lock: two events about one receipt converge one after the other
    const [rows]: [ReceiptRow[], number] = await tx.manager.query(
      `UPDATE pos_receipts SET revision = revision + 1
        WHERE outlet_id = $1 AND receipt_id = $2 AND receipt_type = 'SALE'
       RETURNING receipt_id, to_char(receipt_date, 'YYYY-MM-DD') AS receipt_date, cancelled,
                 payload, revision`,
      [tx.outletId, receiptId],
    );
    const receipt = rows[0];
    if (!receipt) return false;
    const refunds: Array<{ payload: PosPayload }> = await tx.manager.query(
      `SELECT payload FROM pos_receipts
        WHERE outlet_id = $1 AND refund_for = $2 AND receipt_type = 'REFUND' AND NOT cancelled`,
      [tx.outletId, receiptId],
    );
    const lines = receipt.cancelled
      ? []
      : netLines(
          receipt.payload.lines ?? [],
          refunds.map((r) => r.payload.lines ?? []),
        );
    const { items, miscs, unmapped } = await this.link(tx, lines);
    await tx.manager.query(
      `UPDATE pos_receipts SET unmapped = $3::jsonb, unmapped_names = $4::text[]
        WHERE outlet_id = $1 AND receipt_id = $2`,
      [tx.outletId, receiptId, JSON.stringify(unmapped), [...new Set(unmapped.map((u) => u.key))]],
    );
    const effect: PosSaleEffect | null =
      items.length || miscs.length
        ? {
            saleDate: receipt.receipt_date,
            items: items.map((i) => ({
              menuItemId: i.menuItemId,
              quantity: i.quantity,
              price: i.price,
              options: i.options.map((o) => ({ optionId: o.optionId, price: o.addOnPrice })),
            })),
            miscs,
          }
        : null;
    const result = await converge<PosSaleEffect, string>(tx, {
      sourceType: POS_SOURCE,
      sourceId: `${tx.outletId}:${receiptId}`,
      revision: receipt.revision,
      desired: effect ? [effect] : [],
      // the sale no longer wanted as it was: rewritten by applyAll, or deleted below
      reverseAll: async () => {},
      applyAll: async ([wanted]) => [
        (await this.write(tx, receiptId, wanted.saleDate, items, miscs)).id,
      ],
    });
    if (result.reversed.length && !result.written.length) {
      const sale = await this.saleOf(tx, receiptId);
      if (sale) await this.writer.remove(tx, sale);
    }
    return true;
  }

  /**
   * Links lines to menu items (by name, then alias) in three statements whatever their number:
   * the priced items, and the lines linked to nothing as misc lines and `unmapped`.
   */
  private async link(
    tx: Tx,
    lines: PosLine[],
  ): Promise<{
    items: PricedLine[];
    miscs: Array<{ name: string; total: string }>;
    unmapped: UnmappedLine[];
  }> {
    if (!lines.length) return { items: [], miscs: [], unmapped: [] };
    const keys = new Set<string>();
    for (const l of lines) {
      keys.add(posNameKey(posLineName(l)));
      keys.add(posNameKey(l.name));
    }
    const byName = await this.menuByKeys(tx, [...keys]);
    const unnamed = lines.filter(
      (l) => !byName.has(posNameKey(posLineName(l))) && !byName.has(posNameKey(l.name)),
    );
    const byAlias = await this.aliases(tx, [
      ...new Set(unnamed.map((l) => posNameKey(posLineName(l)))),
    ]);
    const menuOf = (l: PosLine): MenuEntry | undefined =>
      byName.get(posNameKey(posLineName(l))) ??
      byName.get(posNameKey(l.name)) ??
      byAlias.get(posNameKey(posLineName(l)));
    const variantIds = new Set<string>();
    for (const l of lines) {
      const menu = l.options.length ? menuOf(l) : undefined;
      for (const id of menu?.variantIds ?? []) variantIds.add(id);
    }
    const variants = variantIds.size
      ? await this.book.variants(tx, [...variantIds])
      : new Map<string, VariantEntry>();

    const items: PricedLine[] = [];
    const miscs: Array<{ name: string; total: string }> = [];
    const unmapped: UnmappedLine[] = [];
    for (const l of lines) {
      const menu = menuOf(l);
      const { options, extra } = menu
        ? matchOptions(l, menu, variants)
        : { options: [], extra: l.options.map((o) => o.price) };
      const price = roundMoney(add(l.price, sum(extra)));
      if (menu) {
        items.push({
          menuItemId: menu.menuItemId,
          menuId: menu.menuId,
          versionNumber: menu.versionNumber,
          name: menu.name,
          price,
          costPerServing: menu.costPerServing,
          quantity: l.quantity,
          total: itemTotal({ price, quantity: l.quantity, options }),
          hasRecipe: menu.hasRecipe,
          options,
        });
      } else {
        const posName = posLineName(l);
        miscs.push({
          name: posName,
          total: itemTotal({ price, quantity: l.quantity, options: [] }),
        });
        unmapped.push({ key: posNameKey(posName), posName, quantity: l.quantity });
      }
    }
    return { items, miscs, unmapped };
  }

  /** The highest live version of a menu item per name key, in one statement. */
  private async menuByKeys(tx: Tx, keys: string[]): Promise<Map<string, MenuEntry>> {
    const rows: Array<MenuRow & { k: string }> = await tx.manager.query(
      `SELECT DISTINCT ON (n.k) n.k, m.*
         FROM menu_items m CROSS JOIN LATERAL (SELECT ${posNameKeySql('m.name')} AS k) n
        WHERE m.known AND NOT m.deleted AND n.k = ANY($1::text[])
        ORDER BY n.k, m.version_number DESC, m.menu_item_id`,
      [keys],
    );
    return new Map(rows.map((r) => [r.k, menuEntry(r)]));
  }

  /**
   * The owner's aliases of these name keys, each to the highest live version of the linked
   * item's menu (the linked version itself when it is of no menu), in one statement.
   */
  private async aliases(tx: Tx, keys: string[]): Promise<Map<string, MenuEntry>> {
    if (!keys.length) return new Map();
    const rows: Array<MenuRow & { pos_name: string }> = await tx.manager.query(
      `SELECT a.pos_name, h.*
         FROM pos_item_aliases a
         JOIN menu_items t ON t.menu_item_id = a.menu_item_id
         JOIN LATERAL (
           SELECT * FROM menu_items h
            WHERE h.known AND NOT h.deleted
              AND (h.menu_item_id = t.menu_item_id OR (t.menu_id IS NOT NULL AND h.menu_id = t.menu_id))
            ORDER BY h.version_number DESC, h.menu_item_id LIMIT 1
         ) h ON true
        WHERE a.outlet_id = $1 AND a.pos_name = ANY($2::text[])`,
      [tx.outletId, keys],
    );
    return new Map(rows.map((r) => [r.pos_name, menuEntry(r)]));
  }

  /** Writes the wanted sale: the receipt's sale rewritten in place, or a new one. */
  private async write(
    tx: Tx,
    receiptId: string,
    saleDate: string,
    items: PricedLine[],
    miscs: Array<{ name: string; total: string }>,
  ): Promise<SaleEntity> {
    const draft = {
      saleDate,
      sourceType: 'POS' as const,
      sourceRef: receiptId,
      items,
      miscs,
      billings: [],
    };
    const existing = await this.saleOf(tx, receiptId);
    return existing ? this.writer.replace(tx, existing, draft) : this.writer.create(tx, draft);
  }

  private saleOf(tx: Tx, receiptId: string): Promise<SaleEntity | null> {
    return tx.manager
      .getRepository(SaleEntity)
      .findOne({ where: { sourceType: 'POS', sourceRef: receiptId } });
  }
}

/**
 * A line's modifiers matched by option name to the menu item's variant options (a variant of
 * the modifier's name first), each option once; the prices of the others (`extra`) stay in the
 * line's price. The receipt's modifier price is the option's add-on.
 */
function matchOptions(
  line: PosLine,
  menu: MenuEntry,
  variants: Map<string, VariantEntry>,
): { options: SoldOption[]; extra: string[] } {
  const candidates = menu.variantIds.flatMap((id) => {
    const v = variants.get(id);
    return v && !v.deleted ? v.options.map((option) => ({ variant: v, option })) : [];
  });
  const byOption = groupBy(candidates, (c) => posNameKey(c.option.name ?? ''));
  const used = new Set<string>();
  const options: SoldOption[] = [];
  const extra: string[] = [];
  for (const m of line.options) {
    const found = (byOption.get(posNameKey(m.option)) ?? []).filter(
      (c) => !used.has(c.option.optionId),
    );
    const pick = found.find((c) => posNameKey(c.variant.name) === posNameKey(m.name)) ?? found[0];
    if (!pick) {
      extra.push(m.price);
      continue;
    }
    used.add(pick.option.optionId);
    options.push({
      variantId: pick.variant.variantId,
      variantName: pick.variant.name,
      optionId: pick.option.optionId,
      optionName: pick.option.name ?? '',
      kind: pick.option.kind,
      addOnPrice: m.price,
      quantity: '1',
      mapped: pick.option.mapped,
    });
  }
  return { options, extra };
}
