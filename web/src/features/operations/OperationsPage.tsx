import { PageHeader } from '../../components/PageHeader';
import { CoffeeOutlined, FireOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_LIST, type DashboardKind } from './dashboards';
import './operations.css';

const ICONS: Record<DashboardKind, ReactNode> = {
  waiter: <CoffeeOutlined />,
  kitchen: <FireOutlined />,
};

/**
 * /operations (spec 2.10, issue 12): the waiter's and the kitchen's ordering dashboards of the
 * current outlet, screens of this app (/operations/waiter, /operations/kitchen). Links, so a
 * tablet can keep one open in its own tab.
 */
export default function OperationsPage() {
  const navigate = useNavigate();
  const open = (event: MouseEvent, path: string) => {
    // A plain click stays in the app; a modified one (new tab, new window) is the browser's.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(path);
  };

  return (
    <>
      <PageHeader
        title="Operations"
        subtitle={
          <>
            Take and prepare the orders guests place from the QR codes on your tables. Leave a
            dashboard open on a tablet at the counter or in the kitchen: new orders appear on their
            own.
          </>
        }
      />
      <Row gutter={[16, 16]}>
        {DASHBOARD_LIST.map((d) => (
          <Col xs={24} md={12} key={d.kind}>
            <Card className="mise-ops-card" style={{ height: '100%' }}>
              <Typography.Paragraph>{d.text}</Typography.Paragraph>
              <Button
                type="primary"
                size="large"
                icon={ICONS[d.kind]}
                href={d.path}
                onClick={(event) => open(event, d.path)}
                block
              >
                {d.title}
              </Button>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
