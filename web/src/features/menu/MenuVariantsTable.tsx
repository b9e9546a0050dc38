import { CatalogueMessages } from '@mise/domain';
import { Select } from 'antd';
import { EditableTable, type EditableColumn } from '../../components/EditableTable';
import {
  AddMenuVariantDocument,
  MenuVariantOptionsDocument,
  RemoveMenuVariantDocument,
  type MenuItemDetailFieldsFragment,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useConfirmDelete } from '../../lib/useConfirmDelete';
import { useOutletQuery } from '../../lib/useOutletQuery';

type MenuVariant = MenuItemDetailFieldsFragment['variants'][number];

interface VariantRowValues {
  variantId?: string;
}

const TYPE_LABELS: Record<string, string> = { SINGLE: 'Single', MULTIPLE: 'Multiple' };

/**
 * The variants (add-on option groups) a menu item offers (spec 2 §2 "Variants table": Variant,
 * Type, Max Choice): Add opens a row with a variant select ('Select a variant!'); rows are removed,
 * not edited.
 */
export function MenuVariantsTable({
  item,
  disabled,
}: {
  item: MenuItemDetailFieldsFragment;
  disabled?: boolean;
}) {
  const [add] = useAction(AddMenuVariantDocument, { success: CatalogueMessages.variantRow.added });
  const [remove] = useAction(RemoveMenuVariantDocument, {
    success: CatalogueMessages.variantRow.removed,
  });
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const taken = new Set(item.variants.map((v) => v.variantId));

  const columns: EditableColumn<MenuVariant, VariantRowValues>[] = [
    {
      key: 'variant',
      title: 'Variant',
      render: (row) => row.variant.name,
      field: 'variantId',
      input: () => <VariantPicker taken={taken} />,
      rules: [{ required: true, message: CatalogueMessages.variantRow.select }],
      width: 260,
    },
    {
      key: 'type',
      title: 'Type',
      render: (row) => TYPE_LABELS[row.variant.variantType] ?? row.variant.variantType,
    },
    {
      key: 'maxChoice',
      title: 'Max Choice',
      render: (row) => row.variant.maxChoice,
      align: 'right',
    },
  ];

  return (
    <>
      {confirmHolder}
      <EditableTable<MenuVariant, VariantRowValues>
        rows={item.variants}
        rowKey={(row) => row.id}
        columns={columns}
        editable={false}
        toValues={(row) => ({ variantId: row.variantId })}
        newValues={() => ({ variantId: undefined })}
        onSave={(values) => add({ menuItemId: item.id, variantId: values.variantId ?? '' })}
        onDelete={(row) =>
          confirmDelete({ name: row.variant.name, onConfirm: () => remove({ id: row.id }) })
        }
        addLabel="Add Variant"
        emptyText="No variants"
        disabled={disabled}
      />
    </>
  );
}

/** The outlet's variants not yet on this menu item, by name. */
function VariantPicker({
  taken,
  ...props
}: {
  taken: ReadonlySet<string>;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { data, loading } = useOutletQuery(MenuVariantOptionsDocument, {
    variables: { search: null },
    fetchPolicy: 'cache-and-network',
  });
  const options = (data?.variants.nodes ?? [])
    .filter((variant) => !taken.has(variant.id))
    .map((variant) => ({ value: variant.id, label: variant.name }));
  return (
    <Select
      {...props}
      aria-label="Variant"
      placeholder="Select a variant"
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      options={options}
      style={{ minWidth: 200 }}
    />
  );
}
