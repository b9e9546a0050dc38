import { cmp, ExpenseMessages } from '@mise/domain';
import { Alert, Button, Card, Descriptions, Flex, Progress, Spin, Tag, Typography } from 'antd';
import { Amount } from '../../components/Amount';
import type { ExpenseExtractionFieldsFragment } from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { extractionProgress, proposal, type Proposal } from './expenses';

/**
 * The progress of a run while the expense is PROCESSING (issue 22): files read of the total and
 * pages read so far; the page asks again every second.
 */
export function ExtractionProgress({
  extraction,
}: {
  extraction: ExpenseExtractionFieldsFragment | null | undefined;
}) {
  const progress = extractionProgress(extraction);
  return (
    <Card size="small" data-testid="extraction-progress" style={{ marginTop: 16 }}>
      <Flex gap={12} align="center" wrap>
        <Spin size="small" />
        <Typography.Text strong>{ExpenseMessages.automateRunning}</Typography.Text>
        <Typography.Text type="secondary" data-testid="extraction-files">
          {progress.files}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="extraction-pages">
          {progress.pages}
        </Typography.Text>
      </Flex>
      <Progress percent={progress.percent} size="small" status="active" showInfo={false} />
    </Card>
  );
}

/**
 * "Read from the document" (issue 22): what the last run proposed for the details (supplier,
 * existing or new; number; date; total) with Use these, which fills the details form for the owner
 * to save; the embedded-invoice notice; the document's own review reasons as a warning.
 */
export function ExtractionProposals({
  extraction,
  grandTotal,
  disabled,
  onUse,
}: {
  extraction: ExpenseExtractionFieldsFragment | null | undefined;
  grandTotal: string;
  disabled: boolean;
  onUse: (found: Proposal) => void;
}) {
  const found = proposal(extraction);
  if (!extraction || extraction.state !== 'DONE') return null;
  const review = extraction.review;
  if (!found && !extraction.embeddedInvoice && review.length === 0) return null;
  return (
    <Card
      size="small"
      title="Read from the document"
      data-testid="extraction-proposals"
      style={{ marginTop: 16 }}
      extra={
        found && (
          <Button
            size="small"
            type="primary"
            ghost
            disabled={disabled}
            onClick={() => onUse(found)}
          >
            Use these
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        {extraction.embeddedInvoice && (
          <Alert
            type="info"
            showIcon
            title={ExpenseMessages.embeddedInvoice}
            data-testid="embedded-invoice"
          />
        )}
        {review.length > 0 && (
          <Alert type="warning" showIcon title={review.join('; ')} data-testid="document-review" />
        )}
        {found && (
          <Descriptions size="small" column={{ xs: 1, sm: 2, xxl: 4 }}>
            <Descriptions.Item label="Supplier">
              {found.supplierName ? (
                <Flex gap={4} wrap align="center">
                  <span data-testid="proposed-supplier">{found.supplierName}</span>
                  <Tag color={found.supplierMatched ? 'green' : 'blue'}>
                    {found.supplierMatched ? 'existing' : 'new supplier'}
                  </Tag>
                </Flex>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Number">
              <span data-testid="proposed-number">{found.number ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Date">
              <span data-testid="proposed-date">{found.date ? longDate(found.date) : '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Total">
              {found.total ? (
                <Flex gap={4} wrap align="center">
                  <span data-testid="proposed-total">
                    <Amount value={found.total} />
                  </span>
                  {cmp(found.total, grandTotal) !== 0 && (
                    <Typography.Text type="secondary">
                      (lines: <Amount value={grandTotal} />)
                    </Typography.Text>
                  )}
                </Flex>
              ) : (
                '—'
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Flex>
    </Card>
  );
}
