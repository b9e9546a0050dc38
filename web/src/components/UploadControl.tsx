import { UploadOutlined } from '@ant-design/icons';
import { Messages } from '@mise/domain';
import { Button, Flex, Progress, Upload } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { feedback } from '../core/feedback';
import { uploadFile, type UploadSteps } from '../lib/upload';

export interface UploadControlProps extends UploadSteps {
  /** File types offered by the picker (".pdf,.jpg,.jpeg,.png"); the service checks them again. */
  accept?: string;
  /** Refused before any request, with the spec's failure text. */
  maxBytes?: number;
  label?: string;
  disabled?: boolean;
  /** After the file is attached (refresh the list of files). */
  onUploaded?: (key: string) => void;
  /**
   * Wraps the antd `<Upload>` (a step between picking and uploading, e.g. antd-img-crop's
   * `<ImgCrop>`, which hands the cropped file on to the upload).
   */
  wrap?: (upload: ReactElement) => ReactElement;
}

/**
 * Upload a file to storage: pick it, the presigned PUT runs with a progress bar
 * ("Uploading..."), then `attach` links it to the record. Success: "File uploaded successfully!";
 * any failure: "Upload failed. Please try again." (flows.md 6). Wire `request` and `attach` to the
 * service's mutations (through `useAction` or the client directly).
 */
export function UploadControl({
  request,
  attach,
  accept,
  maxBytes,
  label = 'Upload',
  disabled,
  onUploaded,
  wrap = (upload) => upload,
}: UploadControlProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File) => {
    if (maxBytes !== undefined && file.size > maxBytes) {
      feedback.showError(Messages.upload.failed);
      return;
    }
    abort.current = new AbortController();
    setPercent(0);
    try {
      const key = await uploadFile(
        file,
        { request, attach },
        setPercent,
        undefined,
        abort.current.signal,
      );
      feedback.notify(Messages.upload.uploaded);
      onUploaded?.(key);
    } catch {
      if (!abort.current.signal.aborted) feedback.showError(Messages.upload.failed);
    } finally {
      setPercent(null);
    }
  };

  const uploading = percent !== null;
  return (
    <Flex vertical gap={8} style={{ maxWidth: 320 }}>
      {wrap(
        <Upload
          accept={accept}
          showUploadList={false}
          disabled={disabled || uploading}
          customRequest={({ file }) => void start(file as File)}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
            {uploading ? Messages.upload.uploading : label}
          </Button>
        </Upload>,
      )}
      {uploading && <Progress percent={percent} size="small" aria-label="Upload progress" />}
    </Flex>
  );
}
