import type { ThemeConfig } from 'antd';

/** The Mise look: a kitchen green with a warm accent, calm surfaces, roomy controls. */

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2a6b4f',
    colorLink: '#2a6b4f',
    colorInfo: '#2a6b4f',
    colorWarning: '#d4962a',
    colorBgLayout: '#f6f4ef',
    borderRadius: 8,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Table: { headerBg: '#f1eee6' },
  },
};
