import { Button, Flex, Tag } from 'antd';
import { accountingStatus, canSendToXero, type PushView } from './accounting';

/**
 * "Send to Xero" on a confirmed expense or sale (issue 24): the push status ('Sending to Xero…',
 * 'In Xero: {xeroId}', 'Xero refused: {reason}') and the button, shown only when the owner has
 * Xero connected. The page polls the document while its push is PENDING.
 */
export function SendToXero({
  state,
  connected,
  xeroId,
  push,
  sending,
  onSend,
}: {
  state: string | null | undefined;
  connected: boolean | undefined;
  xeroId: string | null | undefined;
  push: PushView | null | undefined;
  sending: boolean;
  onSend: () => void;
}) {
  const status = accountingStatus(xeroId, push);
  const button = canSendToXero(state, connected) && status.action !== null;
  if (!status.text && !button) return null;
  return (
    <Flex gap={8} align="center" wrap data-testid="send-to-xero">
      {status.text && (
        <Tag color={status.tone ?? undefined} data-testid="xero-status">
          {status.text}
        </Tag>
      )}
      {button && (
        <Button loading={sending} onClick={onSend} data-testid="send-to-xero-button">
          {status.action}
        </Button>
      )}
    </Flex>
  );
}
