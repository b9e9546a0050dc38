import { WhatsAppOutlined } from '@ant-design/icons';
import { PurchaseOrderMessages } from '@mise/domain';
import { Button, Modal, Typography } from 'antd';
import { useCurrentOutlet } from '../../core/useCurrentOutlet';
import type { PurchaseOrderFieldsFragment } from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { whatsappShareLink } from './purchase-orders';

/**
 * After Send PO (spec 3 §7.3): the PO sent, and the messaging-app share, a wa.me link with a
 * greeting naming the PO number, the outlet and the date plus the supplier's response link.
 */
export function SentPurchaseOrderModal({
  po,
  onClose,
}: {
  po: PurchaseOrderFieldsFragment | null;
  onClose: () => void;
}) {
  const { outlet } = useCurrentOutlet();
  const share = po
    ? whatsappShareLink({
        supplierName: po.supplierName,
        purchaseOrderNumber: po.purchaseOrderNumber,
        purchaseOrderDate: po.purchaseOrderDate,
        outletName: outlet?.outletName ?? '',
        responseLink: po.responseLink,
      })
    : null;
  return (
    <Modal
      open={po !== null}
      title={PurchaseOrderMessages.sent}
      onCancel={onClose}
      footer={[
        <Button key="done" onClick={onClose}>
          Done
        </Button>,
        share && (
          <Button
            key="share"
            type="primary"
            icon={<WhatsAppOutlined />}
            href={share}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on WhatsApp
          </Button>
        ),
      ]}
    >
      {po && (
        <Typography.Paragraph>
          PO {po.purchaseOrderNumber} to {po.supplierName}, {longDate(po.purchaseOrderDate)}. Share
          it with the supplier so they can respond.
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
