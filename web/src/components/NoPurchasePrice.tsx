import { CatalogueMessages, type DecimalInput, type UnitCostSource } from '@mise/domain';
import { Flex, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { EXPENSES_PATH, noPurchasePrice, openingStockPath } from '../lib/unit-cost';
import { Amount } from './Amount';

const M = CatalogueMessages.ingredient;

/**
 * Beside a recipe line's cost when no purchase priced it (issue 21, "say why a cost is 0"): the
 * "no purchase price yet" tag (why, on hover) and the two ways to give the ingredient a price:
 * Record an expense, Opening stock. Nothing when a purchase priced the line.
 */
export function NoPurchasePrice({
  source,
  ingredientId,
}: {
  source: UnitCostSource | null | undefined;
  ingredientId: string;
}) {
  const why = noPurchasePrice(source);
  if (!why) return null;
  return (
    <Flex
      className="mise-no-purchase-price"
      data-testid="no-purchase-price"
      wrap
      gap={4}
      justify="flex-end"
      align="center"
    >
      <Tooltip title={M.noPurchasePriceHint(why)}>
        <Tag color="warning" style={{ marginInlineEnd: 0 }}>
          {M.noPurchasePrice}
        </Tag>
      </Tooltip>
      <Link to={EXPENSES_PATH}>Record an expense</Link>
      <span aria-hidden>·</span>
      <Link to={openingStockPath(ingredientId)}>Opening stock</Link>
    </Flex>
  );
}

/** A recipe line's cost per unit with the note under it when no purchase priced it. */
export function UnitCostWithSource({
  unitCost,
  source,
  ingredientId,
}: {
  unitCost: DecimalInput | null | undefined;
  source: UnitCostSource | null | undefined;
  ingredientId: string;
}) {
  return (
    <Flex vertical align="flex-end" gap={2}>
      <Amount value={unitCost} kind="unitCost" />
      <NoPurchasePrice source={source} ingredientId={ingredientId} />
    </Flex>
  );
}
