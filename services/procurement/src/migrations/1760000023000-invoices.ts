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
    name: 'invoices',
    columns: [
      OUTLET_ROW_KEY,
      'client_id uuid NOT NULL REFERENCES clients (id)',
      'invoice_number text NOT NULL',
      'invoice_date date NOT NULL',
      'due_date date NOT NULL',
      'payment_date date',
      `invoice_state text NOT NULL DEFAULT 'DRAFT'`,
      'invoice_status text',
      'outlet_remarks text',
      'client_remarks text',
      'send_by_email boolean NOT NULL DEFAULT false',
      'sent boolean NOT NULL DEFAULT false',
      'items_total numeric(14, 2) NOT NULL DEFAULT 0',
      'misc_total numeric(14, 2) NOT NULL DEFAULT 0',
      'grand_total numeric(14, 2) NOT NULL DEFAULT 0',
      'saved_to_sale_id uuid',
      REVISED_ROW_END,
      'UNIQUE (outlet_id, invoice_number)',
    ],
    indexes: {
      drafts: `(outlet_id, created_at) WHERE invoice_state = 'DRAFT'`,
      confirmed: `(outlet_id, invoice_date) WHERE invoice_state = 'CONFIRMED'`,
      credit: `(outlet_id, due_date) WHERE invoice_state = 'CONFIRMED' AND invoice_status = 'CREDIT'`,
      client: '(outlet_id, client_id)',
    },
  },
  {
    name: 'invoice_items',
    columns: [
      OUTLET_ROW_KEY,
      'invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE',
      'position integer NOT NULL',
      'menu_item_id uuid NOT NULL',
      'menu_id uuid NOT NULL',
      'name text NOT NULL',
      `category text NOT NULL DEFAULT ''`,
      'quantity numeric(20, 6) NOT NULL',
      'confirmed_price numeric(14, 2) NOT NULL',
      'total numeric(14, 2) NOT NULL',
      'created_at timestamptz NOT NULL DEFAULT now()',
      'UNIQUE (invoice_id, menu_id)',
    ],
    indexes: { invoice: '(invoice_id, position)' },
  },
  {
    name: 'invoice_miscs',
    columns: [
      OUTLET_ROW_KEY,
      'invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE',
      'position integer NOT NULL',
      'name text NOT NULL',
      'total numeric(14, 2) NOT NULL',
      'created_at timestamptz NOT NULL DEFAULT now()',
    ],
    indexes: { invoice: '(invoice_id, position)' },
  },
  {
    name: 'invoice_uploads',
    columns: [
      OUTLET_ROW_KEY,
      'invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE',
      `role text NOT NULL CHECK (role IN ('PROOF', 'PO_REFERENCE'))`,
      'key text NOT NULL UNIQUE',
      'file_name text NOT NULL',
      'content_type text NOT NULL',
      'size integer NOT NULL',
      'uploaded_at timestamptz NOT NULL DEFAULT now()',
    ],
    indexes: { invoice: '(invoice_id, role, uploaded_at)' },
  },
  {
    name: 'menu_items',
    columns: [
      'menu_item_id uuid PRIMARY KEY',
      'outlet_id uuid NOT NULL',
      'menu_id uuid',
      'version_number integer',
      'name text',
      'category text',
      'price numeric',
      PROJECTION_ROW_END,
    ],
    indexes: { menu: '(outlet_id, menu_id)' },
  },
  {
    name: 'invoice_sales',
    columns: [
      'sale_id uuid PRIMARY KEY',
      'outlet_id uuid NOT NULL',
      'invoice_id uuid',
      'live boolean NOT NULL DEFAULT true',
      PROJECTION_ROW_END,
    ],
  },
];

/**
 * Client invoices (issue 23, spec 3 §3, §4.3; flows.md §4.2, §5, §6, §7), all under row-level
 * security:
 * - `invoices` (numbered from `number_clocks` kind INVOICE; `revision` +1 per committed change,
 *   carried by `procurement.invoice.*`), their `invoice_items` (a menu item version with its name
 *   snapshot and the price confirmed when added; a menu at most once), `invoice_miscs` and
 *   `invoice_uploads` (the client's payment proof, role PROOF, at most one; the outlet's PO
 *   references, role PO_REFERENCE);
 * - projections kept by revision (a tombstone `deleted` stays): `menu_items` (catalogue's menu
 *   item versions, from `catalogue.menu-item.*` or its look-up) and `invoice_sales` (the last
 *   applied revision of each INVOICE sale, so a late event cannot re-link `saved_to_sale_id`).
 */
export class Invoices1760000023000 implements MigrationInterface {
  name = 'Invoices1760000023000';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, TABLES);
  }
}
