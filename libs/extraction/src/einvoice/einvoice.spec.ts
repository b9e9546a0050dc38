import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ExtractionReviewReasons as Reasons } from '@mise/domain';
import { readDocument } from '../read';
import { readEInvoice } from './index';

const UBL_XML = `<?xml version="1.0" encoding="UTF-8"?>
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
    <cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount currencyID="MYR">1.00</cbc:Amount></cac:AllowanceCharge>
    <cac:Item><cbc:Description>CHICKEN BREAST</cbc:Description></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="MYR">12.50</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
</Invoice>`;

/** The same invoice in the UBL JSON syntax MyInvois accepts (amounts as JSON numbers). */
const MYINVOIS_JSON = JSON.stringify({
  _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  Invoice: [
    {
      ID: [{ _: 'INV-2026-78' }],
      IssueDate: [{ _: '2026-11-13' }],
      InvoiceTypeCode: [{ _: '01', listVersionID: '1.0' }],
      DocumentCurrencyCode: [{ _: 'MYR' }],
      AccountingSupplierParty: [
        {
          Party: [
            { PartyLegalEntity: [{ RegistrationName: [{ _: 'KEDAI RUNCIT MAJU ENTERPRISE' }] }] },
          ],
        },
      ],
      TaxTotal: [{ TaxAmount: [{ _: 0, currencyID: 'MYR' }] }],
      LegalMonetaryTotal: [
        {
          LineExtensionAmount: [{ _: 17.9, currencyID: 'MYR' }],
          TaxExclusiveAmount: [{ _: 17.9, currencyID: 'MYR' }],
          TaxInclusiveAmount: [{ _: 17.9, currencyID: 'MYR' }],
          PayableRoundingAmount: [{ _: 0.05, currencyID: 'MYR' }],
          PayableAmount: [{ _: 17.95, currencyID: 'MYR' }],
        },
      ],
      InvoiceLine: [
        {
          ID: [{ _: '1' }],
          InvoicedQuantity: [{ _: 2, unitCode: 'XBO' }],
          LineExtensionAmount: [{ _: 7, currencyID: 'MYR' }],
          Item: [{ Description: [{ _: 'GARLIC' }] }],
          Price: [{ PriceAmount: [{ _: 3.5, currencyID: 'MYR' }] }],
        },
        {
          ID: [{ _: '2' }],
          InvoicedQuantity: [{ _: 1, unitCode: 'C62' }],
          LineExtensionAmount: [{ _: 10.9, currencyID: 'MYR' }],
          Item: [{ Description: [{ _: 'SOY SAUCE 2L' }] }],
          Price: [{ PriceAmount: [{ _: 10.9, currencyID: 'MYR' }] }],
        },
      ],
    },
  ],
});

const CII_D16B = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument><ram:ID>RE-9</ram:ID><ram:TypeCode>381</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20261101</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:SpecifiedTradeProduct><ram:Name>Kaffee 1kg</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>12.5000</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="KGM">2.0000</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>25.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>Rösterei Süd GmbH</ram:Name></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:ApplicableTradeTax><ram:CalculatedAmount>1.75</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:RateApplicablePercent>7.00</ram:RateApplicablePercent></ram:ApplicableTradeTax>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>25.00</ram:LineTotalAmount><ram:TaxBasisTotalAmount>25.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">1.75</ram:TaxTotalAmount><ram:GrandTotalAmount>26.75</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

