import { PageHeader } from '../../components/PageHeader';
import { PlusOutlined } from '@ant-design/icons';
import { InventoryMessages, Messages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import { Button, Form, Input, Modal, type TableColumnsType } from 'antd';
import { amountColumn } from '../../components/Amount';
import { deleteColumn } from '../../components/DeleteRowButton';
import { IngredientPicker } from '../../components/IngredientPicker';
import { PagedTable } from '../../components/PagedTable';
import {
  CreateInventoryItemDocument,
  DeleteInventoryItemDocument,
  InventoryItemsDocument,
  type InventoryItemsQuery,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useModalForm } from '../../lib/useModalForm';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { byInventoryName } from './inventory';
import { Name } from '../../components/Name';

type InventoryRow = InventoryItemsQuery['inventoryItems']['nodes'][number];

interface InventoryFormValues {
  name: string;
  ingredientId?: string;
}

const refetchQueries = [InventoryItemsDocument];

/**
 * /inventory (spec 2 §2, issue 8): the names suppliers give products, each mapped to the
 * ingredient it stocks, with the average quantity and unit price of their purchases; search, add
 * (an autocompleting ingredient picker) and delete (refused while a menu item or an expense uses
 * one; the server's message shows in the error modal).
 */
export default function InventoryPage() {
  const { rows, list } = usePagedQuery(InventoryItemsDocument, {
    select: (data) => data.inventoryItems,
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.long,
    outletScoped: true,
  });
  const [create] = useAction(CreateInventoryItemDocument, {
    success: InventoryMessages.inventoryItem.added,
    refetchQueries,
  });
  const [remove] = useAction(DeleteInventoryItemDocument, {
    success: InventoryMessages.inventoryItem.deleted,
    refetchQueries,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const modalForm = useModalForm<InventoryFormValues>({
    titles: { add: 'Add Inventory Item', edit: 'Edit Inventory Item' },
    onSubmit: (values) =>
      create({ input: { name: values.name.trim(), ingredientId: values.ingredientId } }),
  });

  const columns: TableColumnsType<InventoryRow> = [
    {
      key: 'name',
      title: 'Inventory',
      render: (_, row) => <Name text={row.name} />,
      sorter: byInventoryName,
      defaultSortOrder: 'ascend',
      sortDirections: ['ascend', 'descend', 'ascend'],
    },
    {
      key: 'ingredient',
      title: 'Ingredient',
      render: (_, row) => (row.ingredient ? <Name text={row.ingredient.name} /> : '-'),
    },
    amountColumn(
      'averagePurchaseQuantity',
      'Average Purchase Quantity',
      (row) => row.averagePurchaseQuantity,
      'quantity',
    ),
    amountColumn(
      'averageUnitPrice',
      'Average Unit Price (RM)',
      (row) => row.averageUnitPrice,
      'unitCost',
    ),
    deleteColumn(confirmDelete, (row) => remove({ id: row.id })),
  ];

  return (
    <>
      {confirmHolder}
      <PageHeader title="Inventory" subtitle={InventoryMessages.inventoryItem.pageDescription} />
      <PagedTable<InventoryRow>
        rowKey="id"
        columns={columns}
        rows={rows}
        list={list}
        searchPlaceholder="Search Inventory"
        emptyText={Messages.empty.noItemsFound}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => modalForm.open({ name: '' })}
          >
            Add Inventory Item
          </Button>
        }
      />
      <Modal {...modalForm.modalProps}>
        <Form<InventoryFormValues> {...modalForm.formProps} name="inventory-item">
          <Form.Item
            label="Inventory Name"
            name="name"
            rules={[
              {
                required: true,
                whitespace: true,
                message: InventoryMessages.inventoryItem.nameBlank,
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Ingredient"
            name="ingredientId"
            rules={[{ required: true, message: InventoryMessages.inventoryItem.ingredientBlank }]}
          >
            <IngredientPicker open={modalForm.target !== undefined} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
