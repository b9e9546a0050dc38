import { ArrowLeftOutlined } from '@ant-design/icons';
import { ExpenseMessages, today as outletToday } from '@mise/domain';
import { Button, Card, Col, Flex, Grid, Row, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import {
  DeleteExpenseDocument,
  ExpenseDocument,
  ExpensesDocument,
  ExpensesHeaderDocument,
  PermanentlyDeleteExpenseDocument,
  RestoreExpenseDocument,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { ExpenseDetails, ExpenseDetailsLoading } from './ExpenseDetails';
import { ExpenseList } from './ExpenseList';
import { accountingPollInterval } from './accounting';
import { defaultExpenseRange, EXTRACTION_POLL_MS, type ExpenseRange } from './expenses';
import './expenses.css';

/** The address's selection: `?expense=<id>`, or `?expense=new` for an unsaved one. */
const PARAM = 'expense';
const NEW = 'new';

/** What delete and restore need of an expense (a card or the details). */
interface Target {
  id: string;
  expenseState: string;
}

/**
 * /expenses (spec 3 §2.2; issue 21): 'Organize your invoices and receipts' and the outlet's
 * credits; the sidebar list and the details panel side by side, on a phone the list and then,
 * once one is chosen, its details (with the way back). The selection is in the address
 * (`?expense=`), so the PO list's Save to Expenses opens the new expense.
 */
export default function ExpensesPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get(PARAM);
  const select = useCallback(
    (id: string | null) => setParams(id ? { [PARAM]: id } : {}),
    [setParams],
  );
  const screens = Grid.useBreakpoint();
  const phone = !(screens.md ?? true);
  const [range, setRange] = useState<ExpenseRange>(() => defaultExpenseRange(outletToday()));

  const { data: header } = useOutletQuery(ExpensesHeaderDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const credits = header?.currentOutlet.credits;
  const window = header?.expenseWindow;

  const id = selected && selected !== NEW ? selected : null;
  const [pollInterval, setPollInterval] = useState<number | undefined>(undefined);
  const { data, loading } = useOutletQuery(ExpenseDocument, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
    // Extraction changes a PROCESSING expense by itself (spec 3 §4.1; issue 22: every 1 s, its
    // progress); and Xero's answer to a PENDING push (issue 24: every 3 s) ends up on it.
    pollInterval,
  });
  const expense = id ? (data?.expense?.id === id ? data.expense : null) : null;
  const processing = expense?.expenseState === 'PROCESSING';
  const interval = processing
    ? EXTRACTION_POLL_MS
    : accountingPollInterval(expense?.accountingPush);
  if (interval !== pollInterval) setPollInterval(interval);

  const [confirmDelete, holder] = useConfirmDelete();
  const refetch = { refetchQueries: [ExpensesDocument] };
  const [remove] = useAction(DeleteExpenseDocument, {
    success: ExpenseMessages.deleted,
    ...refetch,
  });
  const [restore] = useAction(RestoreExpenseDocument, {
    success: ExpenseMessages.restored,
    ...refetch,
  });
  const [purge] = useAction(PermanentlyDeleteExpenseDocument, {
    success: ExpenseMessages.permanentlyDeleted,
    ...refetch,
  });
  const askDelete = (target: Target) => {
    if (target.expenseState === 'DELETED') {
      confirmDelete({
        name: '',
        title: ExpenseMessages.permanentDeleteQuestion,
        onConfirm: async () => {
          const done = await purge({ id: target.id });
          // Gone for good: the panel goes back to "Select an expense" (the list refetched).
          if (done && selected === target.id) select(null);
        },
      });
    } else {
      confirmDelete({
        name: '',
        title: ExpenseMessages.deleteQuestion,
        onConfirm: () => remove({ id: target.id }),
      });
    }
  };

  const details =
    selected === null ? (
      <Card className="mise-expense-details">
        <Flex vertical align="center" gap={12} style={{ padding: '48px 0' }}>
          <Typography.Text type="secondary">{ExpenseMessages.nothingSelected}</Typography.Text>
          <Typography.Text type="secondary">OR</Typography.Text>
          <Button type="primary" onClick={() => select(NEW)}>
            Add Expense
          </Button>
        </Flex>
      </Card>
    ) : selected === NEW ? (
      <ExpenseDetails
        key={NEW}
        expense={null}
        credits={credits}
        window={window}
        onCreated={select}
        onDelete={askDelete}
      />
    ) : expense ? (
      <ExpenseDetails
        key={expense.id}
        expense={expense}
        credits={credits}
        window={window}
        onCreated={select}
        onDelete={askDelete}
      />
    ) : loading ? (
      <ExpenseDetailsLoading />
    ) : (
      <Card className="mise-expense-details">
        <Typography.Text type="secondary">{ExpenseMessages.notFound}</Typography.Text>
      </Card>
    );

  return (
    <>
      {holder}
      <PageHeader
        title="Expenses"
        subtitle="Organize your invoices and receipts"
        extra={
          <Tag
            color="blue"
            data-testid="expense-credits"
            style={{ fontSize: 14, padding: '4px 10px' }}
          >
            Credits: {credits ?? '…'}
          </Tag>
        }
      />
      <Row gutter={[16, 16]}>
        {/* Hidden, not unmounted, on a phone: the filters and page stay as they were. */}
        <Col
          xs={24}
          md={9}
          xl={7}
          style={phone && selected !== null ? { display: 'none' } : undefined}
        >
          <ExpenseList
            range={range}
            onRangeChange={setRange}
            selectedId={id}
            onSelect={select}
            onNew={() => select(NEW)}
            onDelete={askDelete}
            onRestore={(target) => void restore({ id: target.id })}
          />
        </Col>
        {(!phone || selected !== null) && (
          <Col xs={24} md={15} xl={17}>
            {phone && (
              <Button
                type="link"
                icon={<ArrowLeftOutlined />}
                onClick={() => select(null)}
                style={{ padding: 0, marginBottom: 8 }}
              >
                Back to Expenses
              </Button>
            )}
            {details}
          </Col>
        )}
      </Row>
    </>
  );
}
