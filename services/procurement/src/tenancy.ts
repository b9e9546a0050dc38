import { defineTenancy } from '@mise/platform';

/**
 * The one tenancy declaration of procurement: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet), the admin analysis counts it answers (names from
 * ANALYSIS_COUNTS in @mise/contracts) and where its latest business record is.
 */
export const tenancy = defineTenancy({
  service: 'procurement',
  tables: [
    // issue 24: the e-mails of POs and invoices
    'mails',
    // issue 23: client invoices and their projections
    'invoice_uploads',
    'invoice_miscs',
    'invoice_items',
    'invoices',
    'invoice_sales',
    'menu_items',
    // 20-public
    'supplier_uploads',
    'public_links',
    // 20-beyond: deliveries recorded against a PO
    'purchase_order_receipt_lines',
    'purchase_order_receipts',
    // the data model
    'purchase_order_items',
    'purchase_orders',
    'number_clocks',
    'supplier_expenses',
    'suppliers',
    'clients',
    // 20-po-api: projections of identity's outlet profile and finance's PO links
    'outlet_profiles',
    'purchase_order_expenses',
  ],
  counts: {
    supplier: { table: 'suppliers' },
    client: { table: 'clients' },
    purchase_order: { table: 'purchase_orders', where: "purchase_order_state <> 'DELETED'" },
    invoice: { table: 'invoices', where: "invoice_state <> 'DELETED'" },
  },
  business: [
    { table: 'purchase_orders', dateColumn: 'updated_at', module: 'Purchase Orders' },
    { table: 'invoices', dateColumn: 'updated_at', module: 'Invoices' },
  ],
});
