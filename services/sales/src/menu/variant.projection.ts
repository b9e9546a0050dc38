import { Injectable } from '@nestjs/common';
import { type LookupRow, type VariantSavedEvent, type VariantType } from '@mise/contracts';
import { cmp, isDecimal } from '@mise/domain';
import { Bus, type Tx, upsertByRevision } from '@mise/platform';
import { CatalogueRows } from './catalogue-rows';

/** One option of a variant: a variant ingredient or a variant batch item. */
export interface VariantOptionEntry {
  optionId: string;
  kind: 'INGREDIENT' | 'BATCH';
  addOnPrice: string;
  /** it depletes stock (an amount above 0) */
  mapped: boolean;
  /** the ingredient's or batch item's name (issue 12; '' when the producer sent none) */
  name?: string;
}

export interface VariantEntry {
  variantId: string;
  name: string;
  variantType: VariantType;
  maxChoice: number;
  options: VariantOptionEntry[];
  deleted: boolean;
}

export interface VariantRow {
  variant_id: string;
  name: string;
  variant_type: VariantType;
  max_choice: number;
  options: VariantOptionEntry[];
  deleted: boolean;
}

const positive = (amount: unknown) => isDecimal(amount) && cmp(amount, 0) > 0;

function variantOptions(p: VariantSavedEvent): VariantOptionEntry[] {
  return [
    ...(p.ingredients ?? []).map((o) => ({
      optionId: o.variantIngredientId,
      kind: 'INGREDIENT' as const,
      addOnPrice: o.addOnPrice,
      mapped: positive(o.amount),
      name: typeof o.name === 'string' ? o.name : '',
    })),
    ...(p.batchItems ?? []).map((o) => ({
      optionId: o.variantBatchItemId,
      kind: 'BATCH' as const,
      addOnPrice: o.addOnPrice,
      mapped: positive(o.amount),
      name: typeof o.name === 'string' ? o.name : '',
    })),
  ];
}

/**
 * Catalogue's variants as sales keeps them (`variants`, with their options' add-on prices),
 * revision-guarded; a variant missing here is read through catalogue once (`readThrough`).
 */
@Injectable()
export class VariantProjection extends CatalogueRows<'variant'> {
  constructor(bus: Bus) {
    super(bus, 'variant', 'variants', 'variant_id');
  }

  save(tx: Tx, p: VariantSavedEvent): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'variants',
      key: { variant_id: p.variantId },
      revision: p.revision,
      values: {
        name: p.name,
        variant_type: p.variantType,
        max_choice: p.maxChoice,
        options: JSON.stringify(variantOptions(p)),
        needs_refresh: false,
        known: true,
      },
    });
  }

  /** Known variants by id (deleted ones too, flagged); missing ids asked once. */
  async byIds(tx: Tx, ids: string[]): Promise<Map<string, VariantEntry>> {
    const rows = await this.rowsByIds<VariantRow>(tx, ids);
    return new Map(
      rows
        .filter((r) => r.known)
        .map((r) => [
          r.variant_id,
          {
            variantId: r.variant_id,
            name: r.name,
            variantType: r.variant_type,
            maxChoice: r.max_choice,
            options: r.options ?? [],
            deleted: r.deleted,
          },
        ]),
    );
  }

  /**
   * Variants projected before issue 12 (`needs_refresh`: no option names yet) asked of catalogue
   * once and written over at the revision it answers. Answers whether anything changed.
   */
  refresh(tx: Tx, ids: string[]): Promise<boolean> {
    return this.refreshRows(tx, ids, (row) => this.rewrite(tx, row));
  }

  /** A refresh at the same revision: the option names only, once (`needs_refresh`). */
  private async rewrite(tx: Tx, p: LookupRow<'variant'>): Promise<boolean> {
    const [, count]: [unknown[], number] = await tx.manager.query(
      `UPDATE variants SET options = $2, needs_refresh = false
        WHERE variant_id = $1 AND needs_refresh AND revision = $3 AND NOT deleted`,
      [p.variantId, JSON.stringify(variantOptions(p)), p.revision],
    );
    return count > 0;
  }
}
