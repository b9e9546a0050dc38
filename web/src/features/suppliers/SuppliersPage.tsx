import { PartyDirectoryPage } from '../../components/PartyPages';
import { DeleteSupplierDocument, SupplierDirectoryDocument } from '../../generated/graphql';

/**
 * /supplier (spec 3 §2.4): the supplier directory a page at a time by name, search, Add Supplier
 * (opens /supplier/new), delete with a confirmation.
 */
export default function SuppliersPage() {
  return (
    <PartyDirectoryPage
      kind="supplier"
      path="/supplier"
      title="Suppliers"
      subtitle="Who you buy from: their contact, address and bank details. Open one for its purchases and purchase orders."
      directory={SupplierDirectoryDocument}
      remove={DeleteSupplierDocument}
    />
  );
}
