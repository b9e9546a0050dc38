import { addDays, today } from '@mise/domain';
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { apiConfirmExpense, apiExpense, apiExpenseItem } from './expenses-fixtures';
import type { ApiOwner } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The engine's digital supplier invoice (libs/extraction/test/fixtures, issue 22): SEGAR FRESH
 * SDN BHD, INV-1001 of 02/11/2026; TOMATO 5 KG 4.50 22.50, CHICKEN BREAST 2 KG 12.00 24.00,
 * COOKING OIL 5L (PALM) 1 BTL 28.90 28.90, ONION RED 3 KG 3.20 9.90 (3 × 3.20 is 9.60: marked);
 * Sub Total 85.30, SST 6% 5.12, Total 90.42.
 */
export const INVOICE_PDF = path.join(ROOT, 'libs/extraction/test/fixtures/invoice-table.pdf');
export const SUPPLIER = 'SEGAR FRESH SDN BHD';

/** The invoice's lines as the outlet already buys them (inventory item = ingredient name). */
const EARLIER = [
  { name: 'TOMATO', unit: 'kg', quantity: '10', unitPrice: '3.00' },
  { name: 'CHICKEN BREAST', unit: 'kg', quantity: '2', unitPrice: '11.00' },
  { name: 'COOKING OIL 5L (PALM)', unit: 'unit', quantity: '1', unitPrice: '27.50' },
  { name: 'ONION RED', unit: 'kg', quantity: '2', unitPrice: '3.00' },
];

/**
 * An outlet that already bought from SEGAR FRESH: a confirmed expense a week ago with the
 * invoice's four items, so the supplier, the inventory items and ingredients exist (the reading
 * matches them exactly) and TOMATO has an average price (RM 3.0000 a kg). Answers TOMATO's
 * ingredient id once inventory has priced it.
 */
export async function segarFreshCustomer(owner: ApiOwner): Promise<string> {
  const id = await apiExpense(owner, {
    expenseNumber: 'SF-0900',
    supplierName: SUPPLIER,
    expenseDate: addDays(today(), -7),
  });
  for (const line of EARLIER) {
    await apiExpenseItem(owner, id, { ...line, ingredient: line.name, amount: '1' });
  }
  await apiConfirmExpense(owner, id);
  let tomato = '';
  await expect
    .poll(
      async () => {
        const { ingredients } = await owner.gql<{
          ingredients: { nodes: { id: string; name: string; averagePrice: string }[] };
        }>(
          '{ ingredients(search: "tomato", offset: 0, limit: 5) { nodes { id name averagePrice } } }',
        );
        const found = ingredients.nodes.find((i) => i.name === 'TOMATO');
        tomato = found?.id ?? '';
        return found ? Number(found.averagePrice) : null;
      },
      { timeout: 45_000 },
    )
    .toBe(3);
  return tomato;
}

/** A 500-credit top-up bought through the hosted checkout (the local Stripe-shaped server). */
export async function topUp500(page: Page): Promise<void> {
  await page.goto('/settings?tab=topups');
  const pack = page.getByRole('row', { name: /500 credits/ });
  await pack.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByRole('heading', { name: '500 credits' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('tab', { name: 'Topups' }).click();
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Current credits' })).toContainText(
    '500',
  );
}

/** The engine's ZUGFeRD fixture: NORDFRISCH GMBH, RE-2026-0042, three lines in a CII attachment. */
export const ZUGFERD_PDF = path.join(ROOT, 'libs/extraction/test/fixtures/invoice-zugferd.pdf');

/**
 * A MyInvois-shaped UBL 2.1 e-invoice (XML) from SEGAR FRESH: INV-2026-77 of 12 November 2026,
 * TOMATO 5 kg × 4.50 = 22.50 and CHICKEN BREAST 2 kg × 12.00 = 24.00, SST 2.79, payable 49.29.
 */
export const EINVOICE_XML = {
  name: 'INV-2026-77.xml',
  mimeType: 'application/xml',
  buffer: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>INV-2026-77</cbc:ID>
  <cbc:IssueDate>2026-11-12</cbc:IssueDate>
  <cbc:IssueTime>10:15:00Z</cbc:IssueTime>
  <cbc:InvoiceTypeCode listVersionID="1.0">01</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>MYR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PartyLegalEntity><cbc:RegistrationName>SEGAR FRESH SDN BHD</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>
    <cac:PartyLegalEntity><cbc:RegistrationName>Restoran Contoh Sdn Bhd</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingCustomerParty>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="MYR">2.79</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxAmount currencyID="MYR">2.79</cbc:TaxAmount><cbc:Percent>6</cbc:Percent>
      <cac:TaxCategory><cbc:ID>02</cbc:ID><cac:TaxScheme><cbc:ID>OTH</cbc:ID></cac:TaxScheme></cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="MYR">46.50</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="MYR">46.50</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="MYR">49.29</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="MYR">49.29</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:InvoicedQuantity unitCode="KGM">5</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="MYR">22.50</cbc:LineExtensionAmount>
    <cac:Item><cbc:Description>TOMATO</cbc:Description></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="MYR">4.50</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
  <cac:InvoiceLine>
    <cbc:ID>2</cbc:ID>
    <cbc:InvoicedQuantity unitCode="KGM">2</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="MYR">24.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Description>CHICKEN BREAST</cbc:Description></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="MYR">12.00</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
</Invoice>
`),
};
