import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The screen's name, the page's one heading (h3). */
  title: ReactNode;
  /** One line under it, the spec's description of the screen. */
  subtitle?: ReactNode;
  /** Buttons or tags on the right of the title (Back, a status). */
  extra?: ReactNode;
}

/** The top of every screen: its title, an optional line under it, optional actions beside it. */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <header className="mise-page-header">
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Title level={3} style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {subtitle}
        </Typography.Paragraph>
      )}
    </header>
  );
}
