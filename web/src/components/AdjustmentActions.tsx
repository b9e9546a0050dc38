import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  Button,
  DatePicker,
  Form,
  Space,
  Typography,
  type TableColumnType as ColumnType,
} from 'antd';
import {
  adjustmentLockText,
  isAdjustmentDateDisabled,
  type AdjustmentDateWindow,
} from '../lib/adjustment-window';
import { longDate } from '../lib/format';
import type { useConfirmDelete } from '../lib/useConfirmDelete';

interface AdjustmentRow {
  adjustmentDate: string;
  creditInvoice: boolean;
  editable: boolean;
}

/**
 * The Actions column of a stock adjustment list (ingredients and batch items): Edit and Delete
 * (after "Are you sure you want to delete the adjustment of {date}?"), or why the row is locked
 * (credit invoice, older than the window).
 */
export function adjustmentActionsColumn<Row extends AdjustmentRow>(
  onEdit: (row: Row) => void,
  confirm: ReturnType<typeof useConfirmDelete>[0],
  onDelete: (row: Row) => Promise<unknown>,
): ColumnType<Row> {
  return {
    key: 'actions',
    title: 'Actions',
    render: (_, row) => {
      const locked = adjustmentLockText(row);
      if (locked) return <Typography.Text type="secondary">{locked}</Typography.Text>;
      return (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label="Edit adjustment"
            onClick={() => onEdit(row)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label="Delete adjustment"
            onClick={() =>
              confirm({
                name: `the adjustment of ${longDate(row.adjustmentDate)}`,
                onConfirm: () => onDelete(row),
              })
            }
          />
        </Space>
      );
    },
  };
}

/**
 * The adjustment modal's Date field (ingredient and batch stock adjustments, opening stock and
 * stock counts): days after today or before the server's window are disabled (the server refuses
 * them too). A dayjs value, in the form field `name`.
 */
export function AdjustmentDateItem({
  window,
  name = 'adjustmentDate',
  required = 'Choose the adjustment date',
}: {
  window?: AdjustmentDateWindow | null;
  name?: string;
  /** The message when no date is chosen. */
  required?: string;
}) {
  return (
    <Form.Item label="Date" name={name} rules={[{ required: true, message: required }]}>
      <DatePicker
        format="DD MMMM YYYY"
        allowClear={false}
        style={{ width: '100%' }}
        disabledDate={(day) =>
          !!window && isAdjustmentDateDisabled(day.format('YYYY-MM-DD'), window)
        }
      />
    </Form.Item>
  );
}
