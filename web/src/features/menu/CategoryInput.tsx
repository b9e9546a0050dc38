import { catalogueName } from '@mise/domain';
import { AutoComplete } from 'antd';
import { MenuCategoriesDocument } from '../../generated/graphql';
import { useOutletQuery } from '../../lib/useOutletQuery';

/**
 * A menu item's category: free text (saved upper-cased) with the outlet's categories as
 * suggestions. An antd Form.Item child (value / onChange).
 */
export function CategoryInput({
  value,
  onChange,
  active = true,
  disabled,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  /** Load the suggestions (a closed modal does not). */
  active?: boolean;
  disabled?: boolean;
  id?: string;
}) {
  const { data } = useOutletQuery(MenuCategoriesDocument, {
    variables: { search: null },
    skip: !active || disabled,
    fetchPolicy: 'cache-and-network',
  });
  const typed = catalogueName(value);
  const options = (data?.menuCategories ?? [])
    .filter((category) => category !== typed && category.includes(typed))
    .map((category) => ({ value: category }));
  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      disabled={disabled}
      showSearch={{ filterOption: false }}
    />
  );
}
