import { PlusOutlined } from '@ant-design/icons';
import { BatchMessages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import { Button, Form, Input, Modal, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { QuantityInput, amountColumn } from '../../components/Amount';
import { deleteColumn } from '../../components/DeleteRowButton';
import { PagedTable } from '../../components/PagedTable';
import {
  BatchItemsDocument,
  CreateBatchItemDocument,
  DeleteBatchItemDocument,
  DuplicateBatchItemDocument,
  type BatchItemRowFieldsFragment as BatchRow,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useModalForm } from '../../lib/useModalForm';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { BatchTabs } from './BatchTabs';
import { batchEmptyText, batchItemInput, type BatchItemValues } from './batch';
import { nameColumn } from '../../components/Name';

interface AddValues extends BatchItemValues {
  name: string;
}
interface DuplicateValues {
  name: string;
}

const refetchQueries = [BatchItemsDocument];

/**
 * /batch (spec 2 §2 "Batch list"): the outlet's batch items (the highest version of each) a page
 * at a time by name, with their live batch cost, portion size and portion cost; search; Add Batch
 * Product and Duplicate Batch Item (each opens the new item); delete (the server refuses while a
 * version is used by a menu item or has production or an adjustment: its message shows).
 */
export default function BatchListPage() {
  const navigate = useNavigate();
  const { rows, list } = usePagedQuery(BatchItemsDocument, {
    select: (data) => data.batchItems,
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    outletScoped: true,
    // Costs move when ingredient prices change elsewhere: always ask again.
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useAction(CreateBatchItemDocument, {
    success: BatchMessages.item.created,
    refetchQueries,
  });
  const [duplicate] = useAction(DuplicateBatchItemDocument, {
    success: BatchMessages.item.duplicated,
    refetchQueries,
  });
  const [remove] = useAction(DeleteBatchItemDocument, {
    success: BatchMessages.item.deleted,
    refetchQueries,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const opened = (id: string | undefined) => {
    if (id) void navigate(`/batch/${id}`);
  };
  const addForm = useModalForm<AddValues>({
    titles: { add: 'Add Batch Product', edit: 'Add Batch Product' },
    onSubmit: async (values) => {
      const created = await create({
        input: { name: values.name.trim(), ...batchItemInput(values) },
      });
      opened(created?.createBatchItem.id);
      return created;
    },
  });
  const duplicateForm = useModalForm<DuplicateValues, BatchRow>({
    titles: { add: 'Duplicate Batch Item', edit: 'Duplicate Batch Item' },
    onSubmit: async (values, row) => {
      if (!row) return null;
      const copy = await duplicate({ id: row.id, name: values.name.trim().toUpperCase() });
      opened(copy?.duplicateBatchItem.id);
      return copy;
    },
  });

  const columns: TableColumnsType<BatchRow> = [
    nameColumn('name', 'Batch Ingredient'),
    {
      key: 'version',
      title: 'Version',
      align: 'center',
      render: (_, row) => `v${row.versionNumber}`,
    },
    amountColumn('batchCost', 'Batch Cost (RM)', (row) => row.batchCost, 'unitCost'),
    amountColumn('portionSize', 'Portion Size', (row) => row.portionSize, 'quantity'),
    amountColumn('portionCost', 'Portion Cost (RM)', (row) => row.portionCost, 'unitCost'),
    { key: 'updatedAt', title: 'Updated On', render: (_, row) => longDate(row.updatedAt) },
    deleteColumn(
      confirmDelete,
      (row) => remove({ id: row.id }),
      (row) => duplicateForm.open({ name: '' }, row),
    ),
  ];

  return (
    <BatchTabs active="/batch">
      {confirmHolder}
      <PagedTable<BatchRow>
        rowKey="id"
        columns={columns}
        rows={rows}
        list={list}
        searchPlaceholder="Search Batch Ingredient"
        emptyText={batchEmptyText(list.state.search)}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => addForm.open({ name: '', portionSize: null, remarks: '' })}
          >
            Add Batch Product
          </Button>
        }
        onRow={(row) => ({
          onClick: () => void navigate(`/batch/${row.id}`),
          style: { cursor: 'pointer', height: 60 },
        })}
      />
      <Modal {...addForm.modalProps} okText="Confirm">
        <Form<AddValues> {...addForm.formProps} name="batch-item">
          <Form.Item
            label="Name"
            name="name"
            rules={[{ required: true, whitespace: true, message: BatchMessages.item.nameBlank }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Portion Size"
            name="portionSize"
            extra="How many portions one batch makes"
          >
            <QuantityInput min="0" />
          </Form.Item>
          <Form.Item label="Remarks" name="remarks">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal {...duplicateForm.modalProps} okText="Confirm">
        <Form<DuplicateValues> {...duplicateForm.formProps} name="duplicate-batch-item">
          <Form.Item
            label="New Name"
            name="name"
            rules={[
              { required: true, whitespace: true, message: BatchMessages.item.duplicateNameBlank },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </BatchTabs>
  );
}
