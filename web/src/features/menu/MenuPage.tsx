import { PageHeader } from '../../components/PageHeader';
import { PlusOutlined } from '@ant-design/icons';
import { CatalogueMessages, Messages, SEARCH_DEBOUNCE_MS, checkFoodCostTarget } from '@mise/domain';
import {
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../core/feedback';
import { amountColumn } from '../../components/Amount';
import { deleteColumn } from '../../components/DeleteRowButton';
import { PagedTable } from '../../components/PagedTable';
import {
  CreateMenuItemDocument,
  DeleteMenuItemDocument,
  DuplicateMenuItemDocument,
  MenuItemsDocument,
  MenuListHeaderDocument,
  UpdateCatalogueSettingsDocument,
  type MenuItemRowFieldsFragment as MenuRow,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useModalForm } from '../../lib/useModalForm';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { CategoryInput } from './CategoryInput';
import { menuLimitView, serverReason } from './menu';
import { nameColumn } from '../../components/Name';

interface AddValues {
  name: string;
  category: string;
}
interface DuplicateValues {
  name: string;
}

/** A created, duplicated or deleted menu moves the list and the counter. */
const refetchQueries = [MenuItemsDocument, MenuListHeaderDocument];

/**
 * /menu (spec 2 §2, issue 9): the outlet's menu items (highest version of each), a page at a
 * time, with their live cost, gross profit and food cost %; the plan's menu limit; add, duplicate
 * and delete; the outlet's food-cost target with the items above it marked and a filter to them.
 */
export default function MenuPage() {
  const navigate = useNavigate();
  const [aboveTarget, setAboveTarget] = useState(false);
  const { rows, list } = usePagedQuery(MenuItemsDocument, {
    select: (data) => data.menuItems,
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    outletScoped: true,
    variables: { aboveFoodCostTarget: aboveTarget || null },
    // Costs move when ingredient prices or recipes change elsewhere: always ask again.
    fetchPolicy: 'cache-and-network',
  });
  const { data: header } = useOutletQuery(MenuListHeaderDocument);
  const [create] = useAction(CreateMenuItemDocument, {
    success: CatalogueMessages.menuItem.created,
    refetchQueries,
  });
  const [duplicate] = useAction(DuplicateMenuItemDocument, {
    success: CatalogueMessages.menuItem.duplicated,
    // The server's reason when it gives one (the menu limit, a taken name), else the spec's text.
    error: (error) => serverReason(error) ?? CatalogueMessages.menuItem.duplicateFailed,
    refetchQueries,
  });
  const [remove] = useAction(DeleteMenuItemDocument, {
    success: CatalogueMessages.menuItem.deleted,
    refetchQueries,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const addForm = useModalForm<AddValues>({
    titles: { add: 'Add Menu Item', edit: 'Add Menu Item' },
    onSubmit: (values) =>
      create({ input: { name: values.name.trim(), category: values.category.trim() } }),
  });
  const duplicateForm = useModalForm<DuplicateValues, MenuRow>({
    titles: { add: 'Duplicate Menu Item', edit: 'Duplicate Menu Item' },
    onSubmit: (values, row) =>
      row
        ? duplicate({ id: row.id, name: values.name.trim().toUpperCase() })
        : Promise.resolve(null),
  });

  const limit = header ? menuLimitView(header.menuLimit) : null;
  const target = header?.catalogueSettings.foodCostTarget;

  const columns: TableColumnsType<MenuRow> = [
    nameColumn('name', 'Menu Item'),
    {
      key: 'version',
      title: 'Version',
      align: 'center',
      render: (_, row) => `v${row.versionNumber}`,
    },
    { key: 'category', title: 'Category', dataIndex: 'category' },
    amountColumn('costPerServing', 'Cost Per Serving (RM)', (row) => row.costPerServing),
    amountColumn('price', 'Selling Price (RM)', (row) => row.price),
    amountColumn('grossProfit', 'Gross Profit (RM)', (row) => row.grossProfit),
    {
      key: 'foodCostPercent',
      title: 'Food Cost (%)',
      align: 'right',
      className: 'mise-amount',
      render: (_, row) =>
        row.aboveFoodCostTarget ? (
          <Space size={4}>
            <Tag color="red">Above target</Tag>
            <Typography.Text type="danger">{row.foodCostPercent}</Typography.Text>
          </Space>
        ) : (
          row.foodCostPercent
        ),
    },
    {
      key: 'onOrderingPage',
      title: 'Ordering Page',
      align: 'center',
      render: (_, row) => (row.onOrderingPage ? <Tag color="green">On</Tag> : <Tag>Off</Tag>),
    },
    { key: 'updatedAt', title: 'Updated On', render: (_, row) => longDate(row.updatedAt) },
    deleteColumn(
      confirmDelete,
      (row) => remove({ id: row.id }),
      (row) => duplicateForm.open({ name: '' }, row),
    ),
  ];

  return (
    <>
      {confirmHolder}
      <PageHeader title="Menu" subtitle={<>Organize and monitor your menu items</>} />
      <Flex wrap gap={16} align="center" style={{ marginBottom: 12 }}>
        {limit && (
          <Tag color={limit.reached ? 'red' : 'green'} data-testid="menu-limit">
            {limit.text}
          </Tag>
        )}
        {target !== undefined && <FoodCostTarget key={target} value={target} />}
      </Flex>
      <PagedTable<MenuRow>
        rowKey="id"
        columns={columns}
        rows={rows}
        list={list}
        searchPlaceholder="Search Menu Item"
        emptyText={Messages.empty.noItemsFound}
        toolbar={
          <>
            <Checkbox checked={aboveTarget} onChange={(e) => setAboveTarget(e.target.checked)}>
              Above target
            </Checkbox>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => addForm.open({ name: '', category: '' })}
            >
              Add Menu Item
            </Button>
          </>
        }
        onRow={(row) => ({
          onClick: () => void navigate(`/menu/${row.id}`),
          style: { cursor: 'pointer', height: 60 },
        })}
      />
      <Modal {...addForm.modalProps} okText="Confirm">
        <Form<AddValues> {...addForm.formProps} name="menu-item">
          <Form.Item
            label="Name"
            name="name"
            rules={[
              { required: true, whitespace: true, message: CatalogueMessages.menuItem.nameBlank },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Category"
            name="category"
            rules={[
              {
                required: true,
                whitespace: true,
                message: CatalogueMessages.menuItem.categoryBlank,
              },
            ]}
          >
            <CategoryInput active={addForm.target !== undefined} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal {...duplicateForm.modalProps} okText="Confirm">
        <Form<DuplicateValues> {...duplicateForm.formProps} name="duplicate-menu-item">
          <Form.Item
            label="New Name"
            name="name"
            rules={[
              {
                required: true,
                whitespace: true,
                message: CatalogueMessages.menuItem.duplicateNameBlank,
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * The outlet's food-cost target (beyond the spec): items whose food cost % is above it are
 * marked in the list. Editable in place (keyed by the saved value, so a save starts it afresh).
 */
function FoodCostTarget({ value }: { value: string }) {
  const [draft, setDraft] = useState<string | null>(value);
  const [save, { loading }] = useAction(UpdateCatalogueSettingsDocument, {
    success: CatalogueMessages.settings.foodCostTargetSaved,
    refetchQueries: [MenuItemsDocument, MenuListHeaderDocument],
  });
  const changed = draft !== value;
  const submit = () => {
    const target = checkFoodCostTarget(draft);
    if (target === null) {
      feedback.showError(CatalogueMessages.settings.foodCostTargetInvalid);
      return;
    }
    void save({ foodCostTarget: target });
  };
  return (
    <Space.Compact>
      <Space.Addon>Food cost target</Space.Addon>
      <InputNumber<string>
        stringMode
        precision={2}
        step="1"
        min="0"
        suffix="%"
        aria-label="Food cost target (%)"
        value={draft}
        onChange={setDraft}
        onPressEnter={() => changed && submit()}
        style={{ width: 120 }}
      />
      <Button disabled={!changed} loading={loading} onClick={submit}>
        Save
      </Button>
    </Space.Compact>
  );
}
