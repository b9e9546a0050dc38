import { PurchaseOrderChangeMessages as C } from '@mise/domain';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Modal,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { Amount } from '../../components/Amount';
import { EmptyState } from '../../components/EmptyState';
import { ScrollFrame } from '../../components/ScrollFrame';
import {
  ConfirmedPurchaseOrdersDocument,
  type PurchaseOrderChangeDecision,
  type PurchaseOrderChangeKind,
  type PurchaseOrderChangesFieldsFragment,
  ResolvePurchaseOrderChangesDocument,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { linesWithChanges } from './purchase-order-changes';

type Po = PurchaseOrderChangesFieldsFragment & { purchaseOrderNumber: string };
type Line = Po['items'][number];

function DecisionTag({ decision }: { decision: PurchaseOrderChangeDecision | null }) {
  if (decision === 'ACCEPTED') return <Tag color="green">Accepted</Tag>;
  if (decision === 'REJECTED') return <Tag>Rejected</Tag>;
  return <Tag color="orange">Waiting</Tag>;
}

/**
 * 20-beyond: every difference the supplier made on a sent PO (price asked vs offered, substitute
 * proposed), each accepted or rejected on its own (`resolvePurchaseOrderChanges` with one
 * decision). A table on a desktop, cards on a phone.
 */
export function PurchaseOrderChangesModal({
  po,
  phone,
  onClose,
}: {
  po: Po | null;
  phone: boolean;
  onClose: () => void;
}) {
  const [acceptPrice, a1] = useAction(ResolvePurchaseOrderChangesDocument, {
    success: C.priceAccepted,
    refetchQueries: [ConfirmedPurchaseOrdersDocument],
  });
  const [rejectPrice, a2] = useAction(ResolvePurchaseOrderChangesDocument, {
    success: C.priceRejected,
    refetchQueries: [ConfirmedPurchaseOrdersDocument],
  });
  const [acceptSubstitute, a3] = useAction(ResolvePurchaseOrderChangesDocument, {
    success: C.substituteAccepted,
    refetchQueries: [ConfirmedPurchaseOrdersDocument],
  });
  const [rejectSubstitute, a4] = useAction(ResolvePurchaseOrderChangesDocument, {
    success: C.substituteRejected,
    refetchQueries: [ConfirmedPurchaseOrdersDocument],
  });
  const busy = a1.loading || a2.loading || a3.loading || a4.loading;
  const decide = (line: Line, kind: PurchaseOrderChangeKind, accept: boolean) => {
    if (!po) return;
    const run =
      kind === 'PRICE'
        ? accept
          ? acceptPrice
          : rejectPrice
        : accept
          ? acceptSubstitute
          : rejectSubstitute;
    void run({ id: po.id, decisions: [{ itemId: line.id, kind, accept }] });
  };
  const buttons = (line: Line, kind: PurchaseOrderChangeKind, what: string) => (
    <Space size={4}>
      <Button
        size="small"
        type="primary"
        disabled={busy}
        aria-label={`Accept ${what} of ${line.inventoryName}`}
        onClick={() => decide(line, kind, true)}
      >
        Accept
      </Button>
      <Button
        size="small"
        disabled={busy}
        aria-label={`Reject ${what} of ${line.inventoryName}`}
        onClick={() => decide(line, kind, false)}
      >
        Reject
      </Button>
    </Space>
  );
  const price = (line: Line) =>
    line.priceDecision ? (
      <Flex vertical gap={4} data-testid="price-change">
        <span>
          <Amount value={line.cost} kind="unitCost" /> asked,{' '}
          <strong>
            <Amount value={line.supplierUnitPrice} kind="unitCost" />
          </strong>{' '}
          offered
        </span>
        {line.priceDecision === 'PENDING' ? (
          buttons(line, 'PRICE', 'price')
        ) : (
          <DecisionTag decision={line.priceDecision} />
        )}
      </Flex>
    ) : (
      '-'
    );
  const substitute = (line: Line) =>
    line.substituteDecision ? (
      <Flex vertical gap={4} data-testid="substitute-change">
        <span>
          <strong>{line.substituteName}</strong>
          {line.substituteUnitPrice ? (
            <>
              {' '}
              at <Amount value={line.substituteUnitPrice} kind="unitCost" />
            </>
          ) : null}
        </span>
        {line.substituteDecision === 'PENDING' ? (
          buttons(line, 'SUBSTITUTE', 'substitute')
        ) : (
          <DecisionTag decision={line.substituteDecision} />
        )}
      </Flex>
    ) : (
      '-'
    );
  const columns: TableColumnsType<Line> = [
    { key: 'item', title: 'Inventory', render: (_, l) => l.inventoryName },
    { key: 'price', title: 'Unit Price (asked vs offered)', render: (_, l) => price(l) },
    { key: 'substitute', title: 'Substitute Proposed', render: (_, l) => substitute(l) },
    {
      key: 'total',
      title: 'Total (RM)',
      align: 'right',
      render: (_, l) => <Amount value={l.total} />,
    },
  ];
  const lines = po ? linesWithChanges(po.items) : [];
  return (
    <Modal
      open={po !== null}
      title={po ? `Supplier Changes – PO ${po.purchaseOrderNumber}` : ''}
      onCancel={onClose}
      width={phone ? undefined : 860}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {lines.length === 0 ? (
        <EmptyState text="The supplier changed nothing on this purchase order" />
      ) : phone ? (
        <Flex vertical gap={8}>
          {lines.map((l) => (
            <Card key={l.id} size="small" title={l.inventoryName} data-testid="change-line">
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'p', label: 'Unit price', children: price(l) },
                  { key: 's', label: 'Substitute', children: substitute(l) },
                  { key: 't', label: 'Total', children: <Amount value={l.total} /> },
                ]}
              />
            </Card>
          ))}
        </Flex>
      ) : (
        <ScrollFrame>
          <Table<Line>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={lines}
            pagination={false}
            onRow={() => ({ 'data-testid': 'change-line' }) as never}
          />
        </ScrollFrame>
      )}
      {po && (
        <p style={{ marginTop: 12 }}>
          Grand Total <Amount value={po.grandTotal} />
          {po.pendingChanges > 0 ? ` · ${po.pendingChanges} waiting for your decision` : ''}
        </p>
      )}
    </Modal>
  );
}
