import { Button, Card, Flex, Tag, Typography } from 'antd';
import { Amount } from '../../components/Amount';
import { Name } from '../../components/Name';
import type { ExpenseItemFieldsFragment } from '../../generated/graphql';
import { lineMarks } from './expenses';

/**
 * A line's name with its marks (issue 22): "Check" and the reasons while it waits for the owner,
 * "N% alike" for a guessed inventory item, "New item" when none matched (saving creates it), and
 * what the document printed when the name differs.
 */
export function LineName({ row }: { row: ExpenseItemFieldsFragment }) {
  const marks = lineMarks(row);
  return (
    <Flex vertical gap={2} style={{ maxWidth: 320 }}>
      <Flex gap={4} wrap align="center">
        <Name text={row.name} />
        {marks.check && (
          <Tag color="red" data-testid="line-check">
            Check
          </Tag>
        )}
        {marks.alike && (
          <Tag color="gold" data-testid="line-alike">
            {marks.alike}
          </Tag>
        )}
        {marks.newItem && (
          <Tag color="blue" data-testid="line-new-item">
            New item
          </Tag>
        )}
      </Flex>
      {marks.check && (
        <Typography.Text type="danger" data-testid="line-reasons" style={{ whiteSpace: 'normal' }}>
          {marks.check.join('; ')}
        </Typography.Text>
      )}
      {marks.printedAmount && (
        <Typography.Text
          type="danger"
          data-testid="line-printed-amount"
          style={{ whiteSpace: 'normal' }}
        >
          The document prints <Amount value={marks.printedAmount} /> for this line
        </Typography.Text>
      )}
      {marks.printed && (
        <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
          Printed: {marks.printed}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * On a phone, the lines to check as cards above the table (issue 22): the line, why, what it
 * reads as (quantity × unit price = subtotal) and Looks right, without scrolling the table sideways.
 */
export function ReviewCards({
  rows,
  disabled,
  onLooksRight,
}: {
  rows: readonly ExpenseItemFieldsFragment[];
  disabled: boolean;
  onLooksRight: (row: ExpenseItemFieldsFragment) => void;
}) {
  const marked = rows.filter((row) => lineMarks(row).check);
  if (marked.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      {marked.map((row) => (
        <Card key={row.id} size="small" className="mise-review-card" data-testid="review-card">
          <Flex vertical gap={8}>
            <LineName row={row} />
            <Typography.Text>
              <Amount value={row.quantity} kind="quantity" /> {row.unit} ×{' '}
              <Amount value={row.unitPrice} /> = <Amount value={row.total} />
            </Typography.Text>
            <Button disabled={disabled} onClick={() => onLooksRight(row)}>
              Looks right
            </Button>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
