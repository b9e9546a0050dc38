import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { AppRoutes } from './router';
import { theme } from './theme';

export function App() {
  return (
    <ConfigProvider theme={theme} locale={enGB}>
      <AppRoutes />
    </ConfigProvider>
  );
}
