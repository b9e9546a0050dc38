import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BatchMessages, today as outletToday, type CalendarDate } from '@mise/domain';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { QuantityInput } from '../../components/Amount';
import { BatchItemPicker } from '../../components/BatchItemPicker';
import { EditableTable, type EditableColumn } from '../../components/EditableTable';
import { EmptyState } from '../../components/EmptyState';
import { MonthCalendar } from '../../components/MonthCalendar';
import {
  BatchProductionCalendarDocument,
  BatchStockDayDocument,
  BatchStockWindowDocument,
  CreateBatchStockDocument,
  CreateBatchStockInDocument,
  DeleteBatchStockDocument,
  DeleteBatchStockInDocument,
  UpdateBatchStockDocument,
  UpdateBatchStockInDocument,
  type BatchStockFieldsFragment as BatchStock,
} from '../../generated/graphql';
import { isAdjustmentDateDisabled } from '../../lib/adjustment-window';
import { formatAmount } from '../../lib/amounts';
import { longDate } from '../../lib/format';
import { domainRule } from '../../lib/form-rules';
import { monthOf, selectInMonth } from '../../lib/month-calendar';
import { useAction, useRowActions } from '../../lib/useAction';
import { versionTitle } from '../../lib/recipe';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { BatchTabs } from './BatchTabs';
import { calendarAmounts, stockInInput, validateStockIn, type StockInValues } from './batch-stock';

type StockIn = BatchStock['stockIns'][number];

/**
 * Every change moves the day's total (the calendar); remaining stock is read again when its
 * screen opens.
 */
const refetchQueries = [BatchProductionCalendarDocument, BatchStockDayDocument];

/**
 * /batch-production (spec 2 §2, §5, issue 10): a month calendar with each production day's total
 * batch cost; the selected day's batch stock: Add Stock when it has none, else its stock-ins (a
 * complete batch item version and the batches made, edited one row at a time), remarks and total.
 * Days outside the 90-day window are read-only (the server's `editable`).
 */
export default function BatchProductionPage() {
  const { data: windowData } = useOutletQuery(BatchStockWindowDocument);
  const dateWindow = windowData?.adjustmentWindow;
  const [selected, setSelected] = useState<CalendarDate>(() => outletToday());
  const [month, setMonth] = useState(() => monthOf(selected));
  const calendar = useOutletQuery(BatchProductionCalendarDocument, { variables: { month } });
  const day = useOutletQuery(BatchStockDayDocument, { variables: { date: selected } });
  const stock = day.data?.batchStock;

  const changeMonth = (next: string) => {
    setMonth(next);
    setSelected((current) => selectInMonth(current, next));
  };
  const [create, { loading: creating }] = useAction(CreateBatchStockDocument, {
    success: BatchMessages.stockIn.dayAdded,
    refetchQueries,
  });
  const closed = dateWindow ? isAdjustmentDateDisabled(selected, dateWindow) : false;

  return (
    <BatchTabs active="/batch-production">
      <Flex vertical gap={16}>
        <Card>
          <MonthCalendar
            label="Production calendar"
            month={month}
            onMonthChange={changeMonth}
            today={dateWindow?.today ?? outletToday()}
            selected={selected}
            onSelect={setSelected}
            amounts={calendarAmounts(calendar.data?.batchProductionCalendar ?? [])}
            loading={calendar.loading && !calendar.data}
          />
        </Card>
        <section aria-label="Batch stock of the day">
          <Card title={longDate(selected)} loading={day.loading && !day.data}>
            {stock ? (
              <DayStock stock={stock} />
            ) : (
              <Flex vertical align="center" gap={12}>
                <EmptyState text="No batch stock on this day" />
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  loading={creating}
                  disabled={closed || !dateWindow}
                  onClick={() => void create({ date: selected })}
                >
                  Add Stock
                </Button>
                {closed && (
                  <Typography.Text type="secondary">
                    {selected > (dateWindow?.today ?? '')
                      ? 'Production can be recorded up to today'
                      : BatchMessages.stockIn.outsideWindow}
                  </Typography.Text>
                )}
              </Flex>
            )}
          </Card>
        </section>
      </Flex>
    </BatchTabs>
  );
}

