import { Injectable } from '@nestjs/common';
import { type EnsureItemsReply, Requests } from '@mise/contracts';
import { Db, isUuid, RpcHandler } from '@mise/platform';
import { InventoryItemService } from './inventory-item.service';

/** The most lines one request may name (a document's lines; more is not a document). */
const MAX_LINES = 500;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * `rpc.inventory.ensure-items` (flows.md §10): finance (an expense's lines, a purchase order
 * saved to expenses) and procurement ask for the items a document's lines name, found or made,
 * in one transaction for the whole document. A request inventory cannot answer as a whole (not
 * an outlet id, an outlet deleted, a blank or too long name, an unknown unit for a new
 * ingredient, too many lines) is refused: nothing is written and the asker's `Bus.request`
 * answers null (the platform replies `{ error }`); the asker validates names first.
 */
@Injectable()
export class EnsureItemsHandler {
  constructor(
    private readonly db: Db,
    private readonly items: InventoryItemService,
  ) {}

  @RpcHandler(Requests.ensureItems)
  async ensureItems(data: unknown): Promise<EnsureItemsReply> {
    const req = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const outletId = text(req.outletId);
    if (!isUuid(outletId)) throw new Error('ensure-items: outletId is not an id');
    if (!Array.isArray(req.lines) || req.lines.length > MAX_LINES) {
      throw new Error(`ensure-items: lines must be a list of at most ${MAX_LINES}`);
    }
    const lines = (req.lines as unknown[]).map((l) => {
      const line = l && typeof l === 'object' ? (l as Record<string, unknown>) : {};
      return {
        inventoryName: text(line.inventoryName),
        ingredientName: text(line.ingredientName),
        unit: text(line.unit),
      };
    });
    return this.db.forOutlet(outletId, async (tx) => {
      const [outlet]: Array<{ deleted: boolean }> = await tx.manager.query(
        `SELECT deleted FROM outlets WHERE id = $1`,
        [outletId],
      );
      if (outlet?.deleted) throw new Error('ensure-items: the outlet was deleted');
      return { rows: await this.items.ensureAllIn(tx, lines) };
    });
  }
}
