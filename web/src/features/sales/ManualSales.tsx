import { DeleteOutlined, EditOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { SalesMessages, miscTotalError, saleQuantityError, type CalendarDate } from '@mise/domain';
import { Button, Flex, Form, Input, Modal, Typography, type FormRule } from 'antd';
import { useCallback, useState } from 'react';
import { MoneyInput, QuantityInput } from '../../components/Amount';
import {
  AppSalesDocument,
  CreateSaleDocument,
  DeleteSaleDocument,
  ManualSalesDocument,
  SaleLinesDocument,
  SalesCalendarDocument,
  UnmappedItemsDocument,
  UpdateSaleDocument,
} from '../../generated/graphql';
import { formatAmount } from '../../lib/amounts';
import { longDate } from '../../lib/format';
import { useRowActions } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useModalForm } from '../../lib/useModalForm';
import { ImportCsv } from './ImportCsv';
import { MenuItemPicker, type PickedMenuItem } from './MenuItemPicker';
import { SalesList } from './SalesList';
import {
  INVOICE_SALE_COLUMNS,
  dayRange,
  saleInput,
  validateSaleForm,
  type SaleFormValues,
  type SaleRow,
} from './sales';

/** A sale moves the calendar, the lists and maybe the unmapped notice. */
const refetchQueries = [
  SalesCalendarDocument,
  ManualSalesDocument,
  AppSalesDocument,
  UnmappedItemsDocument,
  SaleLinesDocument,
];

