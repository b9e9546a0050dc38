import { CatalogueMessages, isPositive } from '@mise/domain';
import { Flex, Switch, Typography } from 'antd';
import {
  MenuItemsDocument,
  SetMenuItemOnOrderingPageDocument,
  type MenuItemDetailFieldsFragment as MenuItem,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';

const SWITCH_ID = 'menu-on-ordering-page';
const M = CatalogueMessages.menuItem;

/**
 * The "On the ordering page" switch of a menu item version (issue 19): guests see and order the
 * item only when it is on. Off for a new item and disabled, with the reason, while the saved price
 * is 0. Works on a version with sales too (it changes what guests see, not what was sold).
 */
export function MenuOrderingSwitch({ item }: { item: MenuItem }) {
  const [setOn, { loading }] = useAction(SetMenuItemOnOrderingPageDocument, {
    success: (answer) =>
      answer.setMenuItemOnOrderingPage.onOrderingPage ? M.onOrderingPage : M.offOrderingPage,
    refetchQueries: [MenuItemsDocument],
  });
  const priced = isPositive(item.price);
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={12}>
        <Switch
          id={SWITCH_ID}
          checked={item.onOrderingPage}
          disabled={!priced && !item.onOrderingPage}
          loading={loading}
          onChange={(on) => void setOn({ id: item.id, on })}
        />
        <label htmlFor={SWITCH_ID}>On the ordering page</label>
      </Flex>
      <Typography.Text type="secondary" data-testid="ordering-page-hint">
        {priced ? M.orderingHint : M.orderingNeedsPrice}
      </Typography.Text>
    </Flex>
  );
}
