import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { AccountAnalysis } from './AccountAnalysis';
import { AdminSettings } from './AdminSettings';

/** Settings > Admin (spec 2.11, admins only): Account Analysis and Admin Settings. */
export function AdminTab() {
  const [params, setParams] = useSearchParams();
  const active = params.get('section') === 'settings' ? 'settings' : 'analysis';
  return (
    <Tabs
      type="card"
      activeKey={active}
      onChange={(key) => {
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('section', key);
            return next;
          },
          { replace: true },
        );
      }}
      destroyOnHidden
      items={[
        { key: 'analysis', label: 'Account Analysis', children: <AccountAnalysis /> },
        { key: 'settings', label: 'Admin Settings', children: <AdminSettings /> },
      ]}
    />
  );
}
