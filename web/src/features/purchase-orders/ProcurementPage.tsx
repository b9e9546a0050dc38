import { CheckCircleFilled } from '@ant-design/icons';
import { ProcurementScreenMessages } from '@mise/domain';
import { Button, Card, Flex, Progress, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../core/PageLoading';
import { ProcurementSetupDocument } from '../../generated/graphql';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { SETUP_STEPS } from './purchase-orders';
import '../overview/OverviewPage.css';

/**
 * /purchase-order, the Procurement entry (spec 3 §2.3): 'Get started' with three steps (owner
 * contact and outlet address in Settings, Profile tab; mail access in Settings, Integrations),
 * the percent done and the first unfinished step. Arriving with all three done goes straight to
 * /purchase-order/list; finishing them while here shows 'Setup Complete'.
 */
export default function ProcurementPage() {
  const navigate = useNavigate();
  const { data } = useOutletQuery(ProcurementSetupDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: 10_000,
  });
  const setup = data?.procurementSetup;
  // Whether the first answer already had everything done (then this page is skipped).
  const [doneOnArrival, setDoneOnArrival] = useState<boolean | null>(null);
  if (setup && doneOnArrival === null) setDoneOnArrival(setup.nextStep === null);

  if (!setup) return <PageLoading />;
  if (doneOnArrival) return <Navigate to="/purchase-order/list" replace />;

  const done = setup.nextStep === null;
  return (
    <>
      <PageHeader title="Procurement" />
      {done ? (
        <Card>
          <Result
            status="success"
            title={ProcurementScreenMessages.setupComplete}
            subTitle={ProcurementScreenMessages.setupCompleteHint}
            extra={
              <Button type="primary" onClick={() => void navigate('/purchase-order/list')}>
                Go to Purchase Orders
              </Button>
            }
          />
        </Card>
      ) : (
        <section className="mise-card" aria-label="Get started">
          <h4 className="mise-card-title">Get started</h4>
          <div className="mise-overview-checklist">
            <Flex vertical align="center" gap={8}>
              <Progress type="circle" percent={setup.percent} aria-label="Set-up progress" />
              <Typography.Text strong data-testid="setup-next">
                {setup.nextStep}
              </Typography.Text>
            </Flex>
            <ol className="mise-checklist" aria-label="Steps">
              {SETUP_STEPS.map((step, index) => {
                const finished = setup[step.key];
                return (
                  <li key={step.key} className={`mise-checklist-step${finished ? ' is-done' : ''}`}>
                    <span className="mise-checklist-mark" aria-hidden>
                      {finished ? <CheckCircleFilled /> : index + 1}
                    </span>
                    <div>
                      <strong>{step.title}</strong>
                      <span className="mise-muted mise-checklist-state">
                        {finished ? 'Done' : 'To do'}
                      </span>
                      <p className="mise-muted" style={{ margin: 0 }}>
                        {step.text} {!finished && <Link to={step.to}>{step.label}</Link>}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </div>
        </section>
      )}
    </>
  );
}
