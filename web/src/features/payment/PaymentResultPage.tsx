import { Messages } from '@mise/domain';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AbandonCheckoutDocument } from '../../generated/graphql';

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

/**
 * /payment/success and /payment/cancel: a result and Continue back to /settings. A cancelled
 * checkout (`?checkout=`) is given up at once, so the plan can be bought again without waiting for
 * the hosted session to expire; a failure there is silent (it expires by itself).
 */
export default function PaymentResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const [abandon] = useMutation(AbandonCheckoutDocument, { context: { quiet: true } });
  const abandoning = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    if (outcome === 'cancel' && checkoutId) {
      abandoning.current = abandon({ variables: { checkoutId } }).catch(() => undefined);
    }
  }, [outcome, checkoutId, abandon]);
  // Settings shows the subscription as it is once the checkout has been given up.
  const proceed = () => void abandoning.current.then(() => navigate('/settings'));
  const { status, title, subTitle } = OUTCOMES[outcome];
  return (
    <Card>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Button type="primary" onClick={proceed}>
            Continue
          </Button>
        }
      />
    </Card>
  );
}
