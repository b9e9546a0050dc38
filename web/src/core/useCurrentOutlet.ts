import { CurrentOutletDocument } from '../generated/graphql';
import { useOutletQuery } from '../lib/useOutletQuery';

/** The outlet the user works in, for every screen of the full layout. */
export function useCurrentOutlet() {
  const { data, loading } = useOutletQuery(CurrentOutletDocument);
  return { outlet: data?.currentOutlet ?? null, loading };
}
