import { PageHeader } from '../../components/PageHeader';
import { CatalogueMessages } from '@mise/domain';
import { Card, Flex, Typography } from 'antd';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { OutletTableDocument } from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { QrPanel } from './QrPanel';

/**
 * /table/:name (spec 2 §2, issue 9): the table's name as the heading and its QR code panel, which
 * starts from the table's ordering link (the outlet's masked number and the table's name). A name
 * the outlet has no table of says so on the page instead of an error modal.
 */
export default function TableDetailPage() {
  const { name = '' } = useParams();
  const { data, loading, error } = useOutletQuery(OutletTableDocument, {
    variables: { name },
    context: { quiet: true },
    fetchPolicy: 'cache-and-network',
  });
  const table = data?.outletTable;

  return (
    <>
      <PageHeader back={{ to: '/table', label: 'Back to Tables' }} title={table?.name ?? name} />
      <Flex vertical gap={16}>
        {table ? (
          <>
            <Typography.Text type="secondary">Added on {longDate(table.createdAt)}</Typography.Text>
            <QrPanel
              key={table.orderingLink}
              tableName={table.name}
              initialData={table.orderingLink}
            />
          </>
        ) : (
          <Card loading={loading && !error}>
            {error && <EmptyState text={error.message || CatalogueMessages.table.notFound} />}
          </Card>
        )}
      </Flex>
    </>
  );
}
