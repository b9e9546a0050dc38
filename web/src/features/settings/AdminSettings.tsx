import { useQuery } from '@apollo/client/react';
import { Messages } from '@mise/domain';
import { Button, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router';

import { AdminSettingDocument, SetAdminSettingDocument } from '../../generated/graphql';
import { useAction } from '../../lib/useAction';

const TOGGLE_ID = 'admin-enable-90-days';

/**
 * Settings > Admin > Admin Settings (spec 2.11): the platform-wide 90-day check (default on) and
 * the way to /admin to change outlet.
 */
export function AdminSettings() {
  const navigate = useNavigate();
  const { data, loading } = useQuery(AdminSettingDocument, { fetchPolicy: 'cache-and-network' });
  const [setSetting, { loading: saving }] = useAction(SetAdminSettingDocument, {
    success: (answer) =>
      Messages.admin.ninetyDaysChecking(answer.setAdminSetting.enable90DaysChecking),
    update: (cache, { data: answer }) => {
      if (answer) {
        cache.writeQuery({
          query: AdminSettingDocument,
          data: { adminSetting: answer.setAdminSetting },
        });
      }
    },
  });
  const enabled = data?.adminSetting.enable90DaysChecking;

  return (
    <Flex vertical gap={16}>
      <Card title="90 days checking">
        {loading && enabled === undefined ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <Flex vertical gap={8}>
            <Flex align="center" gap={12}>
              <Switch
                id={TOGGLE_ID}
                checked={enabled ?? true}
                loading={saving}
                onChange={(next) => void setSetting({ enable90DaysChecking: next })}
              />
              <label htmlFor={TOGGLE_ID}>Enable 90 days checking</label>
            </Flex>
            <Typography.Text type="secondary">
              When on, dates older than 91 days cannot be chosen for back-dated entries, and older
              entries cannot be edited or deleted.
            </Typography.Text>
          </Flex>
        )}
      </Card>
      <Card title="Change outlet">
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">Work in any outlet of the platform.</Typography.Text>
          <Button onClick={() => void navigate('/admin')}>Change outlet</Button>
        </Flex>
      </Card>
    </Flex>
  );
}
