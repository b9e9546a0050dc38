import { Alert, Button, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import {
  OrderWebhookSecretDocument,
  RotateOrderWebhookSecretDocument,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { webhookSecretText } from './ordering-address';

/**
 * The outlet's signing secret for an outside ordering site's orders (issue 19): made here,
 * shown once, replaced by the next (the old one stops at once).
 */
export function WebhookSecretPanel() {
  const { data } = useOutletQuery(OrderWebhookSecretDocument);
  const createdAt = data?.orderWebhookSecretCreatedAt ?? null;
  const [shown, setShown] = useState<string | null>(null);
  const [rotate, { loading }] = useAction(RotateOrderWebhookSecretDocument, {
    success: 'New signing secret made',
    refetchQueries: [OrderWebhookSecretDocument],
  });
  const make = () =>
    void rotate({}).then((r) => setShown(r?.rotateOrderWebhookSecret.secret ?? null));
  const button = (
    <Button loading={loading} onClick={createdAt ? undefined : make}>
      {createdAt ? 'Make a new secret' : 'Make a signing secret'}
    </Button>
  );
  return (
    <section aria-label="Signing secret" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>Signing secret</Typography.Title>
      <Typography.Paragraph type="secondary">
        {webhookSecretText(createdAt ? longDate(createdAt) : null)}
      </Typography.Paragraph>
      {shown && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="Copy it into your ordering site now: it is shown only once."
          description={
            <Typography.Text code copyable aria-label="New signing secret">
              {shown}
            </Typography.Text>
          }
        />
      )}
      {createdAt ? (
        <Popconfirm
          title="Make a new signing secret?"
          description="The current secret stops working at once."
          okText="Make a new secret"
          cancelText="Keep it"
          onConfirm={make}
        >
          {button}
        </Popconfirm>
      ) : (
        button
      )}
    </section>
  );
}
