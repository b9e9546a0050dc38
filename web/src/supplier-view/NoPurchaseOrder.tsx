import { NoDocument } from '../public-entry/document-page';
import { NO_PURCHASE_ORDER } from './page';

/** A link without a sent purchase order (wrong, revoked, or the order deleted): spec 3 §2.5. */
export const NoPurchaseOrder = () => <NoDocument text={NO_PURCHASE_ORDER} />;
