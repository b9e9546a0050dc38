import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  InventoryMessages,
  Messages,
  openingStockError,
  today as outletToday,
  type StockEntryKind,
} from '@mise/domain';
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Tabs,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useFormProblems } from '../../core/form-problems';
import { AdjustmentDateItem } from '../../components/AdjustmentActions';
import { Amount, QuantityInput, UnitCostInput, amountColumn } from '../../components/Amount';
import { DateFilter } from '../../components/DateFilter';
import { IngredientPicker } from '../../components/IngredientPicker';
import { nameColumn } from '../../components/Name';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import {
  CountStockDocument,
  DeleteStockEntryDocument,
  IngredientDetailDocument,
  IngredientsDocument,
  OpeningStockIngredientDocument,
  RecordOpeningStockDocument,
  StockCountIngredientsDocument,
  StockEntriesDocument,
  StockEntryWindowDocument,
  type StockCountIngredientsQuery,
  type StockEntryFieldsFragment as StockEntry,
  type StockEntryWindowQuery,
} from '../../generated/graphql';
import { adjustmentLockText } from '../../lib/adjustment-window';
import { defaultDateFilter, type DateFilterValue } from '../../lib/date-filter';
import { longDate } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useModalForm } from '../../lib/useModalForm';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { OPENING_FOR_PARAM } from '../../lib/unit-cost';
import {
  STOCK_ENTRY_KIND_LABELS,
  countChanges,
  countInputLines,
  countLineError,
  stockEntryName,
  tabFromSearch,
  type CountLine,
  type StockTab,
} from './stock-entries';

const M = InventoryMessages.stockEntry;
const DATE = 'YYYY-MM-DD';
type Window = StockEntryWindowQuery['adjustmentWindow'];
type CountIngredient = StockCountIngredientsQuery['ingredients']['nodes'][number];

/**
 * Every entry moves stock and the average price, which recosts recipes: the lists, the
 * ingredients and an open ingredient screen are read again.
 */
const refetchQueries = [
  StockEntriesDocument,
  StockCountIngredientsDocument,
  IngredientsDocument,
  IngredientDetailDocument,
];

