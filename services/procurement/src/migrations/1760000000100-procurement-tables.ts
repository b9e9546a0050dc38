import {
  OUTLET_ROW_KEY,
  PROJECTION_ROW_END,
  REVISED_ROW_END,
  createTables,
  dropTables,
  type TableDefinition,
} from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Suppliers' and clients' own columns (one contact at most, payment details as a list). */
const PARTY_COLUMNS = [
  OUTLET_ROW_KEY,
  'name text NOT NULL',
  'name_key text NOT NULL',
  'email text',
  `address jsonb NOT NULL DEFAULT '[]'::jsonb`,
  'postcode text',
  'state text',
  'country text',
  'contact jsonb',
  `payment_details jsonb NOT NULL DEFAULT '[]'::jsonb`,
  REVISED_ROW_END,
  'UNIQUE (outlet_id, name_key)',
];

const TABLES: TableDefinition[] = [
  { name: 'suppliers', columns: PARTY_COLUMNS },
  { name: 'clients', columns: PARTY_COLUMNS },
  {
    name: 'purchase_orders',
    columns: [
      OUTLET_ROW_KEY,
      'supplier_id uuid NOT NULL REFERENCES suppliers (id)',
      'supplier_name text NOT NULL',
      'purchase_order_number text NOT NULL',
      'purchase_order_date date NOT NULL',
      `purchase_order_state text NOT NULL DEFAULT 'DRAFT'`,
      `purchase_order_status text NOT NULL DEFAULT 'N_A'`,
      'outlet_remarks text',
      'supplier_remarks text',
      'sent boolean NOT NULL DEFAULT false',
      'send_by_email boolean NOT NULL DEFAULT false',
      'grand_total numeric(14, 2) NOT NULL DEFAULT 0',
      'saved_to_expense_id uuid',
      REVISED_ROW_END,
      'UNIQUE (outlet_id, purchase_order_number)',
    ],
    indexes: {
      drafts: `(outlet_id, created_at) WHERE purchase_order_state = 'DRAFT'`,
      confirmed: `(outlet_id, purchase_order_date) WHERE purchase_order_state = 'CONFIRMED'`,
      supplier: '(outlet_id, supplier_id)',
    },
  },
  {
    name: 'purchase_order_items',
    columns: [
      OUTLET_ROW_KEY,
      'purchase_order_id uuid NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE',
      'position integer NOT NULL',
      'inventory_name text NOT NULL',
      'ingredient_name text NOT NULL',
      'amount numeric(20, 6) NOT NULL DEFAULT 1',
      `unit text NOT NULL DEFAULT 'unit'`,
      'quantity numeric(20, 6) NOT NULL',
      'cost numeric(20, 6) NOT NULL DEFAULT 0',
      'total numeric(14, 2) NOT NULL DEFAULT 0',
      'in_supplier_stock boolean',
      'created_at timestamptz NOT NULL DEFAULT now()',
    ],
    indexes: { order: '(purchase_order_id, position)' },
  },
  {
    name: 'number_clocks',
    columns: [
      'outlet_id uuid NOT NULL',
      'kind text NOT NULL',
      'last timestamptz NOT NULL',
      'PRIMARY KEY (outlet_id, kind)',
    ],
  },
  {
    name: 'supplier_expenses',
    columns: [
      'outlet_id uuid NOT NULL',
      'expense_id uuid PRIMARY KEY',
      'supplier_id uuid',
      PROJECTION_ROW_END,
    ],
    indexes: { supplier: '(outlet_id, supplier_id) WHERE NOT deleted' },
  },
  {
    name: 'outlet_profiles',
    columns: [
      'outlet_id uuid PRIMARY KEY',
      'outlet_number text',
      `outlet_name text NOT NULL DEFAULT ''`,
      `outlet_address text NOT NULL DEFAULT ''`,
      'contact_number text',
      `payment_details jsonb NOT NULL DEFAULT '{}'::jsonb`,
      PROJECTION_ROW_END,
    ],
  },
  {
    name: 'owner_contacts',
    columns: [
      'owner_id uuid PRIMARY KEY',
      `email text NOT NULL DEFAULT ''`,
      'whatsapp_number text',
      'revision integer NOT NULL',
    ],
    rls: false,
  },
  {
    name: 'mail_connections',
    columns: [
      'owner_id uuid PRIMARY KEY',
      'connected boolean NOT NULL',
      'revision integer NOT NULL',
    ],
    rls: false,
  },
  {
    name: 'purchase_order_expenses',
    columns: [
      'expense_id uuid PRIMARY KEY',
      'outlet_id uuid NOT NULL',
      'purchase_order_id uuid',
      'live boolean NOT NULL DEFAULT true',
      PROJECTION_ROW_END,
    ],
  },
  {
    name: 'public_links',
    columns: [
      'token_hash bytea PRIMARY KEY',
      'kind text NOT NULL',
      'document_id uuid NOT NULL',
      'outlet_id uuid NOT NULL',
      'nonce bytea NOT NULL',
      'created_at timestamptz NOT NULL DEFAULT now()',
      'revoked_at timestamptz',
      'UNIQUE (kind, document_id)',
    ],
    indexes: { outlet: '(outlet_id, kind)' },
    rls: false,
  },
  {
    name: 'supplier_uploads',
    columns: [
      OUTLET_ROW_KEY,
      'purchase_order_id uuid NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE',
      'key text NOT NULL UNIQUE',
      'file_name text NOT NULL',
      'content_type text NOT NULL',
      'size integer NOT NULL',
      'uploaded_at timestamptz NOT NULL DEFAULT now()',
    ],
    indexes: { order: '(purchase_order_id, uploaded_at)' },
  },
];

/**
 * Procurement's tables (issue 20, spec 3 §3, flows.md §2, §5, §7), all under row-level security
 * but the three the TABLES list says otherwise:
 * - `suppliers`, `clients`: names unique per outlet case-insensitively (`name_key` = lower-cased,
 *   trimmed, spaces collapsed); an absent contact is null, not 'NA' (docs/decisions.md);
 * - `purchase_orders` with their `purchase_order_items`, and `number_clocks`, the per-outlet clock
 *   PO numbers are stamped from (flows.md §7);
 * - projections kept by revision (a tombstone `deleted` stays): `supplier_expenses` (finance's
 *   expenses naming a supplier: the supplier delete block), `outlet_profiles` (identity's outlet
 *   profile for PO numbers, PDFs and the public page), `purchase_order_expenses` (the last applied
 *   revision of each expense naming a PO, flows.md §4.9, so a late event cannot re-link a PO);
 *   `owner_contacts` (the owner's e-mail and WhatsApp number) and `mail_connections` (the
 *   owner's MAIL connection) are tenant roots, like `owners`;
 * - `public_links`: one per document; `token_hash` = sha256(token); the token is derived from
 *   PUBLIC_LINK_SECRET and `nonce` (src/public/public-links.service.ts), so the owner side can
 *   show it again while a stolen table gives no token. Outside row-level security: a visitor's
 *   token is looked up before its outlet is known; every other statement names `outlet_id`;
 * - `supplier_uploads`: the supplier's invoice files of a purchase order (one at a time).
 */
export class ProcurementTables1760000000100 implements MigrationInterface {
  name = 'ProcurementTables1760000000100';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, TABLES);
  }
}
