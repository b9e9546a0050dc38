import { PageHeader } from '../../components/PageHeader';
import { Tabs, type TabsProps } from 'antd';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../core/CurrentUser';
import { useSession } from '../../core/session';
import { AdminTab } from './AdminTab';
import { BillingTab } from './BillingTab';
import { IntegrationsTab } from './IntegrationsTab';
import { ProfileTab } from './ProfileTab';
import { SubscriptionTab } from './SubscriptionTab';
import { TopupsTab } from './TopupsTab';

/**
 * /settings (spec 2.11). The tab is kept in the address (`?tab=`), so a reload stays on it.
 * Subscription is the default tab; the OAuth callbacks come back to `?tab=integrations`. Admin is
 * shown to admins only.
 */
type SettingsTab = 'profile' | 'subscription' | 'topups' | 'billing' | 'integrations' | 'admin';
const DEFAULT_TAB: SettingsTab = 'subscription';

export default function SettingsPage() {
  const me = useCurrentUser();
  const { isAdmin: sessionAdmin } = useSession();
  const isAdmin = me ? me.isAdmin : sessionAdmin;
  const [params, setParams] = useSearchParams();

  const items: NonNullable<TabsProps['items']> = [
    { key: 'profile', label: 'Profile', children: <ProfileTab /> },
    { key: 'subscription', label: 'Subscription', children: <SubscriptionTab /> },
    { key: 'topups', label: 'Topups', children: <TopupsTab /> },
    { key: 'billing', label: 'Billing', children: <BillingTab /> },
    { key: 'integrations', label: 'Integrations', children: <IntegrationsTab /> },
    ...(isAdmin ? [{ key: 'admin', label: 'Admin', children: <AdminTab /> }] : []),
  ];
  const requested = params.get('tab');
  const active = items.some((item) => item.key === requested)
    ? (requested as SettingsTab)
    : DEFAULT_TAB;

  const open = (key: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams();
        next.set('tab', key);
        // The admin sub-tab is kept only while on the admin tab.
        if (key === 'admin' && prev.get('section')) next.set('section', prev.get('section')!);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader title="Settings" />
      <Tabs activeKey={active} onChange={open} items={items} destroyOnHidden />
    </>
  );
}
