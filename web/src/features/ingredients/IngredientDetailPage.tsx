import { PageHeader } from '../../components/PageHeader';
import { InventoryMessages, adjustmentAmountError, type AdjustmentReason } from '@mise/domain';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Select,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useNavigate, useParams } from 'react-router';
import { Adjustments, type AdjustmentValues } from '../../components/Adjustments';
import { Amount, QuantityInput, amountColumn } from '../../components/Amount';
import { PagedTable } from '../../components/PagedTable';
import {
  CreateStockAdjustmentDocument,
  DeleteStockAdjustmentDocument,
  IngredientDetailDocument,
  IngredientMovementsDocument,
  StockAdjustmentsDocument,
  UpdateStockAdjustmentDocument,
  type IngredientMovementsQuery,
  type StockAdjustmentFieldsFragment as Adjustment,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useRowActions } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { openingStockPath } from '../../lib/unit-cost';
import {
  REASON_OPTIONS,
  movementKindLabel,
  movementSourceLabel,
  reasonLabel,
  recentPurchaseDate,
} from './ingredients';

type Movement = IngredientMovementsQuery['ingredientMovements']['nodes'][number];

interface AdjustmentFormValues extends AdjustmentValues {
  amount: string | null;
  reason: AdjustmentReason;
}

/** Every change to an adjustment moves stock, prices and the history: all three are read again. */
const refetchQueries = [
  IngredientDetailDocument,
  StockAdjustmentsDocument,
  IngredientMovementsDocument,
];

/** The amount as the form shows it: the deduction without its sign. */
const positive = (amount: string) => amount.replace(/^-/, '');

/**
 * /ingredients/:id (spec 2 §2, issue 8): the ingredient's stock and prices, its stock adjustments
 * (newest first; add / edit / delete with a date inside the server's window and a reason;
 * credit-invoice rows locked) and its movement history (every live ledger row, paged).
 */
export default function IngredientDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useOutletQuery(IngredientDetailDocument, { variables: { id } });
  const ingredient = data?.ingredient;
  const dateWindow = data?.adjustmentWindow;
  const adjustments = usePagedQuery(StockAdjustmentsDocument, {
    select: (d) => d.stockAdjustments,
    variables: { ingredientId: id },
    outletScoped: true,
  });
  const movements = usePagedQuery(IngredientMovementsDocument, {
    select: (d) => d.ingredientMovements,
    variables: { ingredientId: id },
    outletScoped: true,
  });
  const { create, update, remove } = useRowActions(
    {
      create: CreateStockAdjustmentDocument,
      update: UpdateStockAdjustmentDocument,
      remove: DeleteStockAdjustmentDocument,
    },
    InventoryMessages.adjustment,
    refetchQueries,
  );

  const movementColumns: TableColumnsType<Movement> = [
    { key: 'date', title: 'Date', render: (_, row) => longDate(row.movementDate) },
    { key: 'kind', title: 'Movement', render: (_, row) => movementKindLabel(row.kind) },
    amountColumn('quantity', 'Quantity', (row) => row.quantity, 'quantity'),
    amountColumn('unitCost', 'Unit Cost (RM)', (row) => row.unitCost, 'unitCost'),
    amountColumn('runningStock', 'Stock After', (row) => row.runningStock, 'quantity'),
    {
      key: 'source',
      title: 'Source',
      render: (_, row) => movementSourceLabel(row.sourceType, row.sourceId),
    },
    {
      key: 'note',
      title: 'Note',
      render: (_, row) => [reasonLabel(row.reason), row.remarks].filter(Boolean).join(': '),
    },
  ];

  return (
    <>
      <PageHeader
        back={{ to: '/ingredients', label: 'Back to Ingredients' }}
        title={ingredient?.name ?? (loading ? '' : 'Ingredient')}
        extra={
          <Button onClick={() => void navigate(openingStockPath(id))}>Add Opening Stock</Button>
        }
      />
      <Flex vertical gap={16}>
        <Card loading={loading && !ingredient}>
          {ingredient && (
            <Descriptions
              column={{ xs: 1, sm: 2, xl: 4 }}
              items={[
                { key: 'unit', label: 'Unit', children: ingredient.unit },
                {
                  key: 'stock',
                  label: 'Remaining Stock',
                  children: (
                    <span data-testid="remaining-stock">
                      <Amount value={ingredient.stockCount} kind="quantity" />
                    </span>
                  ),
                },
                {
                  key: 'average',
                  label: 'Average Price Per Unit',
                  children: <Amount value={ingredient.averagePrice} kind="unitCost" />,
                },
                {
                  key: 'purchase',
                  label: 'Recent Purchase Date',
                  children: recentPurchaseDate(ingredient.latestStockinDate),
                },
              ]}
            />
          )}
        </Card>
        <Adjustments<Adjustment, AdjustmentFormValues>
          title="Stock Adjustments"
          titles={{ add: 'Add Stock Adjustment', edit: 'Edit Stock Adjustment' }}
          formName="adjustment"
          page={adjustments}
          window={dateWindow}
          disabled={!ingredient}
          columns={[
            amountColumn('amount', 'Amount', (row) => row.amount, 'quantity'),
            amountColumn(
              'averagePrice',
              'Average Price (RM)',
              (row) => row.averagePrice,
              'unitCost',
            ),
            amountColumn('total', 'Total (RM)', (row) => row.total),
            { key: 'reason', title: 'Reason', render: (_, row) => reasonLabel(row.reason) },
          ]}
          newValues={() => ({ amount: null, reason: 'WASTE' })}
          toValues={(row) => ({ amount: positive(row.amount), reason: row.reason ?? 'OTHER' })}
          fields={() => (
            <>
              <Form.Item
                label={`Amount to deduct${ingredient ? ` (${ingredient.unit})` : ''}`}
                name="amount"
                rules={[
                  {
                    validator: (_rule, value: string | null | undefined) => {
                      const error = adjustmentAmountError(value ?? '');
                      return error ? Promise.reject(new Error(error)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <QuantityInput />
              </Form.Item>
              <Form.Item label="Reason" name="reason">
                <Select options={REASON_OPTIONS} />
              </Form.Item>
            </>
          )}
          save={(shared, values, row) => {
            const input = { ...shared, amount: values.amount ?? '', reason: values.reason };
            return row
              ? update({ id: row.id, input })
              : create({ input: { ...input, ingredientId: id } });
          }}
          remove={(row) => remove({ id: row.id })}
        />
        <Card title="Movement History">
          <Typography.Paragraph type="secondary">
            Every purchase, sale, production and adjustment that moved this ingredient&apos;s stock,
            newest first, with the stock after each.
          </Typography.Paragraph>
          <section aria-label="Movement history">
            <PagedTable<Movement>
              rowKey="id"
              columns={movementColumns}
              rows={movements.rows}
              list={movements.list}
            />
          </section>
        </Card>
      </Flex>
    </>
  );
}
