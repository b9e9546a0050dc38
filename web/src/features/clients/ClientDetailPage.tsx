import { PartyMessages } from '@mise/domain';
import { PartyEmptyTab } from '../../components/PartyDetail';
import { PartyDetailPage } from '../../components/PartyPages';
import {
  CreateClientDocument,
  ClientDetailDocument,
  ClientDirectoryDocument,
  UpdateClientDocument,
} from '../../generated/graphql';
import { ClientInvoices } from '../invoices/ClientInvoices';

const documents = {
  detail: ClientDetailDocument,
  create: CreateClientDocument,
  update: UpdateClientDocument,
  directory: ClientDirectoryDocument,
};

/**
 * /client/:id and /client/new (spec 3 §2.6): Back and Save, the Client Info form and the tabs
 * Sales (paid invoices) and Credit (unpaid invoices): procurement's `Client.invoices` (issue 23);
 * a new client has none.
 */
export default function ClientDetailPage() {
  return (
    <PartyDetailPage
      kind="client"
      path="/client"
      documents={documents}
      infoTab="Client Info"
      tabs={(party) => [
        {
          key: 'sales',
          label: 'Sales',
          children: party ? (
            <ClientInvoices clientId={party.id} status="PAID" />
          ) : (
            <PartyEmptyTab text={PartyMessages.noSales} />
          ),
        },
        {
          key: 'credit',
          label: 'Credit',
          children: party ? (
            <ClientInvoices clientId={party.id} status="CREDIT" />
          ) : (
            <PartyEmptyTab text={PartyMessages.noCredit} />
          ),
        },
      ]}
    />
  );
}
