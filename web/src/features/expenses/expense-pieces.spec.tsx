import { ExpenseMessages, ExtractionReviewReasons } from '@mise/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type {
  ExpenseExtractionFieldsFragment,
  ExpenseItemFieldsFragment,
} from '../../generated/graphql';
import { ExtractionProgress, ExtractionProposals } from './ExpenseExtraction';
import { LineName, ReviewCards } from './LineName';

/**
 * The reading's pieces of the expense details as an owner first reads them (static HTML; the
 * clicks are the journey's, e2e/expense-automate.spec.ts).
 */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const noop = () => undefined;

const line = (over: Partial<ExpenseItemFieldsFragment>): ExpenseItemFieldsFragment => ({
  id: 'i1',
  position: 1,
  name: 'ONION RED',
  ingredient: 'ONION',
  unit: 'kg',
  amount: '1',
  quantity: '3',
  unitPrice: '3.20',
  total: '9.90',
  printedTotal: '9.90',
  sourceDescription: 'ONION RED',
  reviewReasons: [],
  reviewed: true,
  matchConfidence: null,
  matchedBy: 'EXACT',
  ...over,
});

const run = (over: Partial<ExpenseExtractionFieldsFragment>): ExpenseExtractionFieldsFragment => ({
  id: 'x1',
  state: 'DONE',
  filesTotal: 1,
  filesDone: 1,
  pagesDone: 1,
  creditsGranted: 100,
  linesRead: 4,
  linesKept: 4,
  creditsCharged: 4,
  sources: ['PDF_TEXT'],
  embeddedInvoice: false,
  proposedSupplierName: 'SEGAR FRESH SDN BHD',
  supplierMatched: true,
  proposedNumber: 'INV-1001',
  proposedDate: '2026-11-02',
  proposedTotal: '90.42',
  review: [],
  startedAt: '2026-11-25T05:00:00Z',
  finishedAt: '2026-11-25T05:00:03Z',
  ...over,
});

describe('a line read from a document', () => {
  it('says Check and why while it waits for the owner', () => {
    const html = renderToStaticMarkup(
      <LineName
        row={line({ reviewReasons: [ExtractionReviewReasons.arithmetic], reviewed: false })}
      />,
    );
    expect(text(html)).toContain('ONION RED Check');
    expect(text(html)).toContain(ExtractionReviewReasons.arithmetic);
  });

  it('shows the amount the document printed when the line reads another', () => {
    const html = renderToStaticMarkup(
      <LineName
        row={line({
          total: '9.60',
          reviewReasons: [ExtractionReviewReasons.arithmetic],
          reviewed: false,
        })}
      />,
    );
    expect(text(html)).toContain('The document prints RM 9.90 for this line');
  });

  it('says nothing more once looked at', () => {
    const html = renderToStaticMarkup(
      <LineName
        row={line({ reviewReasons: [ExtractionReviewReasons.arithmetic], reviewed: true })}
      />,
    );
    expect(text(html).trim()).toBe('ONION RED');
  });

  it('shows how alike a guessed item is with what was printed, and a new item', () => {
    const fuzzy = renderToStaticMarkup(
      <LineName
        row={line({
          name: 'TOMATO',
          sourceDescription: 'TOMATOES (LOCAL)',
          matchedBy: 'FUZZY',
          matchConfidence: 81,
          reviewReasons: [ExtractionReviewReasons.fuzzyMatch(81)],
          reviewed: false,
        })}
      />,
    );
    expect(text(fuzzy)).toContain('81% alike');
    expect(text(fuzzy)).toContain('Printed: TOMATOES (LOCAL)');
    const none = renderToStaticMarkup(<LineName row={line({ matchedBy: 'NONE' })} />);
    expect(text(none)).toContain('New item');
  });
});

describe('the lines to check on a phone', () => {
  it('shows each marked line as a card with its reading and Looks right; none when all were looked at', () => {
    const rows = [
      line({ id: 'a', reviewReasons: [ExtractionReviewReasons.arithmetic], reviewed: false }),
      line({ id: 'b', name: 'TOMATO', reviewReasons: [], reviewed: true, total: '22.50' }),
    ];
    const html = renderToStaticMarkup(
      <ReviewCards rows={rows} disabled={false} onLooksRight={noop} />,
    );
    expect(html.match(/data-testid="review-card"/g)).toHaveLength(1);
    expect(text(html)).toContain(ExtractionReviewReasons.arithmetic);
    expect(text(html)).toMatch(/3\.0 kg × RM 3\.20 = RM 9\.90/);
    expect(text(html)).toContain('Looks right');
    expect(text(html)).not.toContain('TOMATO');
    const none = renderToStaticMarkup(
      <ReviewCards rows={[rows[1]]} disabled={false} onLooksRight={noop} />,
    );
    expect(none).toBe('');
  });
});

describe('the run on the details panel', () => {
  it('shows files and pages read while it runs', () => {
    const html = renderToStaticMarkup(
      <ExtractionProgress
        extraction={run({ state: 'RUNNING', filesTotal: 2, filesDone: 1, pagesDone: 3 })}
      />,
    );
    expect(text(html)).toContain(ExpenseMessages.automateRunning);
    expect(text(html)).toContain('1 of 2 files read');
    expect(text(html)).toContain('3 pages read');
  });

  it('proposes the supplier (existing or new), number, date and total with Use these', () => {
    const html = renderToStaticMarkup(
      <ExtractionProposals extraction={run({})} grandTotal="90.42" disabled={false} onUse={noop} />,
    );
    const seen = text(html);
    expect(seen).toContain('Read from the document');
    expect(seen).toContain('SEGAR FRESH SDN BHD existing');
    expect(seen).toContain('INV-1001');
    expect(seen).toContain('02 November 2026');
    expect(seen).toContain('RM 90.42');
    expect(seen).toContain('Use these');
    expect(seen).not.toContain('(lines:');
    const fresh = renderToStaticMarkup(
      <ExtractionProposals
        extraction={run({ supplierMatched: false })}
        grandTotal="85.00"
        disabled={false}
        onUse={noop}
      />,
    );
    expect(text(fresh)).toContain('new supplier');
    expect(text(fresh)).toContain('(lines: RM 85.00 )');
  });

  it('tells of an embedded invoice and of the document’s own problems', () => {
    const html = renderToStaticMarkup(
      <ExtractionProposals
        extraction={run({
          embeddedInvoice: true,
          review: [ExtractionReviewReasons.totalMismatch],
        })}
        grandTotal="90.42"
        disabled={false}
        onUse={noop}
      />,
    );
    expect(text(html)).toContain(ExpenseMessages.embeddedInvoice);
    expect(text(html)).toContain(ExtractionReviewReasons.totalMismatch);
  });

  it('shows nothing before a run finishes', () => {
    expect(
      renderToStaticMarkup(
        <ExtractionProposals
          extraction={run({ state: 'RUNNING' })}
          grandTotal="0"
          disabled={false}
          onUse={noop}
        />,
      ),
    ).toBe('');
  });
});
