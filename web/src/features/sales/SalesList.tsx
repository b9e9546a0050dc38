import { DownloadOutlined } from '@ant-design/icons';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { SALES_DEFAULT_PAGE_SIZE, SALES_PAGE_SIZES, type CalendarDate } from '@mise/domain';
import { Button, Flex, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { amountColumn } from '../../components/Amount';
import { PagedTable } from '../../components/PagedTable';
import { saveBlob } from '../../lib/download';
import { usePagedQuery, type Page } from '../../lib/usePagedQuery';
import { ReadOnlyTag, SaleLines } from './SaleLines';
import { csvFileName, salesCsv, type SaleColumn, type SaleRow } from './sales';

export interface SalesListProps<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  select: (data: TData) => Page<SaleRow> | null | undefined;
  /** The selected day's range (`dayRange` or `invoiceDayRange`). */
  range: { from: CalendarDate; to: CalendarDate };
  /** The spec's columns; the CSV has the same. */
  columns: readonly SaleColumn[];
  /** What an expanded row shows under its items. */
  lines: 'billings' | 'miscs';
  emptyText: string;
  /** 'app-sales': the CSV is 'app-sales-{day}.csv'. */
  csvName: string;
  /** The list's accessible name. */
  label: string;
  /** An Actions column (manual sales). */
  actions?: (row: SaleRow) => ReactNode;
  toolbar?: ReactNode;
}

/**
 * One list of /sales (App, Invoice or Manual sales of the selected day): 5 rows a page
 * (5/10/20/50), rows that expand to their lines, Expand All / Collapse All, and Download as .csv
 * of the rows shown.
 */
export function SalesList<TData, TVariables extends OperationVariables>({
  query,
  select,
  range,
  columns,
  lines,
  emptyText,
  csvName,
  label,
  actions,
  toolbar,
}: SalesListProps<TData, TVariables>) {
  const { rows, list } = usePagedQuery(query, {
    select,
    variables: range as unknown as Omit<TVariables, 'offset' | 'limit' | 'search'>,
    pageSizes: SALES_PAGE_SIZES,
    pageSize: SALES_DEFAULT_PAGE_SIZE,
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  const [expanded, setExpanded] = useState<string[]>([]);
  // Only rows of the page shown are open (another day remounts the list: the parent keys it).
  const open = expanded.filter((id) => rows.some((row) => row.id === id));

  // the first column also says why a row is read-only ('from an invoice'); the CSV does not
  const tableColumns: TableColumnsType<SaleRow> = columns.map((column, index) =>
    column.kind === 'money'
      ? amountColumn<SaleRow>(column.key, column.title, column.value)
      : {
          key: column.key,
          title: column.title,
          render: (_, row) =>
            index === 0 && row.readOnlyReason ? (
              <Flex gap={8} wrap align="center">
                {column.value(row)}
                <ReadOnlyTag reason={row.readOnlyReason} />
              </Flex>
            ) : (
              column.value(row)
            ),
        },
  );
  if (actions) {
    tableColumns.push({ key: 'actions', title: 'Actions', render: (_, row) => actions(row) });
  }

  return (
    <section aria-label={label}>
      <PagedTable<SaleRow>
        rowKey="id"
        columns={tableColumns}
        rows={rows}
        list={list}
        emptyText={emptyText}
        toolbar={
          <>
            <Button
              disabled={rows.length === 0}
              onClick={() => setExpanded(rows.map((row) => row.id))}
            >
              Expand All
            </Button>
            <Button disabled={open.length === 0} onClick={() => setExpanded([])}>
              Collapse All
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={rows.length === 0}
              onClick={() =>
                saveBlob(
                  new Blob([salesCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
                  csvFileName(csvName, range.from),
                )
              }
            >
              Download as .csv
            </Button>
            {toolbar}
          </>
        }
        expandable={{
          expandedRowKeys: open,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
          expandedRowRender: (row) => <SaleLines id={row.id} show={lines} />,
        }}
      />
    </section>
  );
}
