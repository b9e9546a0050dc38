import { DeleteOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Button, Flex, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { UploadControl } from '../../components/UploadControl';
import {
  AttachInvoiceUploadDocument,
  DeleteInvoiceUploadDocument,
  RequestInvoiceUploadDocument,
  type InvoiceUploadFieldsFragment,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { presignedUpload } from '../../lib/upload';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { uploadContentType } from '../expenses/expenses';
import { InvoiceMessages, InvoiceScreenTexts } from './texts';

/** PO references: PDF, JPG, PNG (spec 3 §5.5); the service checks the bytes again. */
export const PO_REFERENCE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export interface InvoiceFilesTarget {
  id: string;
  invoiceNumber: string;
  files: readonly InvoiceUploadFieldsFragment[];
}

/**
 * A file list of an invoice (spec 3 §2.7): 'Client Uploaded Payment Proof' and 'Purchase Order
 * Reference' on the list (read-only), and on a draft 'Purchase Order Reference' with the upload
 * control (PDF, JPG, PNG; its progress bar says 'Uploading...') and each file's delete after 'Delete this file?'
 * ('Deleting...'). Without files: 'No uploads'.
 */
export function InvoiceFilesModal({
  title,
  target,
  editable = false,
  onClose,
}: {
  title: string;
  target: InvoiceFilesTarget | null;
  editable?: boolean;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const [remove] = useAction(DeleteInvoiceUploadDocument);
  const [confirmDelete, holder] = useConfirmDelete();
  const [deleting, setDeleting] = useState<string | null>(null);

  // The upload control tells how it went, so these two steps keep the error modal closed.
  const request = async (file: File) => {
    if (!target) throw new Error('No invoice');
    const { data } = await client.mutate({
      mutation: RequestInvoiceUploadDocument,
      variables: {
        invoiceId: target.id,
        file: {
          fileName: file.name.replace(/\s+/g, '_'),
          contentType: uploadContentType(file.name, file.type),
          size: file.size,
        },
      },
      context: { quiet: true },
    });
    if (!data) throw new Error('No answer');
    return presignedUpload(data.requestInvoiceUpload);
  };
  const attach = (key: string) => {
    if (!target) throw new Error('No invoice');
    return client.mutate({
      mutation: AttachInvoiceUploadDocument,
      variables: { invoiceId: target.id, key },
      context: { quiet: true },
    });
  };
  const busy = deleting !== null;

  return (
    <Modal
      open={target !== null}
      title={target ? `${title} – INV# ${target.invoiceNumber}` : title}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      }
    >
      {holder}
      <Flex vertical gap={12}>
        <List
          dataSource={[...(target?.files ?? [])]}
          locale={{ emptyText: <EmptyState text={InvoiceMessages.noUploads} /> }}
          renderItem={(file) => (
            <List.Item
              data-testid="invoice-file"
              actions={
                editable
                  ? [
                      <Button
                        key="delete"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Delete ${file.fileName}`}
                        loading={deleting === file.id}
                        disabled={busy}
                        onClick={() =>
                          confirmDelete({
                            name: file.fileName,
                            title: InvoiceMessages.confirmDeleteFile,
                            content: file.fileName,
                            onConfirm: async () => {
                              setDeleting(file.id);
                              await remove({ id: file.id });
                              setDeleting(null);
                            },
                          })
                        }
                      >
                        {deleting === file.id ? InvoiceScreenTexts.deleting : 'Delete'}
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <a href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.fileName}
                  </a>
                }
                description={longDate(file.uploadedAt.slice(0, 10))}
              />
            </List.Item>
          )}
        />
        {editable && target && (
          <Flex vertical gap={4}>
            <UploadControl
              request={request}
              attach={attach}
              accept={PO_REFERENCE_ACCEPT}
              label="Upload PO Reference"
              disabled={busy}
            />
            <Typography.Text type="secondary">PDF, JPG, PNG</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