const rule = (error: (value: string) => string | null) => ({
  validator: (_rule: unknown, value: string | null | undefined) => {
    const problem = error(value ?? '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

/**
 * /ingredients/stock (issue 21): the stock an ingredient starts with and the stock counted. Two
 * tabs, as the address says (`?tab=count`): Opening Stock (an ingredient, a date inside the
 * server's window, the quantity and its unit cost: an incoming movement that sets the average
 * price like a purchase) and Stock Count (every ingredient with its stock on hand and a counted
 * quantity; only the changed lines are sent, each books the difference). Each tab lists its
 * entries by date range with Delete (which reverses the movement) after a confirmation.
 * `?opening={ingredientId}` (a recipe's "Opening stock" link) opens the form for that ingredient.
 */
export default function StockEntriesPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromSearch(params);
  const openingFor = params.get(OPENING_FOR_PARAM);
  const { data } = useOutletQuery(StockEntryWindowDocument);
  const window = data?.adjustmentWindow;
  const go = (next: StockTab) =>
    setParams(next === 'count' ? { tab: 'count' } : {}, { replace: true });

  return (
    <>
      <PageHeader
        back={{ to: '/ingredients', label: 'Back to Ingredients' }}
        title="Opening Stock and Stock Count"
        subtitle="Start an ingredient's stock with its price, or set the stock on hand to what you counted"
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => go(key as StockTab)}
        items={[
          {
            key: 'opening',
            label: 'Opening Stock',
            children: (
              <OpeningStock
                window={window}
                openingFor={openingFor}
                onOpened={() => setParams({}, { replace: true })}
              />
            ),
          },
          { key: 'count', label: 'Stock Count', children: <StockCount window={window} /> },
        ]}
      />
    </>
  );
}

interface OpeningValues {
  ingredientId: string;
  date: Dayjs;
  quantity: string | null;
  unitCost: string | null;
  remarks?: string;
}

function OpeningStock({
  window,
  openingFor,
  onOpened,
}: {
  window: Window | undefined;
  openingFor: string | null;
  onOpened: () => void;
}) {
  const [record] = useAction(RecordOpeningStockDocument, {
    success: M.openingAdded,
    refetchQueries,
  });
  const modalForm = useModalForm<OpeningValues>({
    titles: { add: 'Add Opening Stock', edit: 'Add Opening Stock' },
    onSubmit: (values) =>
      record({
        input: {
          ingredientId: values.ingredientId,
          date: values.date.format(DATE),
          quantity: values.quantity ?? '',
          unitCost: values.unitCost ?? '',
          remarks: values.remarks?.trim() || null,
        },
      }),
  });
  const { data: linked } = useOutletQuery(OpeningStockIngredientDocument, {
    variables: { id: openingFor ?? '' },
    skip: !openingFor,
    context: { quiet: true },
  });
  // The picker shows the linked ingredient's name until the form closes (then the link is gone).
  const current = (openingFor && linked?.ingredient) || null;
  const { open } = modalForm;
  const today = window?.today ?? null;
  const add = useCallback(
    (ingredientId?: string) =>
      open({
        ingredientId,
        date: dayjs(today ?? outletToday(), DATE),
        quantity: null,
        unitCost: null,
        remarks: '',
      }),
    [open, today],
  );
  // A recipe's "Opening stock" link: the form opens for its ingredient once both are known.
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!current || !today || openedFor.current === current.id) return;
    openedFor.current = current.id;
    add(current.id);
  }, [current, today, add]);

  return (
    <>
      <StockEntryList
        kind="OPENING"
        title="Opening Stock"
        columns={[
          amountColumn<StockEntry>('quantity', 'Quantity', (row) => row.quantity, 'quantity'),
          { key: 'unit', title: 'Unit', render: (_, row) => row.unit },
          amountColumn<StockEntry>('unitCost', 'Unit Cost (RM)', (row) => row.unitCost, 'unitCost'),
        ]}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} disabled={!window} onClick={() => add()}>
            Add Opening Stock
          </Button>
        }
      />
      <Modal
        {...modalForm.modalProps}
        afterClose={() => {
          if (openingFor) onOpened();
        }}
      >
        <Typography.Paragraph type="secondary">
          The stock you start with and what it cost per unit: it becomes the ingredient&apos;s
          average price, as a purchase would, and recosts its recipes.
        </Typography.Paragraph>
        <Form<OpeningValues> {...modalForm.formProps} name="opening-stock">
          <Form.Item
            label="Ingredient"
            name="ingredientId"
            rules={[{ required: true, message: 'Select an ingredient!' }]}
          >
            <IngredientPicker current={current} open={modalForm.target !== undefined} />
          </Form.Item>
          <AdjustmentDateItem window={window} name="date" required="Choose the date" />
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                label="Quantity"
                name="quantity"
                rules={[rule((q) => (openingStockError(q, '0') ? M.quantityInvalid : null))]}
              >
                <QuantityInput min="0" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="Unit Cost (RM)"
                name="unitCost"
                rules={[rule((c) => (openingStockError('1', c) ? M.unitCostInvalid : null))]}
              >
                <UnitCostInput min="0" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Remarks" name="remarks">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

interface CountValues {
  date: Dayjs;
  remarks?: string;
}

