import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { Kind, parse, TypeInfo, ValidationContext } from 'graphql';
import {
  MAX_MENU_ITEM_VARIANTS,
  MAX_ORDER_LINES,
  MAX_ORDERING_MENU_ITEMS,
  MAX_VARIANT_OPTIONS,
} from '@mise/domain';
import { DECLARED_LIST_SIZES, DEFAULT_GRAPHQL_LIMITS, operationCost } from '@mise/platform/edge';
import { printedSchemaSuite } from '@mise/testing';
import { startSales } from './helpers';

// `npm run schema` (and `npm run new-service`) run this test with UPDATE_SCHEMA=1 to reprint it.
const s = printedSchemaSuite(startSales, join(__dirname, '..'));

describe("the guest's documents: declared list sizes (issue 19)", () => {
  const REPO = join(__dirname, '..', '..', '..');
  const costOf = (document: string): number => {
    let cost = 0;
    const doc = parse(document);
    const schema = s.t.app.get(GraphQLSchemaHost).schema;
    for (const op of doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)) {
      const ctx = new ValidationContext(schema, doc, new TypeInfo(schema), () => undefined);
      const root = schema.getRootType(op.operation)!;
      cost = Math.max(
        cost,
        operationCost(ctx, op.selectionSet, root, {
          maxCost: Infinity,
          defaultListFactor: DEFAULT_GRAPHQL_LIMITS.defaultListFactor,
          listSizes: DECLARED_LIST_SIZES,
        }),
      );
    }
    return cost;
  };

  it('are the bounds the services enforce', () => {
    expect(DECLARED_LIST_SIZES).toEqual({
      // the categories partition the menu's items: the items' bound is the whole menu's
      'OrderingMenu.categories': 1,
      'OrderingCategory.items': MAX_ORDERING_MENU_ITEMS,
      'OrderingItem.variants': MAX_MENU_ITEM_VARIANTS,
      'OrderingVariant.options': MAX_VARIANT_OPTIONS,
      'GuestOrder.items': MAX_ORDER_LINES,
      'OrderLineView.options': MAX_MENU_ITEM_VARIANTS * MAX_VARIANT_OPTIONS,
      'LiveOrder.items': MAX_ORDER_LINES,
    });
  });

  it("keep the guest page's documents and the live orders' within the cost limit", () => {
    const guestPage = readFileSync(join(REPO, 'web/src/order/order.graphql'), 'utf8');
    const operations = readFileSync(
      join(REPO, 'web/src/features/operations/operations.graphql'),
      'utf8',
    );
    expect(costOf(guestPage)).toBeLessThanOrEqual(DEFAULT_GRAPHQL_LIMITS.maxCost);
    expect(costOf(operations)).toBeLessThanOrEqual(DEFAULT_GRAPHQL_LIMITS.maxCost);
  });
});
