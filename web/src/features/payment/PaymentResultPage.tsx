// Being written (issue 3): replaced by the real screen.
export default function PaymentResultPage(_props: { outcome: 'success' | 'cancel' }) {
  return null;
}
