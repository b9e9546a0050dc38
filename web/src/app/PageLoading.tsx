import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div className="mise-page-loading" role="status" aria-label="Loading">
      <Spin size="large" />
    </div>
  );
}
