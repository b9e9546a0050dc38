import { PageHeader } from '../../components/PageHeader';
import { PlusOutlined } from '@ant-design/icons';
import { CatalogueMessages, Messages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import { Button, Form, Input, Modal, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { deleteColumn } from '../../components/DeleteRowButton';
import { PagedTable } from '../../components/PagedTable';
import {
  CreateVariantDocument,
  DeleteVariantDocument,
  VariantsDocument,
  type VariantsQuery,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useModalForm } from '../../lib/useModalForm';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { nameColumn } from '../../components/Name';

type VariantRow = VariantsQuery['variants']['nodes'][number];

interface VariantFormValues {
  name: string;
}

const refetchQueries = [VariantsDocument];

/**
 * /variant (spec 2 §2, issue 9): the outlet's variants (add-on option groups) a page at a time by
 * name, search, Add Variant (name; the new variant opens for its type and ingredients) and delete
 * (the server refuses while a menu item offers the variant; its message shows in the error modal).
 */
export default function VariantsPage() {
  const navigate = useNavigate();
  const { rows, list } = usePagedQuery(VariantsDocument, {
    select: (data) => data.variants,
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    outletScoped: true,
  });
  const [create] = useAction(CreateVariantDocument, {
    success: CatalogueMessages.variant.created,
    refetchQueries,
  });
  const [remove] = useAction(DeleteVariantDocument, {
    success: CatalogueMessages.variant.deleted,
    refetchQueries,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const modalForm = useModalForm<VariantFormValues>({
    titles: { add: 'Add Variant', edit: 'Edit Variant' },
    onSubmit: async (values) => {
      const created = await create({ name: values.name.trim() });
      if (created) void navigate(`/variant/${created.createVariant.id}`);
      return created;
    },
  });

  const columns: TableColumnsType<VariantRow> = [
    nameColumn('name', 'Variant Name'),
    { key: 'variantType', title: 'Type', dataIndex: 'variantType' },
    { key: 'maxChoice', title: 'Maximum Choice', dataIndex: 'maxChoice', align: 'right' },
    { key: 'updatedAt', title: 'Updated On', render: (_, row) => longDate(row.updatedAt) },
    deleteColumn(confirmDelete, (row) => remove({ id: row.id })),
  ];

  return (
    <>
      {confirmHolder}
      <PageHeader
        title="Variant"
        subtitle={
          <>
            Choices a customer adds to a dish, such as sizes or extra toppings, each with its add-on
            price. Open a variant to set how many options may be chosen and what each one uses.
          </>
        }
      />
      <PagedTable<VariantRow>
        rowKey="id"
        columns={columns}
        rows={rows}
        list={list}
        searchPlaceholder="Search Variant"
        emptyText={Messages.empty.noItemsFound}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => modalForm.open({ name: '' })}
          >
            Add Variant
          </Button>
        }
        onRow={(row) => ({
          onClick: () => void navigate(`/variant/${row.id}`),
          style: { cursor: 'pointer' },
        })}
      />
      <Modal {...modalForm.modalProps}>
        <Form<VariantFormValues> {...modalForm.formProps} name="variant">
          <Form.Item
            label="Name"
            name="name"
            rules={[
              { required: true, whitespace: true, message: CatalogueMessages.variant.nameBlank },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