const ZUGFERD_1 = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:HeaderExchangedDocument><ram:ID>R-1</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20130806</udt:DateTimeString></ram:IssueDateTime></rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement><ram:SellerTradeParty><ram:Name>MUSTER GMBH</ram:Name></ram:SellerTradeParty></ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:ApplicableTradeTax><ram:CalculatedAmount currencyID="EUR">19.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:ApplicablePercent>19.00</ram:ApplicablePercent></ram:ApplicableTradeTax>
      <ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount currencyID="EUR">5.00</ram:ActualAmount><ram:Reason>Rabatt</ram:Reason></ram:SpecifiedTradeAllowanceCharge>
      <ram:SpecifiedLogisticsServiceCharge><ram:Description>Fracht</ram:Description><ram:AppliedAmount currencyID="EUR">5.00</ram:AppliedAmount></ram:SpecifiedLogisticsServiceCharge>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:LineTotalAmount currencyID="EUR">100.00</ram:LineTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">19.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount currencyID="EUR">119.00</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:IncludedNote><ram:Content>Nur ein Hinweis</ram:Content></ram:IncludedNote></ram:AssociatedDocumentLineDocument>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:SpecifiedSupplyChainTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount currencyID="EUR">0.0520</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedSupplyChainTradeAgreement>
      <ram:SpecifiedSupplyChainTradeDelivery><ram:BilledQuantity unitCode="KWH">1923.0769</ram:BilledQuantity></ram:SpecifiedSupplyChainTradeDelivery>
      <ram:SpecifiedSupplyChainTradeSettlement><ram:SpecifiedTradeSettlementMonetarySummation><ram:LineTotalAmount currencyID="EUR">100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation></ram:SpecifiedSupplyChainTradeSettlement>
      <ram:SpecifiedTradeProduct><ram:Name>Strom</ram:Name></ram:SpecifiedTradeProduct>
    </ram:IncludedSupplyChainTradeLineItem>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('e-invoices', () => {
  it('reads a UBL 2.1 / MyInvois XML invoice exactly, free of review when its sums agree', async () => {
    const reading = await readDocument(bytes(UBL_XML), { fileName: 'einvoice.xml' });
    expect(reading).toMatchObject({
      source: 'E_INVOICE',
      hasEmbeddedInvoice: false,
      kind: 'INVOICE',
      supplier: 'SEGAR FRESH SDN BHD',
      number: 'INV-2026-77',
      date: '2026-11-12',
      total: '49.29',
      currency: 'MYR',
      review: [],
      pages: 1,
    });
    expect(reading.lines).toEqual([
      {
        description: 'TOMATO',
        quantity: '5',
        unit: 'kg',
        unitPrice: '4.50',
        total: '22.50',
        review: [],
        confidence: 1,
      },
      // 2 × 12.50 less the stated 1.00 line discount
      {
        description: 'CHICKEN BREAST',
        quantity: '2',
        unit: 'kg',
        unitPrice: '12.50',
        total: '24.00',
        review: [],
        confidence: 1,
      },
    ]);
    expect(reading.charges).toEqual([{ kind: 'TAX', name: 'Tax 6%', amount: '2.79' }]);
  });

  it('reads the MyInvois JSON syntax, with its rounding', async () => {
    const reading = await readDocument(bytes(MYINVOIS_JSON));
    expect(reading).toMatchObject({
      source: 'E_INVOICE',
      supplier: 'KEDAI RUNCIT MAJU ENTERPRISE',
      number: 'INV-2026-78',
      date: '2026-11-13',
      total: '17.95',
      currency: 'MYR',
      review: [],
    });
    expect(
      reading.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice, l.total]),
    ).toEqual([
      ['GARLIC', '2', 'btl', '3.50', '7.00'],
      ['SOY SAUCE 2L', '1', 'pcs', '10.90', '10.90'],
    ]);
    expect(reading.charges).toContainEqual({ kind: 'ROUNDING', name: 'Rounding', amount: '0.05' });
  });

  it('marks the document when its own sums disagree', async () => {
    const wrong = UBL_XML.replace(
      /<cbc:PayableAmount currencyID="MYR">49.29/,
      '<cbc:PayableAmount currencyID="MYR">59.29',
    );
    const reading = await readDocument(bytes(wrong));
    expect(reading.review).toEqual([Reasons.totalMismatch]);
  });

  it('marks a line whose quantity × price is not its amount', () => {
    const wrong = UBL_XML.replace(
      '<cbc:LineExtensionAmount currencyID="MYR">22.50',
      '<cbc:LineExtensionAmount currencyID="MYR">23.50',
    );
    expect(readEInvoice(wrong, 'xml')?.lines[0].review).toEqual([Reasons.arithmetic]);
  });

  it('reads a UBL credit note as a credit memo', () => {
    const credit = UBL_XML.replace(/<Invoice /, '<CreditNote ')
      .replace('</Invoice>', '</CreditNote>')
      .replace(/InvoiceLine>/g, 'CreditNoteLine>')
      .replace(/InvoicedQuantity/g, 'CreditedQuantity')
      .replace(/<cbc:InvoiceTypeCode[^<]*<\/cbc:InvoiceTypeCode>/, '');
    const reading = readEInvoice(credit, 'xml');
    expect(reading?.kind).toBe('CREDITMEMO');
    expect(reading?.lines).toHaveLength(2);
  });

  it('reads a CII (Factur-X / ZUGFeRD 2) credit note', async () => {
    const reading = await readDocument(bytes(CII_D16B));
    expect(reading).toMatchObject({
      source: 'E_INVOICE',
      kind: 'CREDITMEMO',
      supplier: 'Rösterei Süd GmbH',
      number: 'RE-9',
      date: '2026-11-01',
      total: '26.75',
      currency: 'EUR',
      review: [],
    });
    expect(reading.lines).toEqual([
      {
        description: 'Kaffee 1kg',
        quantity: '2',
        unit: 'kg',
        unitPrice: '12.50',
        total: '25.00',
        review: [],
        confidence: 1,
      },
    ]);
  });

  it('reads a ZUGFeRD 1 invoice: note lines skipped, allowances and freight as charges, prices with their decimals', async () => {
    const reading = await readDocument(bytes(ZUGFERD_1));
    expect(reading.lines).toEqual([
      {
        description: 'Strom',
        quantity: '1923.0769',
        unit: 'kwh',
        unitPrice: '0.052',
        total: '100.00',
        review: [],
        confidence: 1,
      },
    ]);
    expect(reading.charges).toEqual([
      { kind: 'DISCOUNT', name: 'Rabatt', amount: '-5.00' },
      { kind: 'DELIVERY', name: 'Fracht', amount: '5.00' },
      { kind: 'TAX', name: 'VAT 19%', amount: '19.00' },
    ]);
    expect(reading.review).toEqual([]);
  });

  it('refuses XML or JSON that is not an invoice with a clear error', async () => {
    await expect(
      readDocument(bytes('<html><body>hi</body></html>'), { fileName: 'page.xml' }),
    ).rejects.toThrow('page.xml is not a UBL or CII invoice.');
    await expect(readDocument(bytes('{"hello": 1}'))).rejects.toThrow(
      'is not a UBL or CII invoice',
    );
  });

  it.each(['einvoice-ubl.xml', 'einvoice-myinvois.json'])(
    'reads the MyInvois fixture %s: the same invoice in both syntaxes',
    async (name) => {
      const file = await readFile(path.join(__dirname, '../../test/fixtures', name));
      const reading = await readDocument(new Uint8Array(file), { fileName: name });
      expect(reading).toMatchObject({
        source: 'E_INVOICE',
        kind: 'INVOICE',
        supplier: 'LAUT BIRU SEAFOOD SDN BHD',
        number: 'INV-2002',
        date: '2026-11-03',
        total: '223.77',
        currency: 'MYR',
        charges: [{ kind: 'TAX', name: 'Tax 6%', amount: '12.67' }],
        review: [],
      });
      expect(
        reading.lines.map((l) => [
          l.description,
          l.quantity,
          l.unit,
          l.unitPrice,
          l.total,
          l.review,
        ]),
      ).toEqual([
        ['PRAWN TIGER (L)', '2', 'kg', '48.00', '96.00', []],
        ['SQUID FRESH', '3', 'kg', '22.50', '67.50', []],
        ['FISH BALL 1KG PACK', '4', 'pack', '11.90', '47.60', []],
      ]);
    },
  );
});
