import { DeleteOutlined, FileOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { ExpenseMessages } from '@mise/domain';
import { Button, Card, Flex, List, Tooltip, Typography } from 'antd';
import { EmptyState } from '../../components/EmptyState';
import { Name } from '../../components/Name';
import { UploadControl } from '../../components/UploadControl';
import {
  AttachExpenseUploadDocument,
  DeleteExpenseUploadDocument,
  ExpenseFilesDocument,
  RequestExpenseUploadDocument,
  type ExpenseDetailFieldsFragment,
  type ExpenseFilesQuery,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { presignedUpload } from '../../lib/upload';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { uploadContentType } from './expenses';

/**
 * PDF, JPG, PNG and structured e-invoices (XML, JSON) up to 20 MB (spec 3 §2.2, flows §6;
 * issue 22); the service checks the bytes again.
 */
export const EXPENSE_FILE_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.xml,.json,application/pdf,image/jpeg,image/png,application/xml,text/xml,application/json';
export const EXPENSE_FILE_MAX_BYTES = 20 * 1024 * 1024;

export type ExpenseFile = NonNullable<ExpenseFilesQuery['expense']>['files'][number];

/**
 * The expense's files, with fresh links each time the expense is opened (a file's URL lasts 5
 * minutes). The details panel (Automate's reason) and the files panel share the one request.
 */
export function useExpenseFiles(expense: { id: string } | null): readonly ExpenseFile[] {
  const { data } = useOutletQuery(ExpenseFilesDocument, {
    variables: { id: expense?.id ?? '' },
    skip: !expense,
    fetchPolicy: 'cache-and-network',
  });
  return (expense && data?.expense?.id === expense.id ? data.expense.files : null) ?? [];
}

/**
 * The files panel (spec 3 §2.2, §5.1): 'Files (N uploaded)', Upload Invoice (presigned PUT with
 * progress, then attached), each file opened in a new tab or deleted after 'Are you sure you want
 * to delete this file?', and Automate Expense (issue 22): disabled with the reason as its tooltip
 * and under it, else it asks first and runs (`onAutomate`).
 */
export function ExpenseFiles({
  expense,
  files,
  disabled,
  automateReason,
  automating,
  onAutomate,
}: {
  expense: ExpenseDetailFieldsFragment | null;
  files: readonly ExpenseFile[];
  disabled: boolean;
  automateReason: string | null;
  automating: boolean;
  onAutomate: () => void;
}) {
  const client = useApolloClient();
  const [remove] = useAction(DeleteExpenseUploadDocument, { success: ExpenseMessages.fileDeleted });
  const [confirmDelete, holder] = useConfirmDelete();

  // The upload control tells how it went, so these two steps keep the error modal closed.
  const request = async (file: File) => {
    if (!expense) throw new Error('Not saved');
    const { data } = await client.mutate({
      mutation: RequestExpenseUploadDocument,
      variables: {
        expenseId: expense.id,
        file: {
          fileName: file.name,
          contentType: uploadContentType(file.name, file.type),
          size: file.size,
        },
      },
      context: { quiet: true },
    });
    if (!data) throw new Error('No answer');
    return presignedUpload(data.requestExpenseUpload);
  };
  const attach = (key: string) => {
    if (!expense) throw new Error('Not saved');
    return client.mutate({
      mutation: AttachExpenseUploadDocument,
      variables: { expenseId: expense.id, key },
      context: { quiet: true },
    });
  };

  return (
    <Card size="small" title={`Files (${files.length} uploaded)`} data-testid="expense-files">
      {holder}
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="flex-start">
          <Tooltip title={expense ? undefined : ExpenseMessages.automateUnsaved}>
            <span>
              <UploadControl
                label="Upload Invoice"
                accept={EXPENSE_FILE_ACCEPT}
                maxBytes={EXPENSE_FILE_MAX_BYTES}
                request={request}
                attach={attach}
                disabled={!expense || disabled}
              />
            </span>
          </Tooltip>
          <Tooltip title={automateReason ?? undefined}>
            <span>
              <Button
                icon={<ThunderboltOutlined />}
                disabled={automateReason !== null}
                loading={automating}
                aria-describedby={
                  automateReason && expense?.expenseState !== 'PROCESSING'
                    ? 'automate-reason'
                    : undefined
                }
                onClick={onAutomate}
              >
                Automate Expense
              </Button>
            </span>
          </Tooltip>
        </Flex>
        {/* While PROCESSING the progress panel says it. */}
        {automateReason && expense?.expenseState !== 'PROCESSING' && (
          <Typography.Text id="automate-reason" type="secondary" data-testid="automate-reason">
            {automateReason}
          </Typography.Text>
        )}
        <List
          size="small"
          dataSource={files}
          locale={{ emptyText: <EmptyState /> }}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button
                  key="delete"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${file.fileName}`}
                  disabled={disabled}
                  onClick={() =>
                    confirmDelete({
                      name: file.fileName,
                      title: ExpenseMessages.deleteFileQuestion,
                      onConfirm: () => remove({ id: file.id }),
                    })
                  }
                />,
              ]}
            >
              <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                <FileOutlined />
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  <Name text={file.fileName} maxWidth={240} />
                </a>
                <Typography.Text type="secondary">{longDate(file.uploadedAt)}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Flex>
    </Card>
  );
}
