import { useQuery } from '@apollo/client/react';
import { Messages } from '@mise/domain';
import { Alert, Button, Card, Col, Modal, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../core/apollo';
import {
  DisconnectIntegrationDocument,
  IntegrationsDocument,
  StartConnectionDocument,
  type IntegrationProvider,
} from '../../generated/graphql';
import { PROVIDERS, type ProviderInfo } from '../integrations/integrations';
import { IntegrationCard } from './IntegrationCard';
import { PosStores } from './PosStores';
import { useAction } from '../../lib/useAction';

const CARD_COLUMNS = { xs: 24, md: 12, xl: 8 } as const;

/**
 * Settings > Integrations (spec 1 §2.11, issue 24): Loyverse (point of sale), Google (mail) and Xero
 * (accounting), each with its state, the account it is connected to and Connect / Disconnect.
 * Connect sends the browser to the provider, which comes back to `/{provider}/callback`;
 * Disconnect asks first. Read from the network each time the tab opens.
 */
export function IntegrationsTab() {
  const { data, loading, error, refetch } = useQuery(IntegrationsDocument, {
    fetchPolicy: 'cache-and-network',
    context: { quiet: true },
  });
  const [start] = useAction(StartConnectionDocument);
  const [disconnect] = useAction(DisconnectIntegrationDocument, {
    success: (answer) => Messages.integrations.disconnected(answer.disconnect.providerName),
    update: (cache, { data: answer }) => {
      const changed = answer?.disconnect;
      if (!changed) return;
      cache.updateQuery({ query: IntegrationsDocument }, (current) =>
        current
          ? {
              integrations: current.integrations.map((c) =>
                c.provider === changed.provider ? changed : c,
              ),
            }
          : current,
      );
    },
  });
  const [modal, holder] = Modal.useModal();
  const [busy, setBusy] = useState<IntegrationProvider | null>(null);

  const connect = async (provider: IntegrationProvider) => {
    setBusy(provider);
    const answer = await start({ provider });
    if (answer) window.location.assign(answer.startConnection.authorizeUrl);
    else setBusy(null);
  };
  const confirmDisconnect = (info: ProviderInfo) => {
    void modal.confirm({
      title: Messages.integrations.confirmDisconnect(info.name),
      content: `Mise stops using your ${info.name} account until you connect it again.`,
      okText: 'Disconnect',
      okButtonProps: { danger: true },
      onOk: async () => {
        await disconnect({ provider: info.provider });
      },
    });
  };

  if (!data && error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="The integrations could not be loaded"
        description={errorMessage(error)}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <>
      {holder}
      <Row gutter={[16, 16]}>
        {PROVIDERS.map((info) => (
          <Col key={info.provider} {...CARD_COLUMNS}>
            {loading && !data ? (
              <Card title={info.name}>
                <Skeleton active paragraph={{ rows: 2 }} />
              </Card>
            ) : (
              <IntegrationCard
                info={info}
                connection={data?.integrations.find((c) => c.provider === info.provider)}
                busy={busy === info.provider}
                disabled={busy !== null && busy !== info.provider}
                onConnect={() => void connect(info.provider)}
                onDisconnect={() => confirmDisconnect(info)}
              >
                {info.provider === 'POS' && <PosStores />}
              </IntegrationCard>
            )}
          </Col>
        ))}
      </Row>
    </>
  );
}