/** A day's batch stock: its stock-ins, total and remarks. */
function DayStock({ stock }: { stock: BatchStock }) {
  const {
    create: addStockIn,
    update: updateStockIn,
    remove: removeStockIn,
  } = useRowActions(
    {
      create: CreateBatchStockInDocument,
      update: UpdateBatchStockInDocument,
      remove: DeleteBatchStockInDocument,
    },
    BatchMessages.stockIn,
    refetchQueries,
  );
  const [updateDay, { loading: savingRemarks }] = useAction(UpdateBatchStockDocument, {
    success: BatchMessages.stockIn.remarksSaved,
  });
  const [removeDay] = useAction(DeleteBatchStockDocument, {
    success: BatchMessages.stockIn.dayDeleted,
    refetchQueries,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const [remarksForm] = Form.useForm<{ remarks: string }>();
  // The saved remarks fill the form (again after a save or another day).
  useEffect(() => {
    remarksForm.setFieldsValue({ remarks: stock.remarks ?? '' });
  }, [remarksForm, stock.remarks]);

  const rule = (field: keyof StockInValues) => domainRule<StockInValues>(validateStockIn, field);
  const columns: EditableColumn<StockIn, StockInValues>[] = [
    {
      key: 'item',
      title: 'Batch Item',
      render: (row) => versionTitle(row.name, row.versionNumber),
      field: 'batchItemId',
      input: (row) => (
        <BatchItemPicker
          label="Batch Item"
          current={
            row ? { id: row.batchItemId, name: row.name, versionNumber: row.versionNumber } : null
          }
        />
      ),
      rules: [rule('batchItemId')],
      width: 280,
    },
    {
      key: 'quantity',
      title: 'Quantity',
      render: (row) => formatAmount(row.quantity, 'quantity'),
      field: 'quantity',
      input: () => <QuantityInput aria-label="Quantity" />,
      rules: [rule('quantity')],
      align: 'right',
      width: 120,
    },
    {
      key: 'cost',
      title: 'Cost per Batch (RM)',
      render: (row) => formatAmount(row.cost, 'unitCost'),
      align: 'right',
    },
    {
      key: 'total',
      title: 'Total (RM)',
      render: (row) => formatAmount(row.total),
      align: 'right',
    },
  ];

  return (
    <Flex vertical gap={16}>
      {confirmHolder}
      {!stock.editable && (
        <Typography.Text type="secondary">{BatchMessages.stockIn.outsideWindow}</Typography.Text>
      )}
      <section aria-label="Stock-ins">
        <EditableTable<StockIn, StockInValues>
          rows={stock.stockIns}
          rowKey={(row) => row.id}
          columns={columns}
          toValues={(row) => ({ batchItemId: row.batchItemId, quantity: row.quantity })}
          newValues={() => ({ batchItemId: null, quantity: '1' })}
          onSave={(values, row) =>
            row
              ? updateStockIn({ id: row.id, input: stockInInput(values) })
              : addStockIn({ input: { date: stock.date, ...stockInInput(values) } })
          }
          onDelete={(row) =>
            confirmDelete({
              name: versionTitle(row.name, row.versionNumber),
              onConfirm: () => removeStockIn({ id: row.id }),
            })
          }
          addLabel="Add Stock-in"
          emptyText="No batch items produced yet: add what was made today."
          disabled={!stock.editable}
        />
      </section>
      <Flex justify="flex-end">
        <Typography.Text style={{ fontSize: 16 }}>
          Total batch cost:{' '}
          <Typography.Text strong data-testid="day-total">
            {formatAmount(stock.totalCost)}
          </Typography.Text>
        </Typography.Text>
      </Flex>
      <Form
        form={remarksForm}
        layout="vertical"
        name="batch-stock-remarks"
        initialValues={{ remarks: stock.remarks ?? '' }}
        onFinish={(values) =>
          void updateDay({ id: stock.id, remarks: values.remarks?.trim() || null })
        }
      >
        <Form.Item label="Remarks" name="remarks">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Flex wrap gap={8} justify="space-between">
          <Button htmlType="submit" loading={savingRemarks}>
            Save Remarks
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!stock.editable}
            onClick={() =>
              confirmDelete({
                name: `the batch stock of ${longDate(stock.date)}`,
                onConfirm: () => removeDay({ id: stock.id }),
              })
            }
          >
            Delete Stock
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
