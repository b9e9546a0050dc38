import { MoreOutlined, SendOutlined } from '@ant-design/icons';
import { PurchaseOrderMessages, purchaseOrderStatusText } from '@mise/domain';
import { Button, Card, Checkbox, Descriptions, Dropdown, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { Amount } from '../../components/Amount';
import { Name } from '../../components/Name';
import {
  SetPurchaseOrderSendByEmailDocument,
  type PurchaseOrderFieldsFragment,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { PurchaseOrderItems } from './PurchaseOrderItems';
import { sendDisabled } from './purchase-orders';

export type DraftPurchaseOrder = PurchaseOrderFieldsFragment;

/**
 * One draft PO (spec 3 §2.3): supplier, PO number and date, status N/A, Send By Email (only when
 * the supplier has an e-mail; disabled while mail is not connected), the Actions menu (Remarks,
 * Delete PO), the items (Show/Hide Items (count), + Add Item) and Send PO.
 */
export function DraftPurchaseOrderCard({
  po,
  mailConnected,
  working,
  onRemarks,
  onDelete,
  onSend,
}: {
  po: DraftPurchaseOrder;
  mailConnected: boolean;
  /** Another action on the drafts is under way (Send All). */
  working: boolean;
  onRemarks: (po: DraftPurchaseOrder) => void;
  onDelete: (po: DraftPurchaseOrder) => void;
  onSend: (po: DraftPurchaseOrder) => void;
}) {
  const [itemsVisible, setItemsVisible] = useState(true);
  const [editing, setEditing] = useState(false);
  const [setSendByEmail, { loading: switching }] = useAction(SetPurchaseOrderSendByEmailDocument);
  const count = po.items.length;

  return (
    <Card
      className="mise-po-card"
      data-testid="draft-po"
      aria-label={`Purchase order ${po.purchaseOrderNumber}`}
      title={<Name text={po.supplierName} />}
      extra={
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'remarks', label: 'Remarks', onClick: () => onRemarks(po) },
              { key: 'delete', label: 'Delete PO', danger: true, onClick: () => onDelete(po) },
            ],
          }}
        >
          <Button icon={<MoreOutlined />} aria-label={`Actions of PO ${po.purchaseOrderNumber}`}>
            Actions
          </Button>
        </Dropdown>
      }
    >
      <Flex vertical gap={12}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'number', label: 'PO Number', children: po.purchaseOrderNumber },
            { key: 'date', label: 'PO Date', children: longDate(po.purchaseOrderDate) },
            {
              key: 'status',
              label: 'Status',
              children: purchaseOrderStatusText(po.purchaseOrderStatus, po.sendByEmail, 'create'),
            },
            {
              key: 'total',
              label: 'Expected Total',
              children: <Amount value={po.grandTotal} />,
            },
          ]}
        />
        {po.supplierEmail && (
          <Tooltip title={mailConnected ? undefined : PurchaseOrderMessages.mailNotConnected}>
            <span style={{ alignSelf: 'flex-start' }}>
              <Checkbox
                checked={po.sendByEmail}
                disabled={!mailConnected || switching || working}
                onChange={(event) =>
                  void setSendByEmail({ id: po.id, sendByEmail: event.target.checked })
                }
              >
                Send By Email
              </Checkbox>
            </span>
          </Tooltip>
        )}
        <Button
          type="link"
          style={{ alignSelf: 'flex-start', padding: 0 }}
          aria-expanded={itemsVisible}
          onClick={() => setItemsVisible((v) => !v)}
        >
          {itemsVisible ? 'Hide' : 'Show'} Items ({count})
        </Button>
        {/* Hidden, not unmounted: a row being edited keeps what was typed. */}
        <div hidden={!itemsVisible}>
          <PurchaseOrderItems
            purchaseOrderId={po.id}
            items={po.items}
            onEditingChange={setEditing}
            disabled={working}
          />
        </div>
        <Flex justify="flex-end">
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={sendDisabled(count, editing, working)}
            onClick={() => onSend(po)}
          >
            Send PO
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
