import { PageHeader } from '../../components/PageHeader';
import { PlusOutlined } from '@ant-design/icons';
import { CatalogueMessages, Messages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import { Button, Form, Input, Modal, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { deleteColumn } from '../../components/DeleteRowButton';
import { PagedTable } from '../../components/PagedTable';
import {
  CreateOutletTableDocument,
  DeleteOutletTableDocument,
  OutletTablesDocument,
  type OutletTablesQuery,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useModalForm } from '../../lib/useModalForm';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { OrderingAddressCard } from './OrderingAddressCard';
import { tablePath } from './table';
import { nameColumn } from '../../components/Name';

type TableRow = OutletTablesQuery['outletTables']['nodes'][number];

interface TableFormValues {
  name: string;
}

const refetchQueries = [OutletTablesDocument];

/**
 * /table (spec 2 §2, issue 9): the outlet's dining tables by name, search, Add Table and delete
 * (a confirmation only: nothing else depends on a table). A row opens /table/{name} and its QR code.
 */
export default function TablesPage() {
  const navigate = useNavigate();
  const { rows, list } = usePagedQuery(OutletTablesDocument, {
    select: (data) => data.outletTables,
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    outletScoped: true,
  });
  const [create] = useAction(CreateOutletTableDocument, {
    success: CatalogueMessages.table.added,
    refetchQueries,
  });
  const [remove] = useAction(DeleteOutletTableDocument, {
    success: CatalogueMessages.table.deleted,
    refetchQueries,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const modalForm = useModalForm<TableFormValues>({
    titles: { add: 'Add Table', edit: 'Edit Table' },
    onSubmit: (values) => create({ name: values.name.trim() }),
  });

  const columns: TableColumnsType<TableRow> = [
    nameColumn('name', 'Table Name'),
    { key: 'createdAt', title: 'Created On', render: (_, row) => longDate(row.createdAt) },
    deleteColumn(confirmDelete, (row) => remove({ id: row.id })),
  ];

  return (
    <>
      {confirmHolder}
      <PageHeader
        title="Tables"
        subtitle={
          <>Your dining tables. Open one for the QR code guests scan to order from that table.</>
        }
      />
      <OrderingAddressCard />
      <PagedTable<TableRow>
        rowKey="id"
        columns={columns}
        rows={rows}
        list={list}
        searchPlaceholder="Search Tables"
        emptyText={Messages.empty.noItemsFound}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => modalForm.open({ name: '' })}
          >
            Add Table
          </Button>
        }
        onRow={(row) => ({
          onClick: () => void navigate(tablePath(row.name)),
          style: { cursor: 'pointer' },
        })}
      />
      <Modal {...modalForm.modalProps}>
        <Form<TableFormValues> {...modalForm.formProps} name="table">
          <Form.Item
            label="Table Name"
            name="name"
            rules={[
              { required: true, whitespace: true, message: CatalogueMessages.table.nameBlank },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
