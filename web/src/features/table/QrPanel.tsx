import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { feedback } from '../../core/feedback';
import {
  QR_FORMATS,
  QR_SIZE,
  QrDataError,
  qrFile,
  qrFileName,
  qrSvg,
  qrSymbol,
  svgDataUrl,
  type QrFormat,
} from './qr';
import { saveBlob } from '../../lib/download';

export interface QrPanelProps {
  tableName: string;
  /** What the QR code holds at first: the table's ordering link. */
  initialData: string;
}

/** The preview's image, or the message the data field shows. */
function preview(data: string): { src: string; error: null } | { src: null; error: string } {
  try {
    return { src: svgDataUrl(qrSvg(qrSymbol(data))), error: null };
  } catch (error) {
    if (error instanceof QrDataError) return { src: null, error: error.message };
    throw error;
  }
}

/**
 * 'QR Code for Table {name}' (spec 2 §2 "Table detail"): the QR code of the editable data field
 * (the table's ordering link at first), drawn as it will download, a format selector (PNG, JPEG,
 * SVG, WEBP) and Download (300x300, error correction Q, the table's name under it).
 */
export function QrPanel({ tableName, initialData }: QrPanelProps) {
  const [data, setData] = useState(initialData);
  const [format, setFormat] = useState<QrFormat>('PNG');
  const [saving, setSaving] = useState(false);
  const shown = useMemo(() => preview(data), [data]);
  const title = `QR Code for Table ${tableName}`;

  const download = async () => {
    setSaving(true);
    try {
      saveBlob(await qrFile(data, format, tableName), qrFileName(tableName, format));
    } catch (error) {
      feedback.showError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={title}>
      <section aria-label={title}>
        <Flex gap={24} wrap align="flex-start">
          <div
            style={{
              width: QR_SIZE,
              maxWidth: '100%',
              aspectRatio: '1 / 1',
              border: '1px solid #f0f0f0',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {shown.src ? (
              <img
                src={shown.src}
                alt={title}
                width={QR_SIZE}
                height={QR_SIZE}
                style={{ width: '100%', height: 'auto' }}
                data-testid="qr-preview"
              />
            ) : (
              <Typography.Text type="secondary" style={{ padding: 16, textAlign: 'center' }}>
                No QR code: {shown.error}
              </Typography.Text>
            )}
          </div>
          <Form layout="vertical" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Form.Item
              label="Data"
              htmlFor="qr-data"
              validateStatus={shown.error ? 'error' : undefined}
              help={shown.error ?? 'What a phone opens when it scans the code: the ordering page.'}
            >
              <Input.TextArea
                id="qr-data"
                value={data}
                onChange={(event) => setData(event.target.value)}
                autoSize={{ minRows: 2, maxRows: 6 }}
                spellCheck={false}
              />
            </Form.Item>
            <Form.Item label="Format" htmlFor="qr-format">
              <Select<QrFormat>
                id="qr-format"
                value={format}
                onChange={setFormat}
                options={QR_FORMATS.map(({ value }) => ({ value, label: value }))}
                style={{ maxWidth: 160 }}
              />
            </Form.Item>
            <Flex gap={8} wrap align="center">
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                disabled={!!shown.error}
                loading={saving}
                onClick={() => void download()}
              >
                Download
              </Button>
              <Button disabled={data === initialData} onClick={() => setData(initialData)}>
                Reset to ordering link
              </Button>
            </Flex>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {QR_SIZE} x {QR_SIZE} pixels, error correction level Q: it still scans when part of it
              is worn or covered.
            </Typography.Paragraph>
          </Form>
        </Flex>
      </section>
    </Card>
  );
}
