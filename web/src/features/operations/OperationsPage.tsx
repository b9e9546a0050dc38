import { CoffeeOutlined, FireOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { appConfig } from '../../app/config';
import { useCurrentOutlet } from '../../app/Shell';
import { orderingLinks } from './ordering-links';

const DASHBOARDS = [
  {
    key: 'waiter',
    icon: <CoffeeOutlined />,
    title: 'Waiter Dashboard',
    text: 'For front-of-house staff: the draft orders from tables and customers, to check and confirm before they go to the kitchen.',
  },
  {
    key: 'kitchen',
    icon: <FireOutlined />,
    title: 'Kitchen Dashboard',
    text: 'For the kitchen: the confirmed orders, to prepare and mark as they are served.',
  },
] as const;

/**
 * /operations (spec 2.10): the waiter's and the kitchen's ordering dashboards of the current
 * outlet, each opened in a new tab on the ordering site (its masked number, never the sequential
 * one, is in the address).
 */
export default function OperationsPage() {
  const { outlet, loading } = useCurrentOutlet();
  const links = outlet ? orderingLinks(appConfig.orderingUrl, outlet.maskedOutletNumber) : null;

  return (
    <>
      <Typography.Title level={3}>Operations</Typography.Title>
      <Typography.Paragraph type="secondary">
        Take and prepare orders on the ordering site. Each dashboard opens in a new tab, ready to
        leave open on a tablet at the counter or in the kitchen.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {DASHBOARDS.map((d) => (
          <Col xs={24} md={12} key={d.key}>
            <Dashboard
              icon={d.icon}
              title={d.title}
              text={d.text}
              href={links?.[d.key]}
              loading={loading}
              disabled={!links}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}

function Dashboard({
  icon,
  title,
  text,
  href,
  loading,
  disabled,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  href: string | undefined;
  loading: boolean;
  disabled: boolean;
}) {
  return (
    <Card style={{ height: '100%' }}>
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        icon={icon}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        loading={loading}
        disabled={loading || disabled}
        block
      >
        {title}
      </Button>
    </Card>
  );
}