function StockCount({ window }: { window: Window | undefined }) {
  const [form] = Form.useForm<CountValues>();
  const problems = useFormProblems(form);
  const [counts, setCounts] = useState<ReadonlyMap<string, CountLine>>(new Map());
  const [count, { loading: saving }] = useAction(CountStockDocument, {
    success: M.countAdded,
    refetchQueries,
  });
  const ingredients = usePagedQuery(StockCountIngredientsDocument, {
    select: (d) => d.ingredients,
    searchable: true,
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (window && !form.getFieldValue('date'))
      form.setFieldValue('date', dayjs(window.today, DATE));
  }, [form, window]);

  const lines = useMemo(() => [...counts.values()], [counts]);
  const changed = lines.filter(countChanges).length;
  const type = (row: CountIngredient, counted: string | null) =>
    setCounts((previous) => {
      const next = new Map(previous);
      next.set(row.id, {
        ingredientId: row.id,
        name: row.name,
        unit: row.unit,
        onHand: previous.get(row.id)?.onHand ?? row.stockCount,
        counted,
      });
      return next;
    });

  const save = async (values: CountValues) => {
    const input = countInputLines(lines);
    if (!input || input.length === 0) return;
    const done = await problems.submit(() =>
      count({
        input: {
          date: values.date.format(DATE),
          lines: input,
          remarks: values.remarks?.trim() || null,
        },
      }),
    );
    if (done) {
      setCounts(new Map());
      form.setFieldValue('remarks', '');
    }
  };

  const columns: TableColumnsType<CountIngredient> = [
    nameColumn<CountIngredient>('name', 'Ingredient'),
    {
      key: 'onHand',
      title: 'On Hand',
      align: 'right',
      render: (_, row) => (
        <span data-testid="on-hand">
          <Amount value={counts.get(row.id)?.onHand ?? row.stockCount} kind="quantity" /> {row.unit}
        </span>
      ),
    },
    {
      key: 'counted',
      title: 'Counted',
      width: 180,
      render: (_, row) => {
        const line = counts.get(row.id);
        const error = line ? countLineError(line) : null;
        return (
          <Form.Item
            validateStatus={error ? 'error' : undefined}
            help={error}
            style={{ margin: 0 }}
          >
            <QuantityInput
              aria-label={`Counted ${row.name}`}
              min="0"
              suffix={row.unit}
              value={line?.counted ?? null}
              onChange={(value) => type(row, value)}
            />
          </Form.Item>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title="Count Stock">
        <Typography.Paragraph type="secondary">
          Type what you counted beside each ingredient; only the quantities that differ from the
          stock on hand are saved, each as the difference at the current average price.
        </Typography.Paragraph>
        <Form<CountValues>
          form={form}
          layout="vertical"
          name="stock-count"
          disabled={saving}
          onFinish={(values) => void save(values)}
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <AdjustmentDateItem window={window} name="date" required="Choose the date" />
            </Col>
            <Col xs={24} md={16}>
              <Form.Item label="Remarks" name="remarks">
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
              </Form.Item>
            </Col>
          </Row>
          <section aria-label="Ingredients to count">
            <PagedTable<CountIngredient>
              rowKey="id"
              columns={columns}
              rows={ingredients.rows}
              list={ingredients.list}
              searchPlaceholder="Search Ingredient"
              emptyText={Messages.empty.noItemsFound}
            />
          </section>
          <Flex gap={12} align="center" wrap style={{ marginTop: 16 }}>
            <Button
              type="primary"
              htmlType="submit"
              loading={saving}
              disabled={!window || changed === 0 || countInputLines(lines) === null}
            >
              Save Count{changed > 0 ? ` (${changed})` : ''}
            </Button>
            <Typography.Text type="secondary" data-testid="count-changes">
              {changed === 1 ? '1 ingredient changes' : `${changed} ingredients change`}
            </Typography.Text>
            {problems.alert}
          </Flex>
        </Form>
      </Card>
      <StockEntryList
        kind="COUNT"
        title="Stock Counts"
        columns={[
          amountColumn<StockEntry>('counted', 'Counted', (row) => row.countedQuantity, 'quantity'),
          amountColumn<StockEntry>('quantity', 'Difference', (row) => row.quantity, 'quantity'),
          { key: 'unit', title: 'Unit', render: (_, row) => row.unit },
          amountColumn<StockEntry>(
            'unitCost',
            'Average Price (RM)',
            (row) => row.unitCost,
            'unitCost',
          ),
        ]}
      />
    </Flex>
  );
}

/**
 * The entries of one kind in the date filter's range (newest first), with Delete after "Are you
 * sure you want to delete the opening stock of RICE on 05 March 2026?"; entries older than the
 * window are locked.
 */
function StockEntryList({
  kind,
  title,
  columns,
  toolbar,
}: {
  kind: StockEntryKind;
  title: string;
  columns: TableColumnsType<StockEntry>;
  toolbar?: ReactNode;
}) {
  const [filter, setFilter] = useState<DateFilterValue>(() => defaultDateFilter(outletToday()));
  const page = usePagedQuery(StockEntriesDocument, {
    select: (d) => d.stockEntries,
    variables: { kind, from: filter.range.start, to: filter.range.end },
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const [remove] = useAction(DeleteStockEntryDocument, { success: M.deleted, refetchQueries });

  const all: TableColumnsType<StockEntry> = [
    { key: 'date', title: 'Date', render: (_, row) => longDate(row.date) },
    nameColumn<StockEntry>('ingredientName', 'Ingredient'),
    ...columns,
    { key: 'remarks', title: 'Remarks', render: (_, row) => row.remarks ?? '' },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) => {
        const locked = adjustmentLockText({ creditInvoice: false, editable: row.editable });
        if (locked) return <Typography.Text type="secondary">{locked}</Typography.Text>;
        return (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${STOCK_ENTRY_KIND_LABELS[row.kind].toLowerCase()} of ${row.ingredientName}`}
            onClick={() =>
              confirmDelete({
                name: stockEntryName(row, longDate(row.date)),
                onConfirm: () => remove({ id: row.id }),
              })
            }
          />
        );
      },
    },
  ];

  return (
    <Card title={title}>
      {confirmHolder}
      <section aria-label={`${title} entries`}>
        <PagedTable<StockEntry>
          rowKey="id"
          columns={all}
          rows={page.rows}
          list={page.list}
          toolbar={
            <>
              {toolbar}
              <DateFilter value={filter} onChange={setFilter} />
            </>
          }
        />
      </section>
    </Card>
  );
}
