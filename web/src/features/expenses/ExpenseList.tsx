import { DeleteOutlined, PlusOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { ExpenseMessages, SEARCH_DEBOUNCE_MS, type ExpenseStateValue } from '@mise/domain';
import { Button, Card, DatePicker, Flex, Input, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Amount } from '../../components/Amount';
import { EmptyState } from '../../components/EmptyState';
import { Name } from '../../components/Name';
import { Pager } from '../../components/Pager';
import { ExpensesDocument, type ExpenseCardFieldsFragment } from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { usePagedQuery } from '../../lib/usePagedQuery';
import {
  cardAction,
  cardTitle,
  EXPENSE_POLL_MS,
  EXPENSE_STATES,
  needsPolling,
  rangeVariables,
  stateBadge,
  supplierText,
  type ExpenseRange,
} from './expenses';

export type ExpenseCard = ExpenseCardFieldsFragment;

const day = (d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

/**
 * The sidebar list (spec 3 §2.2): New Expense, Search (number, supplier, item and ingredient
 * names), Document Status, From and To; a card per expense (type and number, supplier or 'No
 * supplier', date, total, state badge), the selected one with its delete or restore icon;
 * 'No expenses.'; the pager. It asks again every 10 s only while a listed expense is PROCESSING
 * (extraction changes it by itself); every other change is the user's own and refetches it.
 */
export function ExpenseList({
  range,
  onRangeChange,
  selectedId,
  onSelect,
  onNew,
  onDelete,
  onRestore,
}: {
  range: ExpenseRange;
  onRangeChange: (range: ExpenseRange) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDelete: (expense: ExpenseCard) => void;
  onRestore: (expense: ExpenseCard) => void;
}) {
  const [state, setState] = useState<ExpenseStateValue | null>(null);
  const [polling, setPolling] = useState(false);
  const { rows, list } = usePagedQuery(ExpensesDocument, {
    select: (data) => data.expenses,
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    variables: { state, ...rangeVariables(range) },
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
    pollInterval: polling ? EXPENSE_POLL_MS : undefined,
  });
  const processing = needsPolling(rows);
  if (processing !== polling) setPolling(processing);

  return (
    <Card className="mise-expense-list" size="small" aria-label="Expenses">
      <Flex vertical gap={12}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onNew} block>
          New Expense
        </Button>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          aria-label="Search"
          placeholder="Search"
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          onPressEnter={list.submitSearch}
        />
        <Select<ExpenseStateValue | 'ALL'>
          aria-label="Document Status"
          value={state ?? 'ALL'}
          onChange={(value) => setState(value === 'ALL' ? null : value)}
          options={[
            { value: 'ALL', label: 'All Document Status' },
            ...EXPENSE_STATES.map((s) => ({ value: s.value, label: s.label })),
          ]}
        />
        <Flex gap={8}>
          <DatePicker
            aria-label="From"
            placeholder="From"
            format="DD MMM YYYY"
            allowClear={false}
            value={dayjs(range.from)}
            maxDate={dayjs(range.to)}
            onChange={(d) => {
              const from = day(d);
              if (from) onRangeChange({ ...range, from });
            }}
            style={{ flex: 1 }}
          />
          <DatePicker
            aria-label="To"
            placeholder="To"
            format="DD MMM YYYY"
            allowClear={false}
            value={dayjs(range.to)}
            minDate={dayjs(range.from)}
            onChange={(d) => {
              const to = day(d);
              if (to) onRangeChange({ ...range, to });
            }}
            style={{ flex: 1 }}
          />
        </Flex>
        {rows.length === 0 ? (
          !list.loading && <EmptyState text={ExpenseMessages.empty} />
        ) : (
          <Flex vertical gap={8} role="list" aria-label="Expense list">
            {rows.map((expense) => (
              <ExpenseCardView
                key={expense.id}
                expense={expense}
                selected={expense.id === selectedId}
                onSelect={() => onSelect(expense.id)}
                onDelete={() => onDelete(expense)}
                onRestore={() => onRestore(expense)}
              />
            ))}
          </Flex>
        )}
        <Pager list={list} />
      </Flex>
    </Card>
  );
}

function ExpenseCardView({
  expense,
  selected,
  onSelect,
  onDelete,
  onRestore,
}: {
  expense: ExpenseCard;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
  onRestore: () => void;
}) {
  const badge = stateBadge(expense.expenseState);
  const action = selected ? cardAction(expense.expenseState) : null;
  const title = cardTitle(expense);
  return (
    <div
      role="listitem"
      data-testid="expense-card"
      aria-current={selected ? 'true' : undefined}
      className={`mise-expense-card${selected ? ' is-selected' : ''}`}
      tabIndex={0}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong>
            <Name text={title} maxWidth={220} />
          </Typography.Text>
          <Typography.Text type="secondary">
            <Name text={supplierText(expense.supplierName)} maxWidth={220} />
          </Typography.Text>
          <Typography.Text type="secondary">{longDate(expense.expenseDate)}</Typography.Text>
        </Flex>
        <Flex vertical align="flex-end" gap={4}>
          <Tag color={badge.color} style={{ marginInlineEnd: 0 }}>
            {badge.label}
          </Tag>
          <Amount value={expense.grandTotal} />
          {action === 'delete' && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${title}`}
              onClick={(event) => {
                event.stopPropagation();
                onDelete();
              }}
            />
          )}
          {action === 'restore' && (
            <Button
              size="small"
              icon={<UndoOutlined />}
              aria-label={`Restore ${title}`}
              onClick={(event) => {
                event.stopPropagation();
                onRestore();
              }}
            />
          )}
        </Flex>
      </Flex>
    </div>
  );
}
