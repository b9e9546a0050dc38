import { ExpenseMessages, today as outletToday } from '@mise/domain';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Col,
  DatePicker,
  Divider,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Amount } from '../../components/Amount';
import { feedback } from '../../core/feedback';
import { useFormProblems } from '../../core/form-problems';
import { PageLoading } from '../../core/PageLoading';
import {
  AccountingConnectedDocument,
  AutomateExpenseDocument,
  ConfirmExpenseDocument,
  CreateExpenseDocument,
  EditConfirmedExpenseDocument,
  ExpenseSuppliersDocument,
  ExpensesDocument,
  ExpensesHeaderDocument,
  RestoreExpenseDocument,
  SendExpenseToAccountingDocument,
  UpdateExpenseDocument,
  type ExpenseDetailFieldsFragment,
} from '../../generated/graphql';
import { debounce } from '../../lib/debounce';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { ExtractionProgress, ExtractionProposals } from './ExpenseExtraction';
import { ExpenseFiles, useExpenseFiles } from './ExpenseFiles';
import { ExpenseItems, ExpenseMiscs } from './ExpenseLines';
import { SendToXero } from './SendToXero';
import {
  automateDisabledReason,
  automateOutcome,
  automateQuestion,
  cardAction,
  confirmBlocked,
  cardTitle,
  EXPENSE_TYPE_OPTIONS,
  expenseInput,
  expenseValues,
  isEditableState,
  isExpenseDateDisabled,
  mainAction,
  newExpenseValues,
  PAID_STATUSES,
  stateBadge,
  valuesChanged,
  withExpenseDate,
  withProposal,
  type ExpenseValues,
  type Proposal,
} from './expenses';

type Expense = ExpenseDetailFieldsFragment;
export type ExpenseWindow = { checking: boolean; earliestDate: string } | null | undefined;

/** A date field as YYYY-MM-DD (the form's value) on an antd DatePicker. */
function DateInput({
  value,
  onChange,
  window,
  label,
}: {
  value?: string;
  onChange?: (value: string) => void;
  window: ExpenseWindow;
  label: string;
}) {
  return (
    <DatePicker
      aria-label={label}
      format="DD MMMM YYYY"
      allowClear={false}
      value={value ? dayjs(value) : null}
      onChange={(d) => d && onChange?.(d.format('YYYY-MM-DD'))}
      disabledDate={(d) => isExpenseDateDisabled(d.format('YYYY-MM-DD'), window)}
      style={{ width: '100%' }}
    />
  );
}

