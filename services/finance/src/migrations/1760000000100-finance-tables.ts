import {
  OUTLET_ROW_KEY,
  PROJECTION_ROW_END,
  REVISED_ROW_END,
  createTables,
  dropTables,
  type TableDefinition,
} from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES: TableDefinition[] = [
  {
    name: 'expenses',
    columns: [
      OUTLET_ROW_KEY,
      `expense_type text NOT NULL DEFAULT 'INVOICE'`,
      `expense_state text NOT NULL DEFAULT 'DRAFT'`,
      `paid_status text NOT NULL DEFAULT 'N_A'`,
      `expense_number text NOT NULL DEFAULT ''`,
      'supplier_id uuid',
      'supplier_name text',
      'expense_date date NOT NULL',
      'due_date date NOT NULL',
      'grand_total numeric(14, 2) NOT NULL DEFAULT 0',
      'processed boolean NOT NULL DEFAULT false',
      `uploaded_by text NOT NULL DEFAULT 'Anonymous'`,
      'uploaded_on timestamptz NOT NULL DEFAULT now()',
      `uploaded_via text NOT NULL DEFAULT 'WEB'`,
      'admin_remarks text',
      'user_remarks text',
      'xero_id text',
      'purchase_order_id uuid',
      'purchase_order_number text',
      'lines_charged integer NOT NULL DEFAULT 0',
      `search_text text NOT NULL DEFAULT ''`,
      REVISED_ROW_END,
    ],
    indexes: {
      by_date: '(outlet_id, expense_date DESC, created_at DESC, id)',
      by_state: '(outlet_id, expense_state, expense_date)',
      supplier: '(outlet_id, supplier_id)',
    },
  },
  {
    name: 'expense_items',
    columns: [
      OUTLET_ROW_KEY,
      'expense_id uuid NOT NULL REFERENCES expenses (id) ON DELETE CASCADE',
      'position integer NOT NULL',
      `name text NOT NULL DEFAULT ''`,
      `ingredient text NOT NULL DEFAULT ''`,
      `unit text NOT NULL DEFAULT 'unit'`,
      'amount numeric(20, 6) NOT NULL DEFAULT 0',
      'quantity numeric(20, 6) NOT NULL DEFAULT 0',
      'unit_price numeric(20, 6) NOT NULL DEFAULT 0',
      'total numeric(14, 2) NOT NULL DEFAULT 0',
      'inventory_item_id uuid',
      'ingredient_id uuid',
      'created_at timestamptz NOT NULL DEFAULT now()',
    ],
    indexes: {
      expense: '(expense_id, position)',
      inventory_item: '(outlet_id, inventory_item_id)',
    },
  },
  {
    name: 'expense_miscs',
    columns: [
      OUTLET_ROW_KEY,
      'expense_id uuid NOT NULL REFERENCES expenses (id) ON DELETE CASCADE',
      'position integer NOT NULL',
      'name text NOT NULL',
      'total numeric(14, 2) NOT NULL DEFAULT 0',
      'created_at timestamptz NOT NULL DEFAULT now()',
    ],
    indexes: { expense: '(expense_id, position)' },
  },
  {
    name: 'expense_uploads',
    columns: [
      OUTLET_ROW_KEY,
      'expense_id uuid NOT NULL REFERENCES expenses (id) ON DELETE CASCADE',
      'key text NOT NULL UNIQUE',
      'file_name text NOT NULL',
      'content_type text NOT NULL',
      'size integer NOT NULL',
      'uploaded_at timestamptz NOT NULL DEFAULT now()',
      'created_at timestamptz NOT NULL DEFAULT now()',
    ],
    indexes: { expense: '(expense_id, uploaded_at)' },
  },
  {
    name: 'expense_state_history',
    columns: [
      OUTLET_ROW_KEY,
      'expense_id uuid NOT NULL REFERENCES expenses (id) ON DELETE CASCADE',
      'from_state text',
      'to_state text NOT NULL',
      'updated_by uuid',
      'updated_by_name text',
      'at timestamptz NOT NULL DEFAULT clock_timestamp()',
      'created_at timestamptz NOT NULL DEFAULT now()',
    ],
    indexes: { expense: '(expense_id, at)' },
  },
  // projections of the owners' rows finance names (flows.md §2), kept by revision
  {
    name: 'supplier_names',
    columns: [
      'supplier_id uuid PRIMARY KEY',
      'outlet_id uuid NOT NULL',
      'name text NOT NULL',
      PROJECTION_ROW_END,
    ],
    indexes: { name: '(outlet_id, lower(name)) WHERE NOT deleted' },
  },
  {
    name: 'ingredient_refs',
    columns: [
      'ingredient_id uuid PRIMARY KEY',
      'outlet_id uuid NOT NULL',
      'name text NOT NULL',
      `unit text NOT NULL DEFAULT 'unit'`,
      'average_price numeric(20, 6) NOT NULL DEFAULT 0',
      'last_price numeric(20, 6) NOT NULL DEFAULT 0',
      PROJECTION_ROW_END,
    ],
    indexes: { name: '(outlet_id, lower(name)) WHERE NOT deleted' },
  },
  {
    name: 'inventory_item_refs',
    columns: [
      'inventory_item_id uuid PRIMARY KEY',
      'outlet_id uuid NOT NULL',
      'name text NOT NULL',
      'ingredient_id uuid',
      PROJECTION_ROW_END,
    ],
    indexes: { name: '(outlet_id, lower(name)) WHERE NOT deleted' },
  },
];

/**
 * Finance's tables (issue 21, spec 3 §3, §4.1, flows.md §2, §4.1, §4.9, §6), all under row-level
 * security:
 * - `expenses` with `expense_items`, `expense_miscs`, `expense_uploads` (files, flows.md §6) and
 *   `expense_state_history` (one row per state change: from, to, by whom, when). `supplier_name`
 *   is the supplier's name when last saved (search, list cards); `search_text` is the lower-cased
 *   number, supplier, item and ingredient names the list's search reads (rewritten on every save).
 *   `lines_charged` counts the extraction lines already paid for (flows.md §4.6, issue 22). At most
 *   one live (not DELETED) expense per purchase order.
 * - projections kept by revision with tombstones (flows.md §0 rule 3): `supplier_names`
 *   (procurement's suppliers), `ingredient_refs` and `inventory_item_refs` (inventory's).
 */
export class FinanceTables1760000000100 implements MigrationInterface {
  name = 'FinanceTables1760000000100';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
    await q.query(
      `CREATE UNIQUE INDEX expenses_one_live_per_purchase_order ON expenses (outlet_id, purchase_order_id)
         WHERE purchase_order_id IS NOT NULL AND expense_state <> 'DELETED'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, TABLES);
  }
}
