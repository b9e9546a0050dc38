import {
  LeftOutlined,
  RightOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
} from '@ant-design/icons';
import { Messages, pagerState } from '@mise/domain';
import { Button, Flex, Select, Typography } from 'antd';
import { useId } from 'react';
import type { ListControls } from '../lib/useListState';

/**
 * The spec's paging controls (spec 2 §2): a rows-to-display selector, first / previous / next /
 * last, and "Showing page X of Y".
 */
export function Pager({ list }: { list: ListControls }) {
  const { page, pageCount, canPrevious, canNext } = pagerState(
    list.state.page,
    list.total,
    list.state.pageSize,
  );
  const sizeId = useId();
  return (
    <Flex className="mise-pager" wrap align="center" justify="space-between" gap={12}>
      <Flex align="center" gap={8}>
        <label htmlFor={sizeId}>{Messages.paging.rowsToDisplay}</label>
        <Select<number>
          id={sizeId}
          aria-label={Messages.paging.rowsToDisplay}
          value={list.state.pageSize}
          onChange={list.setPageSize}
          options={list.pageSizes.map((size) => ({ value: size, label: String(size) }))}
          style={{ width: 80 }}
        />
      </Flex>
      <Flex align="center" gap={4}>
        <Button
          type="text"
          icon={<StepBackwardOutlined />}
          aria-label="First page"
          title="First page"
          disabled={!canPrevious}
          onClick={list.first}
        />
        <Button
          type="text"
          icon={<LeftOutlined />}
          aria-label="Previous page"
          title="Previous page"
          disabled={!canPrevious}
          onClick={list.previous}
        />
        <Typography.Text data-testid="pager-status" style={{ margin: '0 8px' }}>
          {Messages.paging.showingPage(page, pageCount)}
        </Typography.Text>
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label="Next page"
          title="Next page"
          disabled={!canNext}
          onClick={list.next}
        />
        <Button
          type="text"
          icon={<StepForwardOutlined />}
          aria-label="Last page"
          title="Last page"
          disabled={!canNext}
          onClick={list.last}
        />
      </Flex>
    </Flex>
  );
}
