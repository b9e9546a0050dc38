import { PageHeader } from '../../components/PageHeader';
import { BatchMessages, type BatchAdjustmentType } from '@mise/domain';
import { Button, Card, Descriptions, Flex, Form, Radio, Space, type FormInstance } from 'antd';
import { useParams } from 'react-router';
import { Adjustments, type AdjustmentValues } from '../../components/Adjustments';
import { Amount, QuantityInput, amountColumn } from '../../components/Amount';
import { EmptyState } from '../../components/EmptyState';
import {
  BatchAdjustmentsDocument,
  BatchStockLevelDocument,
  BatchStockWindowDocument,
  CreateBatchAdjustmentDocument,
  DeleteBatchAdjustmentDocument,
  UpdateBatchAdjustmentDocument,
  type BatchAdjustmentFieldsFragment as Adjustment,
  type BatchStockLevelFieldsFragment as StockLevel,
} from '../../generated/graphql';
import { useRowActions } from '../../lib/useAction';
import { versionTitle } from '../../lib/recipe';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { usePagedQuery } from '../../lib/usePagedQuery';
import {
  ADJUSTMENT_TYPE_OPTIONS,
  batchAdjustmentAmountError,
  forceNegative,
  toggleMinus,
} from './batch-stock';

interface AdjustmentFormValues extends AdjustmentValues {
  type: BatchAdjustmentType;
  amount: string | null;
}
/** Every change moves the item's stock (header and list) and its adjustments. */
const refetchQueries = [BatchStockLevelDocument, BatchAdjustmentsDocument];

/**
 * /batch-stock/adjustment/:id (spec 2 §2, §5, issue 10; the id is the batch item version): its
 * remaining stock in units and portions, and its adjustments (newest first): add / edit in a
 * modal with a date inside the server's window, an amount forced negative (a minus button flips
 * the sign) in stock units or portions; credit-invoice rows and old rows read-only.
 */
export default function BatchAdjustmentPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useOutletQuery(BatchStockLevelDocument, {
    variables: { batchItemId: id },
    fetchPolicy: 'cache-and-network',
    context: { quiet: true },
  });
  const level = data?.batchStockLevel;

  return (
    <>
      <PageHeader
        back={{ to: '/batch-stock', label: 'Back to Remaining Stock' }}
        title={level ? versionTitle(level.name, level.versionNumber) : loading ? '' : 'Batch Item'}
      />
      {level ? (
        <BatchAdjustments level={level} />
      ) : (
        <Card loading={loading && !error}>
          {error && <EmptyState text={error.message || BatchMessages.item.notFound} />}
        </Card>
      )}
    </>
  );
}

function BatchAdjustments({ level }: { level: StockLevel }) {
  const batchItemId = level.batchItemId;
  const { data: windowData } = useOutletQuery(BatchStockWindowDocument);
  const dateWindow = windowData?.adjustmentWindow;
  const adjustments = usePagedQuery(BatchAdjustmentsDocument, {
    select: (d) => d.batchAdjustments,
    variables: { batchItemId },
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  const { create, update, remove } = useRowActions(
    {
      create: CreateBatchAdjustmentDocument,
      update: UpdateBatchAdjustmentDocument,
      remove: DeleteBatchAdjustmentDocument,
    },
    BatchMessages.adjustment,
    refetchQueries,
  );

  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={{ xs: 1, sm: 2, xl: 5 }}
          items={[
            {
              key: 'units',
              label: 'Remaining Stock',
              children: (
                <span data-testid="stock-units">
                  <Amount value={level.stockUnits} kind="quantity" />
                </span>
              ),
            },
            {
              key: 'portions',
              label: 'Remaining Portions',
              children: (
                <span data-testid="stock-portions">
                  <Amount value={level.stockPortions} kind="quantity" />
                </span>
              ),
            },
            {
              key: 'portionSize',
              label: 'Portion Size',
              children: <Amount value={level.portionSize} kind="quantity" />,
            },
            {
              key: 'portionCost',
              label: 'Portion Cost',
              children: <Amount value={level.portionCost} kind="unitCost" />,
            },
            {
              key: 'parLevel',
              label: 'Par Level',
              children: <Amount value={level.parLevel} kind="quantity" />,
            },
          ]}
        />
      </Card>
      <Adjustments<Adjustment, AdjustmentFormValues>
        title="Batch Stock Adjustments"
        titles={{ add: 'Add Batch Stock Adjustment', edit: 'Edit Batch Stock Adjustment' }}
        formName="batch-adjustment"
        page={adjustments}
        emptyText="No adjustments"
        window={dateWindow}
        columns={[
          amountColumn('amountStock', 'Amount (stock)', (row) => row.amountStock, 'quantity'),
          amountColumn('amountPortion', 'Amount (portion)', (row) => row.amountPortion, 'quantity'),
          amountColumn('batchCost', 'Batch Cost (RM)', (row) => row.batchCost, 'unitCost'),
          amountColumn('portionCost', 'Portion Cost (RM)', (row) => row.portionCost, 'unitCost'),
          amountColumn('total', 'Total (RM)', (row) => row.total),
        ]}
        newValues={() => ({ type: 'STOCK', amount: null })}
        toValues={(row) => ({ type: 'STOCK', amount: row.amountStock })}
        fields={(form) => <AmountFields form={form} portionSize={level.portionSize} />}
        save={(shared, values, row) => {
          const input = {
            ...shared,
            amount: forceNegative(values.amount) ?? '',
            type: values.type,
          };
          return row ? update({ id: row.id, input }) : create({ input: { ...input, batchItemId } });
        }}
        remove={(row) => remove({ id: row.id })}
      />
    </Flex>
  );
}

/** Type (stock units or portions) and the amount, forced negative (Minus flips the sign). */
function AmountFields({
  form,
  portionSize,
}: {
  form: FormInstance<AdjustmentFormValues>;
  portionSize: string;
}) {
  const type = Form.useWatch('type', form) ?? 'STOCK';
  return (
    <>
      <Form.Item label="Type" name="type">
        <Radio.Group options={ADJUSTMENT_TYPE_OPTIONS} optionType="button" />
      </Form.Item>
      <Form.Item
        label="Amount"
        htmlFor="batch-adjustment_amount"
        required
        extra={
          type === 'PORTION'
            ? `In portions (${portionSize} per batch), deducted from stock`
            : 'In batches (stock units), deducted from stock'
        }
      >
        <Space.Compact style={{ width: '100%' }}>
          <Button
            aria-label="Minus"
            onClick={() => {
              form.setFieldValue('amount', toggleMinus(form.getFieldValue('amount')));
            }}
          >
            −
          </Button>
          <Form.Item
            name="amount"
            noStyle
            normalize={(value: string | null) => forceNegative(value)}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | null | undefined) => {
                  const problem = batchAdjustmentAmountError(
                    value,
                    getFieldValue('type') as BatchAdjustmentType,
                    portionSize,
                  );
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              }),
            ]}
          >
            <QuantityInput id="batch-adjustment_amount" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
