import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { AppRoutes } from './router';
import { theme } from './theme';

/**
 * Who asks their system for reduced motion gets no antd animations (modals, dropdowns and
 * drawers appear at once). The journeys ask too: no click lands on a dialog still zooming in.
 */
const reducedMotion =
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const appTheme = reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;

export function App() {
  return (
    <ConfigProvider theme={appTheme} locale={enGB}>
      <AppRoutes />
    </ConfigProvider>
  );
}
