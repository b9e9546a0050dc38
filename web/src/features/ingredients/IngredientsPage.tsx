import { PageHeader } from '../../components/PageHeader';
import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_UNIT, InventoryMessages, Messages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import { Button, Form, Input, Modal, Select, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { amountColumn } from '../../components/Amount';
import { deleteColumn } from '../../components/DeleteRowButton';
import { PagedTable } from '../../components/PagedTable';
import {
  CreateIngredientDocument,
  DeleteIngredientDocument,
  IngredientsDocument,
  UnitsOfMeasureDocument,
  type IngredientFieldsFragment as Ingredient,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useModalForm } from '../../lib/useModalForm';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { STOCK_ENTRIES_PATH } from '../../lib/unit-cost';
import { recentPurchaseDate } from './ingredients';
import { nameColumn } from '../../components/Name';

interface IngredientFormValues {
  name: string;
  unit: string;
}

const refetchQueries = [IngredientsDocument];

/**
 * /ingredients (spec 2 §2, issue 8): the outlet's ingredients a page at a time with their stock
 * and prices, search, Add Ingredient Item (name, unit of measure) and delete (the server refuses
 * while a menu, inventory or batch item uses one; its message shows in the error modal).
 */
export default function IngredientsPage() {
  const navigate = useNavigate();
  const { rows, list } = usePagedQuery(IngredientsDocument, {
    select: (data) => data.ingredients,
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.long,
    outletScoped: true,
  });
  const { data: units } = useOutletQuery(UnitsOfMeasureDocument);
  const [create] = useAction(CreateIngredientDocument, {
    success: InventoryMessages.ingredient.added,
    refetchQueries,
  });
  const [remove] = useAction(DeleteIngredientDocument, {
    success: InventoryMessages.ingredient.deleted,
    refetchQueries,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const modalForm = useModalForm<IngredientFormValues>({
    titles: { add: 'Add Ingredient Item', edit: 'Edit Ingredient Item' },
    onSubmit: (values) =>
      create({ input: { name: values.name.trim(), unit: values.unit || DEFAULT_UNIT } }),
  });

  const columns: TableColumnsType<Ingredient> = [
    nameColumn('name', 'Ingredient'),
    { key: 'unit', title: 'Unit', dataIndex: 'unit' },
    amountColumn('stockCount', 'Remaining Stock', (row) => row.stockCount, 'quantity'),
    amountColumn(
      'averagePrice',
      'Average Price Per Unit (RM)',
      (row) => row.averagePrice,
      'unitCost',
    ),
    {
      key: 'latestStockinDate',
      title: 'Recent Purchase Date',
      render: (_, row) => recentPurchaseDate(row.latestStockinDate),
    },
    deleteColumn(confirmDelete, (row) => remove({ id: row.id })),
  ];

  return (
    <>
      {confirmHolder}
      <PageHeader
        title="Ingredients"
        subtitle={
          <>
            What your recipes are made of: the stock on hand, what it cost on average, and when you
            last bought it. Open an ingredient to adjust its stock and see every movement.
          </>
        }
      />
      <PagedTable<Ingredient>
        rowKey="id"
        columns={columns}
        rows={rows}
        list={list}
        searchPlaceholder="Search Ingredient"
        emptyText={Messages.empty.noItemsFound}
        toolbar={
          <>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => modalForm.open({ name: '', unit: DEFAULT_UNIT })}
            >
              Add Ingredient Item
            </Button>
            <Button onClick={() => void navigate(STOCK_ENTRIES_PATH)}>
              Opening Stock and Stock Count
            </Button>
          </>
        }
        onRow={(row) => ({
          onClick: () => void navigate(`/ingredients/${row.id}`),
          style: { cursor: 'pointer' },
        })}
      />
      <Modal {...modalForm.modalProps}>
        <Form<IngredientFormValues> {...modalForm.formProps} name="ingredient">
          <Form.Item
            label="Ingredient Name"
            name="name"
            rules={[
              { required: true, whitespace: true, message: InventoryMessages.ingredient.nameBlank },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Unit"
            name="unit"
            rules={[{ required: true, message: InventoryMessages.ingredient.unitBlank }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={(units?.unitsOfMeasure ?? []).map((u) => ({
                value: u.unit,
                label: `${u.name} (${u.unit})`,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
