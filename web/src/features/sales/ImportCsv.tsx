import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Messages } from '@mise/domain';
import { Alert, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { feedback } from '../../core/feedback';
import {
  ImportSalesCsvDocument,
  ManualSalesDocument,
  PreviewSalesCsvDocument,
  RequestSalesCsvUploadDocument,
  SalesCalendarDocument,
  SalesCsvTemplateDocument,
  UnmappedItemsDocument,
  type PreviewSalesCsvMutation,
} from '../../generated/graphql';
import { formatAmount } from '../../lib/amounts';
import { saveBlob } from '../../lib/download';
import { UploadFailed, uploadFile } from '../../lib/upload';
import { useAction } from '../../lib/useAction';
import { presignedUpload } from '../../lib/upload';
import {
  SALES_CSV_ACCEPT,
  SALES_CSV_CONTENT_TYPE,
  SALES_CSV_MAX_BYTES,
  SALES_CSV_TEMPLATE_NAME,
  csvImportAllowed,
  csvImportedText,
  csvTotalsText,
  csvPhaseText,
  csvPreviewSummary,
  type CsvImportPhase,
} from './sales';

type Preview = PreviewSalesCsvMutation['previewSalesCsv'];
type PreviewRow = Preview['rows'][number];

/** A bad row shows its reason across the value columns. */
const spanReason = (row: PreviewRow) => ({ colSpan: row.error ? 0 : 1 });

const COLUMNS: ColumnsType<PreviewRow> = [
  { key: 'row', title: 'Line', dataIndex: 'row', width: 70 },
  {
    key: 'date',
    title: 'Date',
    onCell: (row) => ({ colSpan: row.error ? 6 : 1 }),
    render: (_value, row) =>
      row.error ? <Typography.Text type="danger">{row.error}</Typography.Text> : row.saleDate,
  },
  { key: 'item', title: 'Menu Item', dataIndex: 'menuItemName', onCell: spanReason },
  {
    key: 'version',
    title: 'Version',
    onCell: spanReason,
    render: (_value, row) => row.versionNumber ?? '-',
  },
  { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', onCell: spanReason },
  {
    key: 'price',
    title: 'Price (RM)',
    onCell: spanReason,
    render: (_value, row) => formatAmount(row.salePrice),
  },
  {
    key: 'total',
    title: 'Total (RM)',
    onCell: spanReason,
    render: (_value, row) => formatAmount(row.total),
  },
];

/** CSV sales show in the Manual Sales list; the calendar and the notice may move too. */
const refetchQueries = [SalesCalendarDocument, ManualSalesDocument, UnmappedItemsDocument];

/**
 * Import CSV on /sales (issue 11, flows.md §4.4): Download template, pick a .csv (presigned PUT,
 * then `previewSalesCsv` reads every row: its values or "Row N: reason"), the preview with its
 * totals, and Import (disabled while any row is bad; the server checks again and writes all or
 * nothing): "Imported N sales (M lines)" and the lists refetch.
 */
export function ImportCsv() {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<CsvImportPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const [runImport] = useAction(ImportSalesCsvDocument, {
    success: (data) => csvImportedText(data.importSalesCsv),
    refetchQueries,
  });

  const reset = () => {
    abort.current?.abort();
    setPhase('idle');
    setPreview(null);
    setFileName(null);
  };
  const close = () => {
    reset();
    setOpen(false);
  };

  const downloadTemplate = async () => {
    const { data } = await client.query({
      query: SalesCsvTemplateDocument,
      fetchPolicy: 'network-only',
    });
    if (!data) return;
    saveBlob(
      new Blob([data.salesCsvTemplate], { type: 'text/csv;charset=utf-8' }),
      SALES_CSV_TEMPLATE_NAME,
    );
  };

  // The service's refusals (a wrong header, an empty file) show in the error modal; a failed PUT
  // says "Upload failed. Please try again." (flows.md 6).
  const request = async (file: File) => {
    const { data } = await client.mutate({
      mutation: RequestSalesCsvUploadDocument,
      variables: {
        file: { fileName: file.name, contentType: SALES_CSV_CONTENT_TYPE, size: file.size },
      },
    });
    if (!data) throw new Error('No answer');
    return presignedUpload(data.requestSalesCsvUpload);
  };
  const read = async (key: string) => {
    setPhase('checking');
    const { data } = await client.mutate({
      mutation: PreviewSalesCsvDocument,
      variables: { fileKey: key },
    });
    if (!data) throw new Error('No answer');
    setPreview(data.previewSalesCsv);
  };

  const start = async (file: File) => {
    reset();
    if (file.size > SALES_CSV_MAX_BYTES) {
      feedback.showError(Messages.upload.failed);
      return;
    }
    setFileName(file.name);
    setPhase('uploading');
    setPercent(0);
    abort.current = new AbortController();
    const signal = abort.current.signal;
    try {
      await uploadFile(file, { request, attach: read }, setPercent, undefined, signal);
    } catch (error) {
      if (error instanceof UploadFailed && !signal.aborted) {
        feedback.showError(Messages.upload.failed);
      }
      setFileName(null);
    } finally {
      if (!signal.aborted) setPhase('idle');
    }
  };

  const importRows = async () => {
    if (!preview) return;
    setPhase('importing');
    const done = await runImport({ fileKey: preview.fileKey });
    setPhase('idle');
    if (done) close();
  };

  const busy = csvPhaseText(phase);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <Modal
        open={open}
        title="Import CSV"
        width={860}
        onCancel={close}
        maskClosable={false}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button
            key="import"
            type="primary"
            loading={phase === 'importing'}
            disabled={!csvImportAllowed(preview, phase)}
            onClick={() => void importRows()}
          >
            Import
          </Button>,
        ]}
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            One row per item sold: date (YYYY-MM-DD), menu item, version (blank: the latest),
            quantity, sale price (blank: the menu price). Each date becomes one sale.
          </Typography.Paragraph>
          <Flex wrap gap={8} align="center">
            <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
              Download template
            </Button>
            <Upload
              accept={SALES_CSV_ACCEPT}
              showUploadList={false}
              disabled={phase !== 'idle'}
              customRequest={({ file }) => void start(file as File)}
            >
              <Button type="primary" icon={<UploadOutlined />} disabled={phase !== 'idle'}>
                Choose CSV file
              </Button>
            </Upload>
            {fileName && <Typography.Text data-testid="csv-file-name">{fileName}</Typography.Text>}
          </Flex>
          {busy && (
            <Flex vertical gap={4} role="status" aria-label="Import progress">
              <Typography.Text>{busy}</Typography.Text>
              {phase === 'uploading' && <Progress percent={percent} size="small" />}
            </Flex>
          )}
          {preview && (
            <>
              <Alert
                type={preview.errorCount > 0 ? 'error' : 'success'}
                showIcon
                data-testid="csv-summary"
                title={csvPreviewSummary(preview)}
                description={
                  <>
                    <div>{csvTotalsText(preview)}</div>
                    {preview.errorCount > 0 && (
                      <div>
                        Fix the rows in red and choose the file again: nothing is imported until
                        every row is good.
                      </div>
                    )}
                  </>
                }
              />
              <Table<PreviewRow>
                aria-label="CSV preview"
                size="small"
                rowKey="row"
                columns={COLUMNS}
                dataSource={preview.rows}
                pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
                scroll={{ x: 'max-content' }}
              />
            </>
          )}
        </Flex>
      </Modal>
    </>
  );
}
