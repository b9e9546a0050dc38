import { BillingMessages, Messages, SUBSCRIPTION_RELOAD_DELAY_MS } from '@mise/domain';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Popconfirm,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { PageLoading } from '../../core/PageLoading';
import { feedback } from '../../core/feedback';
import {
  CancelSubscriptionDocument,
  CancelSubscriptionPermanentlyDocument,
  ChangeSubscriptionPlanDocument,
  CreatePlanCheckoutDocument,
  SettingsSubscriptionDocument,
  type PlanFieldsFragment as Plan,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { changeOf, menuLimitText, planPrice, summarise } from './subscription';

/** The page reloads this long after a cancel (spec §9). */
const reloadSoon = () =>
  window.setTimeout(() => window.location.reload(), SUBSCRIPTION_RELOAD_DELAY_MS);

const cancelFailed = () => Messages.subscription.cancelFailed;

/**
 * Settings > Subscription (spec 2.11, the default tab): the current plan, billing period, status
 * and end date (the free plan, 10 menu items, without a live one); the active plans with cost (RM)
 * and menu limit; Purchase sends the browser to the hosted payment page; while ACTIVE, Upgrade or
 * Downgrade to another plan after a confirmation (Stripe prorates the difference); Cancel Subscription (ACTIVE) or the permanent cancel (PENDING_CANCEL, shown
 * "Cancelled"), then a reload after 2 seconds.
 */
export function SubscriptionTab() {
  const { data, loading, refetch } = useOutletQuery(SettingsSubscriptionDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [changePlan] = useAction(ChangeSubscriptionPlanDocument);
  const [checkout] = useAction(CreatePlanCheckoutDocument);
  const [cancel, { loading: cancelling }] = useAction(CancelSubscriptionDocument, {
    error: cancelFailed,
  });
  const [cancelForGood, { loading: ending }] = useAction(CancelSubscriptionPermanentlyDocument, {
    error: cancelFailed,
  });
  const [buying, setBuying] = useState<string | null>(null);

  if (loading && !data) return <PageLoading />;
  const current = data?.currentOutlet.currentSubscription ?? null;
  const summary = summarise(current);

  const change = async (plan: Plan) => {
    setBuying(plan.id);
    const answer = await changePlan({ planId: plan.id });
    setBuying(null);
    if (answer) {
      feedback.notify(BillingMessages.planChanged(answer.changeSubscriptionPlan.plan.planName));
      await refetch();
    }
  };

  const purchase = async (plan: Plan) => {
    setBuying(plan.id);
    const answer = await checkout({ planId: plan.id });
    if (answer) window.location.assign(answer.createPlanCheckout.sessionUrl);
    else setBuying(null);
  };

  const afterCancel = (success: boolean | undefined) => {
    if (success === undefined) return; // the error modal has said so
    if (!success) feedback.showError(Messages.subscription.cancelFailed);
    else reloadSoon();
  };

  const columns: TableColumnsType<Plan> = [
    { key: 'plan', title: 'Plan', dataIndex: 'planName' },
    {
      key: 'cost',
      title: 'Cost',
      render: (_, plan) =>
        planPrice(plan.billingDetails.planCost, plan.billingDetails.billingPeriod),
    },
    { key: 'limit', title: 'Menu limit', render: (_, plan) => menuLimitText(plan.menuLimit) },
    ...(current?.status === 'ACTIVE'
      ? [
          {
            key: 'change',
            title: '',
            align: 'right' as const,
            render: (_: unknown, plan: Plan) => {
              const action = changeOf(current, plan);
              if (!action) return <Tag>Current plan</Tag>;
              return (
                <Popconfirm
                  title={`${action} to ${plan.planName}?`}
                  description={`From now on ${planPrice(plan.billingDetails.planCost, plan.billingDetails.billingPeriod)} and ${menuLimitText(plan.menuLimit)} menu items; the difference for this period is prorated on your next invoice.`}
                  okText={action}
                  cancelText="Keep my plan"
                  onConfirm={() => void change(plan)}
                >
                  <Button
                    type={action === 'Upgrade' ? 'primary' : 'default'}
                    loading={buying === plan.id}
                    disabled={buying !== null && buying !== plan.id}
                  >
                    {action}
                  </Button>
                </Popconfirm>
              );
            },
          },
        ]
      : []),
    ...(summary.mayPurchase
      ? [
          {
            key: 'action',
            title: '',
            align: 'right' as const,
            render: (_: unknown, plan: Plan) => (
              <Button
                type="primary"
                loading={buying === plan.id}
                disabled={buying !== null && buying !== plan.id}
                onClick={() => void purchase(plan)}
              >
                Purchase
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Card title="Current plan">
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Plan">{summary.planName}</Descriptions.Item>
          <Descriptions.Item label="Billing period">{summary.billingPeriod}</Descriptions.Item>
          <Descriptions.Item label="Menu limit">{summary.menuLimit}</Descriptions.Item>
          <Descriptions.Item label="Status">
            {summary.status ? (
              <Tag color={summary.status.colour} data-testid="subscription-status">
                {summary.status.label}
              </Tag>
            ) : (
              '-'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="End date">
            {summary.endDate ? longDate(summary.endDate) : '-'}
          </Descriptions.Item>
        </Descriptions>
        {summary.cancel === 'SOFT' && (
          <Popconfirm
            title="Cancel your subscription?"
            description="The plan stays until the end of the period you paid for."
            okText="Cancel Subscription"
            cancelText="Keep it"
            onConfirm={() =>
              void cancel({}).then((r) => afterCancel(r?.cancelSubscription.success))
            }
          >
            <Button danger loading={cancelling}>
              Cancel Subscription
            </Button>
          </Popconfirm>
        )}
        {summary.cancel === 'PERMANENT' && (
          <Popconfirm
            title="Cancel your subscription permanently?"
            description="The plan ends now and the menu limit goes back to 10."
            okText="Cancel Permanently"
            cancelText="Keep it"
            onConfirm={() =>
              void cancelForGood({}).then((r) =>
                afterCancel(r?.cancelSubscriptionPermanently.success),
              )
            }
          >
            <Button danger loading={ending}>
              Cancel Permanently
            </Button>
          </Popconfirm>
        )}
      </Card>
      <Card title="Plans">
        <Table<Plan>
          rowKey="id"
          columns={columns}
          dataSource={data?.plans ?? []}
          pagination={false}
        />
      </Card>
    </Flex>
  );
}
