import { Button, Card, Form, Input, Radio, Typography } from 'antd';
import { useEffect } from 'react';
import { OrderingAddressDocument, UpdateOrderingAddressDocument } from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { MAX_ORDERING_ADDRESS } from '@mise/domain';
import {
  orderingAddressError,
  orderingAddressInput,
  orderingAddressValues,
  type OrderingAddressValues,
} from './ordering-address';
import { WebhookSecretPanel } from './WebhookSecretPanel';

/**
 * "Ordering address" on /table (issue 12): where the tables' QR codes send guests. Mise's own
 * ordering page by default (its orders reach the waiter and kitchen dashboards), or an outside
 * ordering site's address; the QR codes keep using each table's `orderingLink`, which follows it.
 */
export function OrderingAddressCard() {
  const { data, loading } = useOutletQuery(OrderingAddressDocument);
  const saved = data?.catalogueSettings.orderingAddress ?? null;
  const [form] = Form.useForm<OrderingAddressValues>();
  const mode = Form.useWatch('mode', form);
  const [update, { loading: saving }] = useAction(UpdateOrderingAddressDocument, {
    success: (result) =>
      result.updateOrderingAddress.orderingAddress
        ? 'Ordering address saved'
        : "Ordering address cleared: your tables use Mise's ordering page",
    refetchQueries: [OrderingAddressDocument],
  });

  // The form follows the saved address (first answer, another outlet, after saving).
  useEffect(() => {
    if (data) form.setFieldsValue(orderingAddressValues(saved));
  }, [data, saved, form]);

  return (
    <Card title="Ordering address" loading={loading && !data} style={{ marginBottom: 16 }}>
      <section aria-label="Ordering address">
        <Typography.Paragraph type="secondary">
          Where your tables&apos; QR codes send guests.{' '}
          {saved
            ? `Now: your ordering site, ${saved}.`
            : "Now: Mise's ordering page, whose orders reach your waiter and kitchen dashboards."}
        </Typography.Paragraph>
        <Form<OrderingAddressValues>
          form={form}
          layout="vertical"
          name="ordering-address"
          initialValues={orderingAddressValues(saved)}
          disabled={saving}
          onFinish={(values) => void update({ url: orderingAddressInput(values) })}
        >
          <Form.Item name="mode" style={{ marginBottom: 12 }}>
            <Radio.Group
              options={[
                { value: 'mise', label: "Mise's ordering page" },
                { value: 'outside', label: 'An outside ordering site' },
              ]}
            />
          </Form.Item>
          {mode === 'outside' && (
            <Form.Item
              label="Ordering site address"
              name="url"
              extra="Each table's QR code opens this address followed by /{outlet number}?table={table name}."
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: unknown) => {
                    const error = orderingAddressError({
                      mode: getFieldValue('mode') as OrderingAddressValues['mode'],
                      url: typeof value === 'string' ? value : '',
                    });
                    return error ? Promise.reject(new Error(error)) : Promise.resolve();
                  },
                }),
              ]}
            >
              <Input
                placeholder="https://order.example.com"
                maxLength={MAX_ORDERING_ADDRESS + 20}
                autoComplete="off"
                spellCheck={false}
              />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        </Form>
        {(mode === 'outside' || saved) && <WebhookSecretPanel />}
      </section>
    </Card>
  );
}
