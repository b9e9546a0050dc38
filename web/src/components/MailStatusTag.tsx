import { MailMessages, mailTagText, type MailStateValue } from '@mise/domain';
import { Button, Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** The latest e-mail of a purchase order or an invoice, as the lists read it. */
export interface MailStatusView {
  state: MailStateValue;
  reason?: string | null;
  updatedAt: string;
}

/** When it was e-mailed, as the tooltip says it: "05 March 2026, 9:05 AM". */
export const mailTime = (instant: string): string => dayjs(instant).format('DD MMMM YYYY, h:mm A');

const COLOR: Record<MailStateValue, string> = {
  PENDING: 'processing',
  SENT: 'success',
  FAILED: 'error',
};

/**
 * The e-mail tag of a document that was e-mailed (issue 24, flows.md §4.10): 'Sending e-mail…'
 * (with `whilePending`, e.g. a quiet poll, mounted only then), 'E-mailed' with its time in a
 * tooltip, or 'E-mail failed: {reason}' with a Resend button. Nothing when it never was.
 */
export function MailStatusTag({
  mail,
  onResend,
  resending = false,
  whilePending,
}: {
  mail: MailStatusView | null | undefined;
  onResend: () => void;
  resending?: boolean;
  whilePending?: ReactNode;
}) {
  if (!mail) return null;
  const tag = (
    <Tag color={COLOR[mail.state]} data-testid="mail-status">
      {mailTagText(mail.state, mail.reason)}
    </Tag>
  );
  if (mail.state === 'SENT') {
    return <Tooltip title={MailMessages.sentAt(mailTime(mail.updatedAt))}>{tag}</Tooltip>;
  }
  if (mail.state === 'PENDING') {
    return (
      <>
        {tag}
        {whilePending}
      </>
    );
  }
  return (
    <Space size={4} wrap>
      {tag}
      <Button size="small" loading={resending} onClick={onResend}>
        {MailMessages.resend}
      </Button>
    </Space>
  );
}
