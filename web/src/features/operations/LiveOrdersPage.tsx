import { PageHeader } from '../../components/PageHeader';
import { ReloadOutlined, SoundOutlined } from '@ant-design/icons';
import { SalesMessages, MAX_REJECT_REASON } from '@mise/domain';
import { Alert, Button, Card, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../core/apollo';
import { useSession } from '../../core/session';
import { EmptyState } from '../../components/EmptyState';
import {
  ConfirmOrderDocument,
  LiveOrdersDocument,
  RejectOrderDocument,
  ServeOrderDocument,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useModalForm } from '../../lib/useModalForm';
import { DASHBOARDS, type DashboardKind } from './dashboards';
import { OrderCard } from './OrderCard';
import { validateRejectReason } from './reject';
import { useLiveOrders, useNow, type LiveOrder } from './useLiveOrders';
import { useSoundCue, type SoundControl } from './useSoundCue';
import './operations.css';

const refetchQueries = [LiveOrdersDocument];

interface RejectValues {
  reason: string;
}

/**
 * /operations/waiter and /operations/kitchen (issue 12): the current outlet's orders in status
 * draft (the waiter confirms or rejects them) or confirmed (the kitchen marks them served or
 * rejects them), as cards oldest first, asked every 2 s. New orders ring (Sound on/off, kept on
 * this device) and light up; each action shows the server's answer and the card leaves.
 */
export default function LiveOrdersPage({ kind }: { kind: DashboardKind }) {
  // Another outlet is another screen: nothing of the last one's orders counts as new.
  const { outletId } = useSession();
  return <Board key={`${kind}:${outletId ?? ''}`} kind={kind} />;
}

function Board({ kind }: { kind: DashboardKind }) {
  const dashboard = DASHBOARDS[kind];
  const sound = useSoundCue();
  const { orders, lit, announcement, error, loading, refetch } = useLiveOrders(
    dashboard.status,
    sound.play,
  );
  const now = useNow();
  const [busy, setBusy] = useState<string | null>(null);

  const [confirm] = useAction(ConfirmOrderDocument, {
    success: (data) => SalesMessages.order.confirmed(data.confirmOrder.orderCode),
    refetchQueries,
  });
  const [serve] = useAction(ServeOrderDocument, {
    success: (data) => SalesMessages.order.served(data.serveOrder.orderCode),
    refetchQueries,
  });
  const [reject] = useAction(RejectOrderDocument, {
    success: (data) => SalesMessages.order.rejected(data.rejectOrder.orderCode),
    refetchQueries,
  });
  const rejectForm = useModalForm<RejectValues, LiveOrder>({
    titles: { add: 'Reject order', edit: 'Reject order' },
    onSubmit: (values, order) =>
      order ? reject({ id: order.id, reason: values.reason.trim() }) : Promise.resolve(null),
  });

  const runPrimary = async (order: LiveOrder) => {
    setBusy(order.id);
    try {
      await (kind === 'waiter' ? confirm({ id: order.id }) : serve({ id: order.id }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-label={dashboard.title} className="mise-board">
      <PageHeader
        back={{ to: '/operations', label: 'Back to Operations' }}
        title={dashboard.title}
        extra={
          <div className="mise-board-head">
            <LiveState failing={!!error} count={orders?.length} />
            <SoundToggle sound={sound} />
          </div>
        }
      />
      <div className="mise-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {error && (
        <Alert
          type="error"
          showIcon
          className="mise-board-alert"
          title="Cannot load new orders"
          description={`${errorMessage(error)} Still trying every 2 seconds${orders ? '; the orders below may be out of date.' : '.'}`}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void refetch().catch(() => undefined)}>
              Retry
            </Button>
          }
        />
      )}
      {loading && !orders ? (
        <Card loading />
      ) : orders && orders.length === 0 ? (
        <Card>
          <EmptyState text={dashboard.emptyText} />
        </Card>
      ) : (
        <div className="mise-order-grid">
          {orders?.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              dashboard={dashboard}
              now={now}
              lit={lit.has(order.id)}
              busy={busy === order.id}
              onPrimary={(o) => void runPrimary(o)}
              onReject={(o) => rejectForm.open({ reason: '' }, o)}
            />
          ))}
        </div>
      )}
      <Modal
        {...rejectForm.modalProps}
        title={rejectForm.target ? `Reject order ${rejectForm.target.orderCode}` : 'Reject order'}
        okText="Reject order"
        okButtonProps={{ ...rejectForm.modalProps.okButtonProps, danger: true, size: 'large' }}
        cancelButtonProps={{ size: 'large' }}
      >
        <Form<RejectValues> {...rejectForm.formProps} name="reject-order">
          <Form.Item
            label="Reason"
            name="reason"
            extra="The guest sees this reason."
            rules={[{ validator: (_rule, value: unknown) => validateRejectReason(value) }]}
          >
            <Input.TextArea
              maxLength={MAX_REJECT_REASON}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}

/** "Live" while the list is fresh; "Offline" while polls fail. */
function LiveState({ failing, count }: { failing: boolean; count: number | undefined }) {
  return (
    <span className={`mise-live${failing ? ' is-failing' : ''}`} data-testid="live-state">
      <span className="mise-live-dot" aria-hidden />
      {failing ? 'Offline, retrying' : 'Live'}
      {count !== undefined && !failing && (
        <span className="mise-live-count">
          {' '}
          · {count} {count === 1 ? 'order' : 'orders'}
        </span>
      )}
    </span>
  );
}

/** Sound on/off (kept on this device) and, until the first tap, the browser's unlock. */
function SoundToggle({ sound }: { sound: SoundControl }) {
  return (
    <span className="mise-sound">
      {sound.on && !sound.ready && (
        <Button size="large" icon={<SoundOutlined />} className="mise-sound-unlock">
          Tap to enable sound
        </Button>
      )}
      <label className="mise-sound-switch">
        <Switch checked={sound.on} onChange={sound.setOn} aria-label="Sound" />
        <span>Sound {sound.on ? 'on' : 'off'}</span>
      </label>
    </span>
  );
}
