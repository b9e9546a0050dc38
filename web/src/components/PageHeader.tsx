import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  /** The screen's name, the page's one heading (h3). */
  title: ReactNode;
  /** One line under it, the spec's description of the screen. */
  subtitle?: ReactNode;
  /** Buttons or tags on the right of the title (Back, a status). */
  extra?: ReactNode;
  /** A detail screen's way back to its list: "← Back to Tables". */
  back?: { to: string; label: string };
}

/**
 * The top of every screen: the way back (detail screens), its title, an optional line under it,
 * optional actions beside it. Every screen starts with it, so they all look and read the same.
 */
export function PageHeader({ title, subtitle, extra, back }: PageHeaderProps) {
  return (
    <header className="mise-page-header">
      {back && (
        <Link to={back.to} className="mise-back-link">
          <ArrowLeftOutlined /> {back.label}
        </Link>
      )}
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
