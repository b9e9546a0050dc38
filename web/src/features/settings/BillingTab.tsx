import { useMutation, useQuery } from '@apollo/client/react';
import { Messages } from '@mise/domain';
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback';
import { useSession } from '../../app/session';
import {
  CreateOutletBillingDocument,
  DeleteOutletBillingDocument,
  SettingsBillingsDocument,
  UpdateOutletBillingDocument,
  type OutletBillingFieldsFragment as Billing,
} from '../../generated/graphql';
import {
  AMOUNT_TYPE_LABEL,
  BILLING_TYPE_SIGN,
  NEW_BILLING,
  formatBillingAmount,
  toBillingInput,
  validateBillingForm,
  type BillingFormValues,
} from './billing';
import { domainRule } from '../../lib/form-rules';

const rule = (field: keyof BillingFormValues) =>
  domainRule<BillingFormValues>(validateBillingForm, field);

/** Settings > Billing (spec 2.11): the current outlet's billing add-ons. */
export function BillingTab() {
  const { outletId } = useSession();
  const { data, loading, refetch } = useQuery(SettingsBillingsDocument, {
    variables: { id: outletId ?? '' },
    skip: !outletId,
  });
  const [create, { loading: creating }] = useMutation(CreateOutletBillingDocument);
  const [update, { loading: updating }] = useMutation(UpdateOutletBillingDocument);
  const [remove] = useMutation(DeleteOutletBillingDocument);
  // null: the form is closed; 'new': adding; a billing: editing it.
  const [editing, setEditing] = useState<Billing | 'new' | null>(null);
  const [form] = Form.useForm<BillingFormValues>();
  const saving = creating || updating;

  const openForm = (billing: Billing | 'new') => {
    form.resetFields();
    form.setFieldsValue(
      billing === 'new'
        ? NEW_BILLING
        : {
            name: billing.name,
            type: billing.type,
            amount: billing.amount,
            amountType: billing.amountType,
            enabled: billing.enabled,
          },
    );
    setEditing(billing);
  };

  const save = async (values: BillingFormValues) => {
    const input = toBillingInput(values);
    try {
      if (editing === 'new') {
        await create({ variables: { input } });
        feedback.notify(Messages.billing.added);
      } else if (editing) {
        await update({ variables: { input: { ...input, id: editing.id } } });
        feedback.notify(Messages.billing.updated);
      }
      setEditing(null);
      await refetch();
    } catch {
      // The error modal has shown the server's message.
    }
  };

  const destroy = async (billing: Billing) => {
    try {
      await remove({ variables: { id: billing.id } });
      feedback.notify(Messages.billing.deleted);
      await refetch();
    } catch {
      // The error modal has shown the server's message.
    }
  };

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
          <Button size="small" onClick={() => openForm(billing)}>
            Edit
          </Button>
          <Popconfirm
            title="Delete this billing?"
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => void destroy(billing)}
          >
            <Button size="small" danger>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="Billing"
      extra={
        <Button type="primary" onClick={() => openForm('new')} disabled={!outletId}>
          Add billing
        </Button>
      }
    >
      <Table<Billing>
        rowKey="id"
        columns={columns}
        dataSource={data?.outlet?.billings ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={Messages.empty.noDataFound} /> }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add billing' : 'Edit billing'}
        okText="Save"
        cancelText="Cancel"
        onOk={() => form.submit()}
        okButtonProps={{ loading: saving }}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form<BillingFormValues>
          form={form}
          layout="vertical"
          name="billing"
          initialValues={NEW_BILLING}
          onFinish={(values) => void save(values)}
          disabled={saving}
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
            {({ getFieldValue }) => (
              <Form.Item
                label="Amount"
                name="amount"
                rules={[rule('amount')]}
                dependencies={['amountType']}
              >
                <InputNumber<string>
                  stringMode
                  precision={2}
                  inputMode="decimal"
                  style={{ width: '100%' }}
                  prefix={getFieldValue('amountType') === 'PERCENTAGE' ? undefined : 'RM'}
                  suffix={getFieldValue('amountType') === 'PERCENTAGE' ? '%' : undefined}
                />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item label="Enabled" name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
