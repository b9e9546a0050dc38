import { PartyMessages } from '@mise/domain';
import { PartyEmptyTab } from '../../components/PartyDetail';
import { PartyDetailPage } from '../../components/PartyPages';
import {
  CreateClientDocument,
  ClientDetailDocument,
  ClientDirectoryDocument,
  UpdateClientDocument,
} from '../../generated/graphql';

const documents = {
  detail: ClientDetailDocument,
  create: CreateClientDocument,
  update: UpdateClientDocument,
  directory: ClientDirectoryDocument,
};

/**
 * /client/:id and /client/new (spec 3 §2.6): Back and Save, the Client Info form and the tabs
 * Sales (paid invoices) and Credit (unpaid invoices): empty until invoices exist.
 */
export default function ClientDetailPage() {
  return (
    <PartyDetailPage
      kind="client"
      path="/client"
      documents={documents}
      infoTab="Client Info"
      tabs={() => [
        { key: 'sales', label: 'Sales', children: <PartyEmptyTab text={PartyMessages.noSales} /> },
        {
          key: 'credit',
          label: 'Credit',
          children: <PartyEmptyTab text={PartyMessages.noCredit} />,
        },
      ]}
    />
  );
}
