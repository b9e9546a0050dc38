import { PartyMessages } from '@mise/domain';
import { PartyEmptyTab } from '../../components/PartyDetail';
import { PartyDetailPage } from '../../components/PartyPages';
import {
  CreateSupplierDocument,
  SupplierDetailDocument,
  SupplierDirectoryDocument,
  UpdateSupplierDocument,
} from '../../generated/graphql';
import { SupplierPurchaseOrders } from '../purchase-orders/SupplierPurchaseOrders';
import { SupplierPastPurchases } from './SupplierPastPurchases';

const documents = {
  detail: SupplierDetailDocument,
  create: CreateSupplierDocument,
  update: UpdateSupplierDocument,
  directory: SupplierDirectoryDocument,
};

/**
 * /supplier/:id and /supplier/new (spec 3 §2.4): Back and Save, the Business Info form and the tabs
 * Past Purchases (finance's `Supplier.expenses`; a new supplier has none) and Purchase Orders.
 */
export default function SupplierDetailPage() {
  return (
    <PartyDetailPage
      kind="supplier"
      path="/supplier"
      documents={documents}
      infoTab="Business Info"
      tabs={(party) => [
        {
          key: 'purchases',
          label: 'Past Purchases',
          children: party ? (
            <SupplierPastPurchases supplierId={party.id} />
          ) : (
            <PartyEmptyTab text={PartyMessages.noPastPurchases} />
          ),
        },
        {
          key: 'purchase-orders',
          label: 'Purchase Orders',
          children: party && <SupplierPurchaseOrders supplierId={party.id} />,
        },
      ]}
    />
  );
}
