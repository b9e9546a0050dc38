import { NoDocument } from '../public-entry/document-page';
import { NO_INVOICE } from './page';

/** A link without a sent invoice (wrong, revoked, or the invoice deleted): spec 3 §2.8. */
export const NoInvoice = () => <NoDocument text={NO_INVOICE} />;
