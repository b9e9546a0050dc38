import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { ListControls } from '../lib/useListState';
import { EmptyState } from './EmptyState';
import { Pager } from './Pager';
import { pinActions, ScrollFrame } from './ScrollFrame';

export interface PagedTableProps<T> extends Omit<
  TableProps<T>,
  'dataSource' | 'pagination' | 'loading'
> {
  /** The rows of the current page (`usePagedQuery(...).rows`). */
  rows: readonly T[];
  /** Paging and search (`usePagedQuery(...).list`). */
  list: ListControls;
  /** The spec's empty text for this list (default "No data found"). */
  emptyText?: string;
  /** A search box above the table, with this placeholder (e.g. "Search Menu Item"). */
  searchPlaceholder?: string;
  /** The search box's accessible name (default: the placeholder). */
  searchLabel?: string;
  /** Buttons and filters next to the search box (Add ..., a date filter). */
  toolbar?: ReactNode;
}

/**
 * A list screen's table: optional search and toolbar, the rows, the one empty state, and the
 * spec's pager under it. Columns, row keys and row events are antd's own; the Actions column
 * (key 'actions') stays at the right edge, and a table wider than the screen shows that it
 * scrolls.
 */
export function PagedTable<T extends object>({
  rows,
  list,
  emptyText,
  searchPlaceholder,
  searchLabel,
  toolbar,
  ...table
}: PagedTableProps<T>) {
  return (
    <Flex vertical gap={12}>
      {(searchPlaceholder !== undefined || toolbar) && (
        <Flex wrap gap={12} align="center">
          {searchPlaceholder !== undefined && (
            <Input
              allowClear
              prefix={<SearchOutlined />}
              aria-label={searchLabel ?? searchPlaceholder}
              placeholder={searchPlaceholder}
              value={list.searchText}
              onChange={(event) => list.setSearchText(event.target.value)}
              onPressEnter={list.submitSearch}
              style={{ flex: '1 1 260px', maxWidth: 480 }}
            />
          )}
          {toolbar}
        </Flex>
      )}
      <ScrollFrame>
        <Table<T>
          scroll={{ x: 'max-content' }}
          {...table}
          columns={table.columns && pinActions(table.columns)}
          dataSource={rows}
          loading={list.loading}
          pagination={false}
          locale={{ emptyText: <EmptyState text={emptyText} />, ...table.locale }}
        />
      </ScrollFrame>
      <Pager list={list} />
    </Flex>
  );
}
