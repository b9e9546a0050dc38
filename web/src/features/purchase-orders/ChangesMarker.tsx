import { Tag } from 'antd';
import { changesMarker } from './purchase-order-changes';

/** 20-beyond: "Changes" on a PO the supplier changed (orange while some wait for a decision). */
export function ChangesMarker({ po }: { po: Parameters<typeof changesMarker>[0] }) {
  const marker = changesMarker(po);
  if (!marker) return null;
  return (
    <Tag color={marker === 'pending' ? 'orange' : 'default'} data-testid="po-changes-marker">
      {marker === 'pending' ? `Changes (${po.pendingChanges})` : 'Changes'}
    </Tag>
  );
}
