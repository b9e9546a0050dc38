import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { theme } from './theme';

export function App() {
  return (
    <ConfigProvider theme={theme} locale={enGB}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
