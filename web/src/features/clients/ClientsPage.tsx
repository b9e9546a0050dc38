import { PartyDirectoryPage } from '../../components/PartyPages';
import { ClientDirectoryDocument, DeleteClientDocument } from '../../generated/graphql';

/**
 * /client (spec 3 §2.6): the client directory a page at a time by name, search, Add Client (opens
 * /client/new), delete with a confirmation.
 */
export default function ClientsPage() {
  return (
    <PartyDirectoryPage
      kind="client"
      path="/client"
      title="Clients"
      subtitle="Who you invoice: their contact, address and bank details. Open one for its paid and unpaid invoices."
      directory={ClientDirectoryDocument}
      remove={DeleteClientDocument}
    />
  );
}
