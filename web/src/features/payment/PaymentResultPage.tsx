import { Messages } from '@mise/domain';
import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router';

/** What the hosted payment page returned to (spec 2.12): a purchase made or cancelled. */
const OUTCOMES = {
  success: {
    status: 'success',
    title: Messages.payment.success,
    subTitle: 'Your payment went through. Your plan or credits appear in Settings.',
  },
  cancel: {
    status: 'warning',
    title: Messages.payment.cancelled,
    subTitle: 'Nothing was charged. You can choose a plan or top-up again in Settings.',
  },
} as const;

/** /payment/success and /payment/cancel: a result and Continue back to /settings. */
export default function PaymentResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  const navigate = useNavigate();
  const { status, title, subTitle } = OUTCOMES[outcome];
  return (
    <Card>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Button type="primary" onClick={() => void navigate('/settings')}>
            Continue
          </Button>
        }
      />
    </Card>
  );
}
