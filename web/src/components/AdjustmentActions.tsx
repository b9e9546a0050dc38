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
 * The adjustment modal's Date field (ingredient and batch stock adjustments): days after today or
 * before the server's window are disabled (the server refuses them too). A dayjs value.
 */
export function AdjustmentDateItem({ window }: { window?: AdjustmentDateWindow | null }) {
  return (
    <Form.Item
      label="Date"
      name="adjustmentDate"
      rules={[{ required: true, message: 'Choose the adjustment date' }]}
    >
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
