import { Messages } from '@mise/domain';
import {
  Button,
  Card,
  Form,
  Input,
  Modal,
  Radio,
  Space,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { EmptyState } from '../../components/EmptyState';
import { MoneyInput } from '../../components/Amount';
import {
  CreateOutletBillingDocument,
  DeleteOutletBillingDocument,
  SettingsBillingsDocument,
  UpdateOutletBillingDocument,
  type OutletBillingFieldsFragment as Billing,
} from '../../generated/graphql';
import { domainRule } from '../../lib/form-rules';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useModalForm } from '../../lib/useModalForm';
import { useOutletQuery } from '../../lib/useOutletQuery';
import {
  AMOUNT_TYPE_LABEL,
  BILLING_TYPE_SIGN,
  NEW_BILLING,
  formatBillingAmount,
  toBillingInput,
  validateBillingForm,
  type BillingFormValues,
} from './billing';

const rule = (field: keyof BillingFormValues) =>
  domainRule<BillingFormValues>(validateBillingForm, field);

/** After a change, the list is read again (one small query). */
const refetchQueries = [SettingsBillingsDocument];

/**
 * Settings > Billing (spec 2.11): the current outlet's billing add-ons. The example of a small
 * list with add / edit in a modal and delete: `useOutletQuery`, `useModalForm`, `useAction`,
 * `useConfirmDelete`, `<EmptyState>`.
 */
export function BillingTab() {
  const { data, loading } = useOutletQuery(SettingsBillingsDocument);
  const [create] = useAction(CreateOutletBillingDocument, {
    success: Messages.billing.added,
    refetchQueries,
  });
  const [update] = useAction(UpdateOutletBillingDocument, {
    success: Messages.billing.updated,
    refetchQueries,
  });
  const [remove] = useAction(DeleteOutletBillingDocument, {
    success: Messages.billing.deleted,
    refetchQueries,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const modalForm = useModalForm<BillingFormValues, Billing>({
    titles: { add: 'Add billing', edit: 'Edit billing' },
    onSubmit: (values, billing) => {
      const input = toBillingInput(values);
      return billing ? update({ input: { ...input, id: billing.id } }) : create({ input });
    },
  });

  const edit = (billing: Billing) =>
    modalForm.open(
      {
        name: billing.name,
        type: billing.type,
        amount: billing.amount,
        amountType: billing.amountType,
        enabled: billing.enabled,
      },
      billing,
    );

  const columns: TableColumnsType<Billing> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Type',
      dataIndex: 'type',
      key: 'type',
      align: 'center',
      render: (type: Billing['type']) => (
        <Tag color={type === 'ADD' ? 'green' : 'volcano'}>{BILLING_TYPE_SIGN[type]}</Tag>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      className: 'mise-amount',
      render: (_: unknown, billing) => formatBillingAmount(billing.amount, billing.amountType),
    },
    {
      title: 'Amount type',
      dataIndex: 'amountType',
      key: 'amountType',
      render: (amountType: Billing['amountType']) => AMOUNT_TYPE_LABEL[amountType],
    },
    {
      title: 'Enabled',
      dataIndex: 'enabled',
      key: 'enabled',
      render: (enabled: boolean) =>
        enabled ? <Tag color="green">Enabled</Tag> : <Tag>Disabled</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, billing) => (
        <Space>
          <Button size="small" onClick={() => edit(billing)}>
            Edit
          </Button>
          <Button
            size="small"
            danger
            onClick={() =>
              confirmDelete({ name: billing.name, onConfirm: () => remove({ id: billing.id }) })
            }
          >
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="Billing"
      extra={
        <Button type="primary" onClick={() => modalForm.open(NEW_BILLING)} disabled={!data}>
          Add billing
        </Button>
      }
    >
      {confirmHolder}
      <Table<Billing>
        rowKey="id"
        columns={columns}
        dataSource={data?.currentOutlet?.billings ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
      />
      <Modal {...modalForm.modalProps}>
        <Form<BillingFormValues>
          {...modalForm.formProps}
          name="billing"
          initialValues={NEW_BILLING}
        >
          <Form.Item label="Name" name="name" rules={[rule('name')]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Type" name="type">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'ADD', label: '+ Adds' },
                { value: 'DEDUCT', label: '- Deducts' },
              ]}
            />
          </Form.Item>
          <Form.Item label="Amount type" name="amountType">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'NUMBER', label: AMOUNT_TYPE_LABEL.NUMBER },
                { value: 'PERCENTAGE', label: AMOUNT_TYPE_LABEL.PERCENTAGE },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['amountType']}>
            {({ getFieldValue }) => {
              const percentage = getFieldValue('amountType') === 'PERCENTAGE';
              return (
                <Form.Item
                  label="Amount"
                  name="amount"
                  rules={[rule('amount')]}
                  dependencies={['amountType']}
                >
                  <MoneyInput
                    prefix={percentage ? undefined : 'RM'}
                    suffix={percentage ? '%' : undefined}
                  />
                </Form.Item>
              );
            }}
          </Form.Item>
          <Form.Item label="Enabled" name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
