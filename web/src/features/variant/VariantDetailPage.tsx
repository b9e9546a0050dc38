import { PageHeader } from '../../components/PageHeader';
import { CatalogueMessages } from '@mise/domain';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Amount, MoneyInput, QuantityInput } from '../../components/Amount';
import { EditableTable, type EditableColumn } from '../../components/EditableTable';
import { EmptyState } from '../../components/EmptyState';
import { UnitCostWithSource } from '../../components/NoPurchasePrice';
import {
  AddVariantBatchItemDocument,
  AddVariantIngredientDocument,
  RemoveVariantBatchItemDocument,
  RemoveVariantIngredientDocument,
  UpdateVariantBatchItemDocument,
  UpdateVariantDocument,
  UpdateVariantIngredientDocument,
  VariantDetailDocument,
  type VariantDetailFieldsFragment as Variant,
} from '../../generated/graphql';
import { formatAmount } from '../../lib/amounts';
import { domainRule } from '../../lib/form-rules';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { batchRowColumns } from '../../components/BatchItemPicker';
import { IngredientPicker } from '../../components/IngredientPicker';
import { batchRowName } from '../../lib/recipe';
import {
  VARIANT_TYPE_OPTIONS,
  validateVariantBatchItem,
  validateVariantIngredient,
  validateVariantSettings,
  variantBatchItemInput,
  variantIngredientInput,
  variantSettingsInput,
  type VariantBatchValues,
  type VariantIngredientValues,
  type VariantSettingsValues,
} from './variant';

type IngredientRow = Variant['ingredients'][number];
type BatchRow = Variant['batchItems'][number];

/**
 * /variant/:id (spec 2 §2, §4, issue 9): the variant's name (read-only), its type and maximum
 * choice (SINGLE forces 1 and disables the field) saved by Update, and its ingredient rows (an
 * ingredient, the amount one choice uses, its add-on price) edited one at a time, with the
 * 'Final add-on price' they add up to, and its batch rows (a complete batch item, the portions one
 * choice uses, its add-on price) the same way. Every mutation answers the whole variant, so the
 * total and the rows update from the answer.
 */
export default function VariantDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useOutletQuery(VariantDetailDocument, {
    variables: { id },
    context: { quiet: true },
  });
  const variant = data?.variant;

  return (
    <>
      <PageHeader
        back={{ to: '/variant', label: 'Back to Variant' }}
        title={variant?.name ?? (loading ? '' : 'Variant')}
      />
      {variant ? (
        <VariantDetail variant={variant} />
      ) : (
        <Card loading={loading && !error}>
          {error && <EmptyState text={error.message || CatalogueMessages.variant.notFound} />}
        </Card>
      )}
    </>
  );
}