/** The outlet's suppliers by name, or a new name (the server creates it, upper-cased). */
function SupplierInput({
  value,
  onChange,
  disabled,
}: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const typed = useMemo(() => debounce(setSearch, 300), []);
  useEffect(() => () => typed.cancel(), [typed]);
  const { data } = useOutletQuery(ExpenseSuppliersDocument, {
    variables: { search: search || null },
    skip: disabled,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AutoComplete
      aria-label="Supplier"
      value={value}
      disabled={disabled}
      onChange={(text: string) => onChange?.(text)}
      onSearch={typed}
      options={(data?.suppliers.nodes ?? []).map((s) => ({ value: s.name, label: s.name }))}
      placeholder="Choose or type a supplier"
      style={{ width: '100%' }}
    />
  );
}

/**
 * The details panel (spec 3 §2.2, §4.1, §5.1) of one expense (`expense`) or a new one (null):
 * the header (type, number, state), the fields, the files panel, the items and misc tables,
 * Grand Total, User Remarks and the read-only Admin Remarks, Delete and the state's main button.
 * Outside the 90-day window (`changeable` false) nothing can be changed.
 * Issue 22: Automate Expense (and Resolve on a FLAGGED one) asks, then reads the files; while
 * PROCESSING the progress shows (the page polls), then "Processed N line items" or the FLAGGED
 * alert; the lines' review marks, and Confirm waits until every marked line was looked at.
 */
export function ExpenseDetails({
  expense,
  credits,
  window,
  onCreated,
  onDelete,
}: {
  expense: Expense | null;
  credits: number | null | undefined;
  window: ExpenseWindow;
  onCreated: (id: string) => void;
  onDelete: (expense: Expense) => void;
}) {
  const M = ExpenseMessages;
  const [form] = Form.useForm<ExpenseValues>();
  const problems = useFormProblems(form);
  const refetch = { refetchQueries: [ExpensesDocument] };
  const [create, { loading: creating }] = useAction(CreateExpenseDocument, {
    success: M.created,
    ...refetch,
  });
  const [update, { loading: updating }] = useAction(UpdateExpenseDocument, {
    success: M.saved,
    ...refetch,
  });
  const [confirm, { loading: confirming }] = useAction(ConfirmExpenseDocument, {
    success: M.confirmed,
    ...refetch,
  });
  const [reopen, { loading: reopening }] = useAction(EditConfirmedExpenseDocument, {
    success: M.reopened,
    ...refetch,
  });
  const [restore, { loading: restoring }] = useAction(RestoreExpenseDocument, {
    success: M.restored,
    ...refetch,
  });
  // The answer is PROCESSING (the card follows through the cache); the run's end refetches.
  const [automate, { loading: automating }] = useAction(AutomateExpenseDocument, {
    success: M.automateStarted,
    refetchQueries: [ExpensesHeaderDocument],
  });
  const [modal, modalHolder] = Modal.useModal();
  // Send to Xero (issue 24): the answer is PENDING; the page polls until Xero answers.
  const { data: accounting } = useOutletQuery(AccountingConnectedDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [sendToXero, { loading: sendingToXero }] = useAction(SendExpenseToAccountingDocument);
  const client = useApolloClient();
  const files = useExpenseFiles(expense);
  const working = creating || updating || confirming || reopening || restoring || automating;
  const [linesEditing, setLinesEditing] = useState({ items: false, miscs: false });
  // Stable: the tables tell of every render's editing state through an effect on these.
  const itemsEditing = useCallback(
    (items: boolean) => setLinesEditing((e) => (e.items === items ? e : { ...e, items })),
    [],
  );
  const miscsEditing = useCallback(
    (miscs: boolean) => setLinesEditing((e) => (e.miscs === miscs ? e : { ...e, miscs })),
    [],
  );

  const state = expense?.expenseState ?? null;
  const saved = useMemo(
    () => (expense ? expenseValues(expense) : newExpenseValues(outletToday())),
    // The saved header only (a line's answer changes the revision, not these).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      expense?.id,
      expense?.expenseType,
      expense?.expenseNumber,
      expense?.paidStatus,
      expense?.supplierName,
      expense?.expenseDate,
      expense?.dueDate,
      expense?.userRemarks,
    ],
  );
  const clearProblems = problems.clear;
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(saved);
    clearProblems();
  }, [form, saved, clearProblems]);
  const typed = Form.useWatch((values: Partial<ExpenseValues>) => values, form);
  const changed = expense !== null && valuesChanged(typed ?? {}, saved);

  const locked = expense !== null && !expense.changeable;
  const fieldsDisabled = locked || !isEditableState(state) || working;
  const linesDisabled = expense === null || fieldsDisabled;
  const action = mainAction(state, changed);
  const deletable = expense !== null && state !== null && cardAction(state) !== null;
  const automateReason = locked
    ? M.outsideWindow
    : automateDisabledReason({
        saved: expense !== null,
        files,
        supplier: expense?.supplierName,
        credits,
        state,
      });

  // A run ending on screen: "Processed N line items" (FLAGGED shows its alert), and the credits
  // and the list catch up. `started`: this screen asked for the run (a fast one may be over
  // before the screen ever showed PROCESSING).
  const before = useRef(state);
  const started = useRef(false);
  const linesKept = expense?.extraction?.linesKept;
  useEffect(() => {
    const outcome = automateOutcome(before.current, state, linesKept, started.current);
    before.current = state;
    if (!outcome) return;
    started.current = false;
    if (outcome.toast) feedback.notify(outcome.toast);
    void client.refetchQueries({ include: [ExpensesHeaderDocument, ExpensesDocument] });
  }, [state, linesKept, client]);

  const askAutomate = () => {
    if (!expense || automateReason) return;
    const id = expense.id;
    void modal.confirm({
      title: 'Automate Expense',
      content: automateQuestion(files, credits),
      okText: 'Automate',
      onOk: async () => {
        started.current = true;
        const answer = await problems.submit(() => automate({ id }));
        if (!answer) started.current = false;
      },
    });
  };

  const applyProposal = (found: Proposal) => {
    form.setFieldsValue(withProposal(form.getFieldsValue(true) as ExpenseValues, found, window));
  };

  const run = async () => {
    if (!action) return;
    if (action.kind === 'add' || action.kind === 'save') {
      let values: ExpenseValues;
      try {
        values = await form.validateFields();
      } catch {
        return; // The messages are under the fields.
      }
      const input = expenseInput(values);
      if (action.kind === 'add') {
        const result = await problems.submit(() => create({ input }));
        if (result) onCreated(result.createExpense.id);
      } else if (expense) {
        await problems.submit(() => update({ id: expense.id, input }));
      }
      return;
    }
    if (!expense) return;
    const id = expense.id;
    if (action.kind === 'resolve') return askAutomate();
    if (action.kind === 'confirm') {
      const blocked = confirmBlocked(expense.linesToReview);
      if (blocked) return problems.show(blocked);
      await problems.submit(() => confirm({ id }));
    }
    if (action.kind === 'edit') await problems.submit(() => reopen({ id }));
    else if (action.kind === 'restore') await problems.submit(() => restore({ id }));
  };

  const badge = state ? stateBadge(state) : null;
  const editingLine = linesEditing.items || linesEditing.miscs;
  // Resolve reprocesses (issue 22's extraction); a line in edit waits for its Save or Cancel.
  const resolveReason = action?.kind === 'resolve' ? automateReason : null;
  const actionDisabled =
    locked || working || editingLine || resolveReason !== null || action === null;
  const pending = expense?.linesToReview ?? 0;

  return (
    <Card
      className="mise-expense-details"
      data-testid="expense-details"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{expense ? cardTitle(expense) : 'New Expense'}</span>
          {badge && (
            <Tag color={badge.color} data-testid="expense-state">
              {badge.label}
            </Tag>
          )}
        </Flex>
      }
    >
      {modalHolder}
      {locked && (
        <Alert type="info" showIcon title={M.outsideWindow} style={{ marginBottom: 16 }} />
      )}
      {state === 'FLAGGED' && expense?.adminRemarks && (
        <Alert
          type="warning"
          showIcon
          title={expense.adminRemarks}
          data-testid="expense-flagged"
          style={{ marginBottom: 16, whiteSpace: 'pre-wrap' }}
        />
      )}
      <Form<ExpenseValues>
        form={form}
        layout="vertical"
        initialValues={saved}
        disabled={fieldsDisabled}
        name="expense"
        component={false}
        onValuesChange={(change: Partial<ExpenseValues>) => {
          // Changing the expense date sets the due date (spec 3 §4.1).
          if (change.expenseDate) {
            form.setFieldsValue(withExpenseDate(form.getFieldsValue(true), change.expenseDate));
          }
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12} xl={8}>
            <Form.Item
              label="Expense Details"
              name="expenseType"
              rules={[{ required: true, message: M.typeBlank }]}
            >
              <Select
                aria-label="Expense Details"
                options={EXPENSE_TYPE_OPTIONS.map((t) => ({ value: t.value, label: t.label }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} xl={8}>
            <Form.Item
              label="Expense No."
              name="expenseNumber"
              rules={[{ required: true, whitespace: true, message: M.numberBlank }]}
            >
              <Input aria-label="Expense No." maxLength={64} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} xl={8}>
            <Form.Item label="Paid Status" name="paidStatus">
              <Select
                aria-label="Paid Status"
                options={PAID_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} xl={8}>
            <Form.Item
              label="Supplier"
              name="supplierName"
              rules={[{ required: true, whitespace: true, message: M.supplierBlank }]}
            >
              <SupplierInput disabled={fieldsDisabled} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} xl={8}>
            <Form.Item
              label="Expense Date"
              name="expenseDate"
              rules={[{ required: true, message: M.dateBlank }]}
            >
              <DateInput label="Expense Date" window={window} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} xl={8}>
            <Form.Item
              label="Due Date"
              name="dueDate"
              rules={[{ required: true, message: M.dueDateBlank }]}
            >
              <DateInput label="Due Date" window={window} />
            </Form.Item>
          </Col>
        </Row>

        <ExpenseFiles
          expense={expense}
          files={files}
          disabled={locked || fieldsDisabled}
          automateReason={automateReason}
          automating={automating}
          onAutomate={askAutomate}
        />
        {state === 'PROCESSING' && <ExtractionProgress extraction={expense?.extraction} />}
        {state !== 'PROCESSING' && (
          <ExtractionProposals
            extraction={expense?.extraction}
            grandTotal={expense?.grandTotal ?? '0'}
            disabled={fieldsDisabled}
            onUse={applyProposal}
          />
        )}

        <Divider titlePlacement="start">Items</Divider>
        {pending > 0 && (
          <Alert
            type="warning"
            showIcon
            title={M.reviewPending(pending)}
            data-testid="review-pending"
            style={{ marginBottom: 12 }}
          />
        )}
        <ExpenseItems
          expenseId={expense?.id ?? null}
          items={expense?.items ?? []}
          disabled={linesDisabled}
          onEditingChange={itemsEditing}
        />
        <Divider titlePlacement="start">Miscellaneous</Divider>
        <ExpenseMiscs
          expenseId={expense?.id ?? null}
          miscs={expense?.miscs ?? []}
          disabled={linesDisabled}
          onEditingChange={miscsEditing}
        />
        <Flex justify="flex-end" gap={8} align="baseline" style={{ margin: '16px 0' }}>
          <Typography.Text strong>Grand Total</Typography.Text>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="grand-total">
            <Amount value={expense?.grandTotal ?? '0'} />
          </Typography.Title>
        </Flex>

        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="User Remarks" name="userRemarks">
              <Input.TextArea aria-label="User Remarks" autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Admin Remarks" htmlFor="expense-admin-remarks">
              <Input.TextArea
                id="expense-admin-remarks"
                value={expense?.adminRemarks ?? ''}
                readOnly
                variant="filled"
                autoSize={{ minRows: 2, maxRows: 6 }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {problems.alert}
      <Flex justify="flex-end" gap={8} wrap>
        {expense && (
          <SendToXero
            state={state}
            connected={accounting?.accountingConnected}
            xeroId={expense.xeroId}
            push={expense.accountingPush}
            sending={sendingToXero}
            onSend={() => void sendToXero({ id: expense.id })}
          />
        )}
        {expense && (deletable || state === 'DELETED') && (
          <Button danger disabled={locked || working} onClick={() => onDelete(expense)}>
            Delete
          </Button>
        )}
        {action && (
          <Tooltip title={resolveReason ?? undefined}>
            <span>
              <Button
                type="primary"
                loading={working}
                disabled={actionDisabled}
                onClick={() => void run()}
                data-testid="expense-main-action"
              >
                {action.label}
              </Button>
            </span>
          </Tooltip>
        )}
      </Flex>
    </Card>
  );
}

/** The panel while an expense loads. */
export function ExpenseDetailsLoading() {
  return (
    <Card className="mise-expense-details">
      <PageLoading />
    </Card>
  );
}
