import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A read-only figure among a form's fields (a cost, a total): its label over a large value. */
export function Figure({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical style={{ marginBottom: 8 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong data-testid={testId} style={{ fontSize: 18 }}>
        {children}
      </Typography.Text>
    </Flex>
  );
}
