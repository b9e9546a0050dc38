import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Modal, type FormInstance, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { AdjustmentDateWindow } from '../lib/adjustment-window';
import { longDate } from '../lib/format';
import type { ListControls } from '../lib/useListState';
import { useConfirmDelete } from '../lib/useConfirmDelete';
import { useModalForm } from '../lib/useModalForm';
import { AdjustmentDateItem, adjustmentActionsColumn } from './AdjustmentActions';
import { PagedTable } from './PagedTable';

const DATE = 'YYYY-MM-DD';

/** What every stock adjustment row has (ingredients' and batch items' alike). */
export interface AdjustmentRow {
  id: string;
  adjustmentDate: string;
  remarks: string | null;
  creditInvoice: boolean;
  editable: boolean;
}

/** The form's shared fields; a kind adds its own (amount, reason or type). */
export interface AdjustmentValues {
  adjustmentDate: Dayjs;
  remarks?: string;
}

/** The shared part of what is sent: the date and the remarks. */
export interface AdjustmentInput {
  adjustmentDate: string;
  remarks: string | null;
}

export interface AdjustmentsProps<Row extends AdjustmentRow, Values extends AdjustmentValues> {
  /** The card's title; its section is named the same ("Stock adjustments"). */
  title: string;
  /** The modal's titles. */
  titles: { add: string; edit: string };
  /** The form's name (its fields' ids: `<name>_amount`). */
  formName: string;
  /** The page of adjustments: `usePagedQuery(...)`'s rows and list. */
  page: { rows: readonly Row[]; list: ListControls };
  emptyText?: string;
  /** The server's date window; Add waits for it. */
  window: AdjustmentDateWindow | null | undefined;
  disabled?: boolean;
  /** The kind's columns, between Date and Remarks. */
  columns: TableColumnsType<Row>;
  /** The kind's own fields of a new adjustment and of a saved one. */
  newValues: () => Omit<Values, keyof AdjustmentValues>;
  toValues: (row: Row) => Omit<Values, keyof AdjustmentValues>;
  /** The kind's fields, between Date and Remarks. */
  fields: (form: FormInstance<Values>) => ReactNode;
  /** Saves (`row` null: adds); the shared input comes with the form's values. */
  save: (shared: AdjustmentInput, values: Values, row: Row | null) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
}

/**
 * The stock adjustments of one ingredient or one batch item (spec 2 §2, §5): the paged list
 * (newest first) with Date, the kind's columns, Remarks and Edit / Delete (credit-invoice and old
 * rows locked), Add, and the modal (a date inside the server's window, the kind's fields,
 * remarks). The two screens differ only in their columns and fields.
 */
export function Adjustments<Row extends AdjustmentRow, Values extends AdjustmentValues>(
  props: AdjustmentsProps<Row, Values>,
) {
  const { title, titles, formName, page, emptyText, window, disabled, save, remove } = props;
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const modalForm = useModalForm<Values, Row>({
    titles,
    onSubmit: (values, row) =>
      save(
        {
          adjustmentDate: values.adjustmentDate.format(DATE),
          remarks: values.remarks?.trim() || null,
        },
        values,
        row,
      ),
  });

  const today = window ? dayjs(window.today, DATE) : dayjs();
  const add = () =>
    modalForm.open({ ...props.newValues(), adjustmentDate: today, remarks: '' } as Partial<Values>);
  const edit = (row: Row) =>
    modalForm.open(
      {
        ...props.toValues(row),
        adjustmentDate: dayjs(row.adjustmentDate, DATE),
        remarks: row.remarks ?? '',
      } as Partial<Values>,
      row,
    );

  const columns: TableColumnsType<Row> = [
    { key: 'date', title: 'Date', render: (_, row) => longDate(row.adjustmentDate) },
    ...props.columns,
    { key: 'remarks', title: 'Remarks', render: (_, row) => row.remarks ?? '' },
    adjustmentActionsColumn(edit, confirmDelete, remove),
  ];

  return (
    <Card title={title}>
      {confirmHolder}
      <section aria-label={title.charAt(0) + title.slice(1).toLowerCase()}>
        <PagedTable<Row>
          rowKey="id"
          columns={columns}
          rows={page.rows}
          list={page.list}
          emptyText={emptyText}
          toolbar={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={disabled || !window}
              onClick={add}
            >
              Add Adjustment
            </Button>
          }
        />
      </section>
      <Modal {...modalForm.modalProps}>
        <Form<Values> {...modalForm.formProps} name={formName}>
          <AdjustmentDateItem window={window} />
          {props.fields(modalForm.form)}
          <Form.Item label="Remarks" name="remarks">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