/** A field rule from a domain check answering the message or null. */
const checked =
  (check: (value: string | null | undefined) => string | null): FormRule =>
  () => ({
    validator: (_rule, value: string | null | undefined) => {
      const error = check(value);
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  });

const miscNameRule: FormRule = {
  validator: (_rule, value: string | null | undefined) =>
    (value ?? '').trim()
      ? Promise.resolve()
      : Promise.reject(new Error(SalesMessages.sale.miscNameBlank)),
};

/**
 * Manual sales of the selected day (spec 2 lists manual entry without a screen; issue 11): the
 * list with edit and delete (MANUAL only, inside the 90-day window: the server refuses otherwise
 * and its message shows), and Add sale: menu item versions with quantities, priced by the server
 * at the menu price, plus optional misc lines.
 */
export function ManualSales({ day }: { day: CalendarDate }) {
  const client = useApolloClient();
  const { create, update, remove } = useRowActions(
    { create: CreateSaleDocument, update: UpdateSaleDocument, remove: DeleteSaleDocument },
    SalesMessages.sale,
    refetchQueries,
  );
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const [prices, setPrices] = useState<Record<string, PickedMenuItem>>({});
  const found = useCallback(
    (items: readonly PickedMenuItem[]) =>
      setPrices((known) =>
        items.every((item) => known[item.id])
          ? known
          : { ...known, ...Object.fromEntries(items.map((item) => [item.id, item])) },
      ),
    [],
  );
  const modal = useModalForm<SaleFormValues, SaleRow>({
    titles: { add: 'Add Sale', edit: 'Edit Sale' },
    onSubmit: (values, row) =>
      row
        ? update({ id: row.id, input: saleInput(row.saleDate, values) })
        : create({ input: saleInput(day, values) }),
  });

  const edit = async (row: SaleRow) => {
    const { data } = await client.query({
      query: SaleLinesDocument,
      variables: { id: row.id },
      fetchPolicy: 'network-only',
    });
    if (!data) return;
    found(
      data.sale.items.map((item) => ({
        id: item.menuItemId,
        name: item.name,
        versionNumber: item.versionNumber,
        price: item.salePrice,
      })),
    );
    modal.open(
      {
        items: data.sale.items.map((item) => ({
          menuItemId: item.menuItemId,
          quantity: item.quantity,
        })),
        miscs: data.sale.miscs.map((misc) => ({ name: misc.name, total: misc.total })),
      },
      row,
    );
  };

  return (
    <>
      {confirmHolder}
      <SalesList
        query={ManualSalesDocument}
        select={(data) => data.manualSales}
        range={dayRange(day)}
        columns={INVOICE_SALE_COLUMNS}
        lines="miscs"
        emptyText="No manual sales found"
        csvName="manual-sales"
        label="Manual sales"
        toolbar={
          <Flex wrap gap={8}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() =>
                modal.open({ items: [{ menuItemId: null, quantity: '1' }], miscs: [] })
              }
            >
              Add Sale
            </Button>
            <ImportCsv />
          </Flex>
        }
        actions={(row) => (
          <Flex gap={4}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit sale of ${longDate(row.saleDate)}`}
              onClick={() => void edit(row)}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete sale of ${longDate(row.saleDate)}`}
              onClick={() =>
                confirmDelete({
                  name: `the sale of ${longDate(row.saleDate)} (${formatAmount(row.nettTotal)})`,
                  onConfirm: () => remove({ id: row.id }),
                })
              }
            />
          </Flex>
        )}
      />
      <Modal {...modal.modalProps} width={720}>
        <Typography.Paragraph type="secondary">
          {`Sale date: ${longDate(modal.target?.saleDate ?? day)}. Items are priced at the menu price.`}
        </Typography.Paragraph>
        <Form {...modal.formProps} layout="vertical" name="manual-sale">
          <Form.List
            name="items"
            rules={[
              {
                validator: (_rule, items: SaleFormValues['items']) => {
                  const error = validateSaleForm({
                    items,
                    miscs: modal.form.getFieldValue('miscs') as SaleFormValues['miscs'],
                  })[0];
                  return error ? Promise.reject(new Error(error.message)) : Promise.resolve();
                },
              },
            ]}
          >
            {(fields, { add, remove: drop }, { errors }) => (
              <Flex vertical gap={4}>
                <Typography.Text strong>Items</Typography.Text>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="start" wrap data-testid="sale-item-line">
                    <Form.Item
                      name={[field.name, 'menuItemId']}
                      rules={[{ required: true, message: 'Select a menu item' }]}
                      style={{ flex: '1 1 240px', marginBottom: 8 }}
                    >
                      <MenuItemPicker
                        onFound={found}
                        current={
                          prices[
                            modal.form.getFieldValue(['items', field.name, 'menuItemId']) as string
                          ] ?? null
                        }
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'quantity']}
                      rules={[checked(saleQuantityError)]}
                      style={{ width: 120, marginBottom: 8 }}
                    >
                      <QuantityInput aria-label="Quantity" />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate>
                      {() => {
                        const id = modal.form.getFieldValue(['items', field.name, 'menuItemId']) as
                          string | null;
                        return (
                          <Typography.Text style={{ lineHeight: '32px', minWidth: 90 }}>
                            {id ? formatAmount(prices[id]?.price) : ''}
                          </Typography.Text>
                        );
                      }}
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label="Remove item"
                      onClick={() => drop(field.name)}
                    />
                  </Flex>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ menuItemId: null, quantity: '1' })}
                >
                  Add Item
                </Button>
                <Form.ErrorList errors={errors} />
              </Flex>
            )}
          </Form.List>
          <Form.List name="miscs">
            {(fields, { add, remove: drop }) => (
              <Flex vertical gap={4} style={{ marginTop: 16 }}>
                <Typography.Text strong>Misc lines</Typography.Text>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="start" wrap>
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={[miscNameRule]}
                      style={{ flex: '1 1 200px', marginBottom: 8 }}
                    >
                      <Input aria-label="Misc name" placeholder="e.g. Delivery fee" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'total']}
                      rules={[checked(miscTotalError)]}
                      style={{ width: 160, marginBottom: 8 }}
                    >
                      <MoneyInput aria-label="Misc total" />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label="Remove misc line"
                      onClick={() => drop(field.name)}
                    />
                  </Flex>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ name: '', total: null })}>
                  Add Misc Line
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form>
      </Modal>
    </>
  );
}
