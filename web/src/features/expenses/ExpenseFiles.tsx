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
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { presignedUpload } from '../../lib/upload';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { automateDisabledReason } from './expenses';

/** PDF, JPG, PNG up to 20 MB (spec 3 §2.2, flows §6); the service checks the bytes again. */
export const EXPENSE_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const EXPENSE_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** The content type the presigned PUT signs: the browser's, or the extension's. */
function contentType(file: File): string {
  if (file.type) return file.type;
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}

/**
 * The files panel (spec 3 §2.2, §5.1): 'Files (N uploaded)', Upload Invoice (presigned PUT with
 * progress, then attached), each file opened in a new tab or deleted after 'Are you sure you want
 * to delete this file?', and Automate Expense, disabled with the spec's reason (issue 22 runs it).
 */
export function ExpenseFiles({
  expense,
  credits,
  disabled,
}: {
  expense: ExpenseDetailFieldsFragment | null;
  credits: number | null | undefined;
  disabled: boolean;
}) {
  const client = useApolloClient();
  // Fresh links each time the expense is opened (a file's URL lasts 5 minutes).
  const { data } = useOutletQuery(ExpenseFilesDocument, {
    variables: { id: expense?.id ?? '' },
    skip: !expense,
    fetchPolicy: 'cache-and-network',
  });
  const files = (expense && data?.expense?.id === expense.id ? data.expense.files : null) ?? [];
  const [remove] = useAction(DeleteExpenseUploadDocument, { success: ExpenseMessages.fileDeleted });
  const [confirmDelete, holder] = useConfirmDelete();
  const automateReason = automateDisabledReason({
    saved: expense !== null,
    files: files.length,
    credits,
    state: expense?.expenseState ?? null,
  });

  // The upload control tells how it went, so these two steps keep the error modal closed.
  const request = async (file: File) => {
    if (!expense) throw new Error('Not saved');
    const { data } = await client.mutate({
      mutation: RequestExpenseUploadDocument,
      variables: {
        expenseId: expense.id,
        file: { fileName: file.name, contentType: contentType(file), size: file.size },
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
              {/* Runs with issue 22 (extraction); until then it only says why it cannot. */}
              <Button icon={<ThunderboltOutlined />} disabled aria-describedby="automate-reason">
                Automate Expense
              </Button>
            </span>
          </Tooltip>
        </Flex>
        {automateReason && (
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
