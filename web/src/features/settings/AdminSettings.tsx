import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { feedback } from '../../app/feedback';
import { AdminSettingDocument, SetAdminSettingDocument } from '../../generated/graphql';

const TOGGLE_ID = 'admin-enable-90-days';

/**
 * Settings > Admin > Admin Settings (spec 2.11): the platform-wide 90-day check (default on) and
 * the way to /admin to change outlet.
 */
export function AdminSettings() {
  const navigate = useNavigate();
  const { data, loading } = useQuery(AdminSettingDocument, { fetchPolicy: 'cache-and-network' });
  const [setSetting, { loading: saving }] = useMutation(SetAdminSettingDocument, {
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

  const toggle = async (next: boolean) => {
    try {
      await setSetting({ variables: { enable90DaysChecking: next } });
      feedback.notify(next ? '90 days checking enabled' : '90 days checking disabled');
    } catch {
      // The error modal has shown the server's message.
    }
  };

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
                onChange={(next) => void toggle(next)}
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