function VariantDetail({ variant }: { variant: Variant }) {
  const [form] = Form.useForm<VariantSettingsValues>();
  const variantType = Form.useWatch('variantType', form);
  const [update, { loading: updating }] = useAction(UpdateVariantDocument, {
    success: CatalogueMessages.variant.updated,
  });
  const [addIngredient] = useAction(AddVariantIngredientDocument, {
    success: CatalogueMessages.variant.ingredientAdded,
  });
  const [updateIngredient] = useAction(UpdateVariantIngredientDocument, {
    success: CatalogueMessages.variant.ingredientUpdated,
  });
  const [removeIngredient] = useAction(RemoveVariantIngredientDocument, {
    success: CatalogueMessages.variant.ingredientRemoved,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();

  // The saved settings fill the form (again after Update answers them).
  useEffect(() => {
    form.setFieldsValue({ variantType: variant.variantType, maxChoice: variant.maxChoice });
  }, [form, variant.variantType, variant.maxChoice]);

  const rows = variant.ingredients;
  const rowRule = (field: keyof VariantIngredientValues) =>
    domainRule<VariantIngredientValues>((values) => validateVariantIngredient(values, rows), field);

  const columns: EditableColumn<IngredientRow, VariantIngredientValues>[] = [
    {
      key: 'ingredient',
      title: 'Ingredient',
      render: (row) => row.ingredient?.name ?? '-',
      field: 'ingredientId',
      input: (row) => <IngredientPicker current={row?.ingredient} />,
      rules: [rowRule('ingredientId')],
      width: 260,
    },
    {
      key: 'amount',
      title: 'Amount',
      render: (row) =>
        `${formatAmount(row.amount, 'quantity')}${row.ingredient ? ` ${row.ingredient.unit}` : ''}`,
      field: 'amount',
      input: () => <QuantityInput aria-label="Amount" min="0" />,
      rules: [rowRule('amount')],
      align: 'right',
      width: 140,
    },
    {
      key: 'unitCost',
      title: 'Cost per Unit (RM)',
      render: (row) => (
        <UnitCostWithSource
          unitCost={row.unitCost}
          source={row.unitCostSource}
          ingredientId={row.ingredientId}
        />
      ),
      align: 'right',
      width: 170,
    },
    {
      key: 'addOnPrice',
      title: 'Add-on Price (RM)',
      render: (row) => <Amount value={row.addOnPrice} />,
      field: 'addOnPrice',
      input: () => <MoneyInput aria-label="Add-on Price" min="0" />,
      rules: [rowRule('addOnPrice')],
      align: 'right',
      width: 160,
    },
  ];

  return (
    <Flex vertical gap={16}>
      {confirmHolder}
      <Card title="Variant">
        <Form<VariantSettingsValues>
          form={form}
          layout="vertical"
          name="variant-settings"
          initialValues={{ variantType: variant.variantType, maxChoice: variant.maxChoice }}
          onValuesChange={(changed: Partial<VariantSettingsValues>) => {
            if (changed.variantType === 'SINGLE') form.setFieldsValue({ maxChoice: 1 });
          }}
          onFinish={(values) => void update({ id: variant.id, ...variantSettingsInput(values) })}
        >
          <Flex gap={16} wrap>
            <Form.Item label="Variant Name" style={{ flex: '2 1 240px' }}>
              <Input value={variant.name} readOnly disabled aria-label="Variant Name" />
            </Form.Item>
            <Form.Item label="Variant Type" name="variantType" style={{ flex: '1 1 160px' }}>
              <Select options={VARIANT_TYPE_OPTIONS} />
            </Form.Item>
            <Form.Item
              label="Maximum Choice"
              name="maxChoice"
              style={{ flex: '1 1 160px' }}
              rules={[domainRule(validateVariantSettings, 'maxChoice')]}
            >
              <InputNumber<number>
                precision={0}
                step={1}
                disabled={variantType === 'SINGLE'}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Flex>
          <Button type="primary" htmlType="submit" loading={updating}>
            Update
          </Button>
        </Form>
      </Card>
      <Card title="Ingredients">
        <section aria-label="Variant ingredients">
          <EditableTable<IngredientRow, VariantIngredientValues>
            rows={rows}
            rowKey={(row) => row.id}
            columns={columns}
            toValues={(row) => ({
              rowId: row.id,
              ingredientId: row.ingredientId,
              amount: row.amount,
              addOnPrice: row.addOnPrice,
            })}
            newValues={() => ({ rowId: null, ingredientId: null, amount: '1', addOnPrice: null })}
            onSave={(values, row) => {
              const input = variantIngredientInput(values);
              return row
                ? updateIngredient({ id: row.id, input })
                : addIngredient({ variantId: variant.id, input });
            }}
            onDelete={(row) =>
              confirmDelete({
                name: row.ingredient?.name ?? 'this ingredient',
                onConfirm: () => removeIngredient({ id: row.id }),
              })
            }
            addLabel="Add Ingredient"
            emptyText="No ingredients yet: add what each choice uses and its add-on price."
          />
        </section>
      </Card>
      <Card title="Batch Ingredients">
        <section aria-label="Variant batch items">
          <VariantBatchItemsTable variant={variant} />
        </section>
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Typography.Text style={{ fontSize: 16 }}>
            Final add-on price:{' '}
            <Typography.Text strong data-testid="final-add-on-price">
              {formatAmount(variant.totalAddOnPrice)}
            </Typography.Text>
          </Typography.Text>
        </Flex>
      </Card>
    </Flex>
  );
}

/** The variant's batch rows: a complete batch item, portions per choice, the add-on price. */
function VariantBatchItemsTable({ variant }: { variant: Variant }) {
  const [add] = useAction(AddVariantBatchItemDocument, {
    success: CatalogueMessages.variant.batchItemAdded,
  });
  const [update] = useAction(UpdateVariantBatchItemDocument, {
    success: CatalogueMessages.variant.batchItemUpdated,
  });
  const [remove] = useAction(RemoveVariantBatchItemDocument, {
    success: CatalogueMessages.variant.batchItemRemoved,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const rows = variant.batchItems;
  const rowRule = (field: keyof VariantBatchValues) =>
    domainRule<VariantBatchValues>((values) => validateVariantBatchItem(values, rows), field);

  const columns: EditableColumn<BatchRow, VariantBatchValues>[] = [
    ...batchRowColumns<BatchRow, VariantBatchValues>(rowRule),
    {
      key: 'addOnPrice',
      title: 'Add-on Price (RM)',
      render: (row) => <Amount value={row.addOnPrice} />,
      field: 'addOnPrice',
      input: () => <MoneyInput aria-label="Add-on Price" min="0" />,
      rules: [rowRule('addOnPrice')],
      align: 'right',
      width: 160,
    },
  ];

  return (
    <>
      {confirmHolder}
      <EditableTable<BatchRow, VariantBatchValues>
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        toValues={(row) => ({
          rowId: row.id,
          batchItemId: row.batchItemId,
          amount: row.amount,
          addOnPrice: row.addOnPrice,
        })}
        newValues={() => ({ rowId: null, batchItemId: null, amount: '1', addOnPrice: null })}
        onSave={(values, row) => {
          const input = variantBatchItemInput(values);
          return row ? update({ id: row.id, input }) : add({ variantId: variant.id, input });
        }}
        onDelete={(row) =>
          confirmDelete({ name: batchRowName(row), onConfirm: () => remove({ id: row.id }) })
        }
        addLabel="Add Batch Ingredient"
        emptyText="No batch ingredients yet: add the portions of a prepared item each choice uses."
      />
    </>
  );
}
