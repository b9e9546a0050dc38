// The page's data, typed by codegen from order.graphql (types only: nothing of
// src/generated reaches the bundle).
import type {
  GuestOrderFieldsFragment,
  OrderingMenuQuery,
  OrderingMenuQueryVariables,
  OrderStatusQuery,
  OrderStatusQueryVariables,
  PlaceOrderMutation,
  PlaceOrderMutationVariables,
} from '../generated/graphql';

export type {
  OrderingMenuQuery,
  OrderingMenuQueryVariables,
  OrderStatusQuery,
  OrderStatusQueryVariables,
  PlaceOrderMutation,
  PlaceOrderMutationVariables,
};
export type Menu = NonNullable<OrderingMenuQuery['orderingMenu']>;
export type MenuCategory = Menu['categories'][number];
export type MenuItem = MenuCategory['items'][number];
export type GuestOrder = GuestOrderFieldsFragment;
