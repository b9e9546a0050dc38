import { useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Select, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../core/apollo';
import {
  MapPosStoreDocument,
  PosStoresDocument,
  SyncPosReceiptsDocument,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { posStoreMapped, posStoreNote } from '../integrations/integrations';

/**
 * "Loyverse stores" on the Loyverse card when it is connected (issue 24 phase 2): each store with
 * the outlet its receipts go to (a select of the owner's outlets; clearing it stops them), and
 * "Sync receipts", the catch-up pull, with its message.
 */
export function PosStores() {
  const { data, loading, error, refetch } = useQuery(PosStoresDocument, {
    fetchPolicy: 'cache-and-network',
    context: { quiet: true },
  });
  const [map, { loading: mapping }] = useAction(MapPosStoreDocument, {
    success: (answer) => posStoreMapped(answer.mapPosStore),
    refetchQueries: [PosStoresDocument],
  });
  const [sync, { loading: syncing }] = useAction(SyncPosReceiptsDocument, {
    success: (answer) => answer.syncPosReceipts.message,
    refetchQueries: [PosStoresDocument],
  });

  if (!data && loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!data && error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="The Loyverse stores could not be loaded"
        description={errorMessage(error)}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  const outlets = (data?.me?.outlets ?? []).map((o) => ({ value: o.id, label: o.outletName }));
  const stores = data?.posStores ?? [];
  return (
    <Flex vertical gap={8} data-testid="pos-stores">
      <Typography.Text strong>Loyverse stores</Typography.Text>
      {stores.length === 0 && (
        <Typography.Text type="secondary">
          Loyverse lists no stores for this account.
        </Typography.Text>
      )}
      {stores.map((store) => {
        const note = posStoreNote(store);
        return (
          <Flex key={store.storeId} vertical gap={4} data-testid="pos-store">
            <Typography.Text>{store.name}</Typography.Text>
            <Select
              aria-label={`Outlet of ${store.name}`}
              placeholder="Choose an outlet"
              allowClear
              disabled={mapping}
              value={store.outletId ?? undefined}
              options={outlets}
              onChange={(outletId?: string) =>
                void map({ storeId: store.storeId, outletId: outletId ?? null })
              }
            />
            {note && <Typography.Text type="secondary">{note}</Typography.Text>}
          </Flex>
        );
      })}
      <div>
        <Button loading={syncing} onClick={() => void sync({})} aria-label="Sync receipts">
          Sync receipts
        </Button>
      </div>
    </Flex>
  );
}
