import { Button, Card, Flex, Statistic, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageLoading } from '../../core/PageLoading';
import {
  CreateTopupCheckoutDocument,
  SettingsTopupsDocument,
  type SettingsTopupsQuery,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { formatCents } from './subscription';

type Topup = SettingsTopupsQuery['topups'][number];

/**
 * Settings > Topups (spec 2.11): the outlet's credits and the active top-ups (credits, price in
 * RM); Buy sends the browser to the hosted payment page. Read from the network each time the tab
 * opens, so credits bought a moment ago show.
 */
export function TopupsTab() {
  const { data, loading } = useOutletQuery(SettingsTopupsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [checkout] = useAction(CreateTopupCheckoutDocument);
  const [buying, setBuying] = useState<string | null>(null);

  if (loading && !data) return <PageLoading />;

  const buy = async (topup: Topup) => {
    setBuying(topup.id);
    const answer = await checkout({ topupId: topup.id });
    if (answer) window.location.assign(answer.createTopupCheckout.sessionUrl);
    else setBuying(null);
  };

  const columns: TableColumnsType<Topup> = [
    { key: 'name', title: 'Top-up', dataIndex: 'topupName' },
    { key: 'credits', title: 'Credits', dataIndex: 'topupAmount', align: 'right' },
    {
      key: 'price',
      title: 'Price',
      align: 'right',
      render: (_, topup) => formatCents(topup.topupPrice),
    },
    {
      key: 'action',
      title: '',
      align: 'right',
      render: (_, topup) => (
        <Button
          type="primary"
          loading={buying === topup.id}
          disabled={buying !== null && buying !== topup.id}
          onClick={() => void buy(topup)}
        >
          Buy
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Statistic title="Current credits" value={data?.currentOutlet.credits ?? 0} />
      </Card>
      <Card title="Top-ups">
        <Table<Topup>
          rowKey="id"
          columns={columns}
          dataSource={data?.topups ?? []}
          pagination={false}
        />
      </Card>
    </Flex>
  );
}
