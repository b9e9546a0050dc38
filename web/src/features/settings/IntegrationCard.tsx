import type { ReactNode } from 'react';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { connectionView, type Connection, type ProviderInfo } from '../integrations/integrations';

/** One provider's card: what it is for, its state, the account, and its buttons. */
export function IntegrationCard({
  info,
  connection,
  busy = false,
  disabled = false,
  onConnect,
  onDisconnect,
  children,
}: {
  info: ProviderInfo;
  connection: Connection | undefined;
  busy?: boolean;
  disabled?: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
  /** What the connection offers besides its buttons (Loyverse: its stores), when connected. */
  children?: ReactNode;
}) {
  const view = connectionView(info.provider, connection);
  return (
    <Card
      title={info.name}
      extra={<Tag color={view.color}>{view.label}</Tag>}
      data-testid={`integration-${info.slug}`}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={12}>
        <div>
          <Typography.Text strong>{info.kind}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{info.purpose}</Typography.Text>
        </div>
        {view.account && (
          <Typography.Text data-testid="integration-account" ellipsis={{ tooltip: view.account }}>
            {view.account}
          </Typography.Text>
        )}
        {view.problem && <Alert type="warning" showIcon title={view.problem} />}
        {view.label === 'Connected' && children}
        <Flex gap={8} wrap>
          {view.canConnect && (
            <Button
              type="primary"
              loading={busy}
              disabled={disabled}
              onClick={onConnect}
              aria-label={`${view.connectLabel} ${info.name}`}
            >
              {view.connectLabel}
            </Button>
          )}
          {view.canDisconnect && (
            <Button
              danger
              disabled={disabled || busy}
              onClick={onDisconnect}
              aria-label={`Disconnect ${info.name}`}
            >
              Disconnect
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
