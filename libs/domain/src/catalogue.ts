/**
 * Catalogue's rules and texts (spec 2 §4, §5, §8, §9; issue 9): menu item costing, the unit-cost
 * rule, recipe progress, the menu limit, variants' add-on totals, tables' ordering link and every
 * catalogue message. The web and the catalogue service use these same functions.
 */
import {
  cmp,
  type Decimal,
  type DecimalInput,
  dec,
  div,
  isDecimal,
  mul,
  round,
  sub,
  sum,
} from './money';
import { boundedDecimal, DecimalBounds, MAX_NAME_LENGTH, rangeText, upperName } from './bounds';

/**
 * Variants one menu item offers, and options (ingredients and batch items) one variant has (not
 * in the spec, issue 19): the guest menu's declared list sizes, so its query stays within the
 * cost limit (docs/decisions.md).
 */
export const MAX_MENU_ITEM_VARIANTS = 3;
export const MAX_VARIANT_OPTIONS = 8;

export const CatalogueMessages = {
  menuItem: {
    /** Success toasts (the web shows them after the action). */
    photoDeleted: 'Photo deleted successfully',
    updated: 'Menu item updated successfully',
    versionCreated: (version: number) =>
      `Version ${version} created: it is the one now on the menu`,
    deleted: 'Menu item deleted successfully',
    nameBlank: 'Menu Item name cannot be blank',
    categoryBlank: 'Menu Item category cannot be blank',
    nameTaken: 'Menu with that name already exists',
    duplicateNameBlank: 'Duplicate Menu Item name cannot be blank',
    limitReached:
      'You have reached the menu limit. Please subscribe to a plan in Settings -> Subscriptions',
    duplicateFailed: 'Unable to duplicate menu item',
    duplicated: 'Duplicated successfully',
    created: 'Menu item created',
    invalid: 'Invalid menu item.',
    newVersionFailed: 'Unable to create new version',
    /** The detail screen's confirm before a version with sales gets a new version. */
    hasSalesConfirm:
      'This version of this menu item already has sales. Updating the menu item will create a new version. Continue?',
    /** Not in the spec (the screen disables the fields): the server refuses the change too. */
    frozen: 'This version of this menu item already has sales. Create a new version to change it.',
    deleteHasSales: 'Unable to delete menu as some versions contain sales.',
    notFound: 'Menu item not found',
    /** Not in the spec (the form coerced): a price that is not a number within the bounds. */
    priceInvalid: `Menu price must be ${rangeText(DecimalBounds.money, 'zero')}`,
    /** Not in the spec: a name or category longer than a screen can show. */
    tooLong: `Menu Item name and category must be at most ${MAX_NAME_LENGTH} characters long`,
    noPhoto: 'No photo uploaded',
    photoUploaded: 'File uploaded successfully!',
    photoFailed: 'Upload failed. Please try again.',
    /** Not in the spec: a photo whose decoded size would exhaust the service (its header says). */
    photoTooLarge:
      'This photo has too many pixels (at most 25 megapixels). Please use a smaller photo.',
    /** Issue 19: the "On the ordering page" switch (off until the item has a price). */
    onOrderingPage: 'Menu item is on the ordering page',
    offOrderingPage: 'Menu item is off the ordering page',
    orderingNeedsPrice: 'Set a price above 0 before putting this item on the ordering page',
    orderingHint: 'When on, guests see and order this item on the tables’ ordering page.',
  },
  ingredient: {
    /** Success toasts (the web shows them after the action). */
    batchAdded: 'Batch ingredient added to the recipe',
    batchUpdated: 'Batch ingredient updated',
    batchRemoved: 'Batch ingredient removed from the recipe',
    added: 'Ingredient added to the recipe',
    updated: 'Recipe ingredient updated',
    removed: 'Ingredient removed from the recipe',
    select: 'Select an ingredient!',
    selectBatch: 'Select a batch ingredient!',
    same: 'Not allowed to select same ingredient!',
    noName: 'No ingredient name',
    createFailed: (message: string) => `Unable to create ingredient. ${message}`,
    /** Not in the spec (the form coerces): an amount must be a number above 0. */
    amountInvalid: `Amount must be ${rangeText(DecimalBounds.quantity, 'aboveZero')}`,
    /** Not in the spec: a default unit cost must be a number of 0 or more. */
    unitCostInvalid: `Cost per unit must be ${rangeText(DecimalBounds.unitCost, 'zero')}`,
    /** Not in the spec: the preferred inventory item is not one of the outlet's. */
    inventoryItemNotFound: 'Inventory item not found',
    /** Not in the spec: the preferred inventory item stocks another ingredient. */
    inventoryItemOtherIngredient: 'The inventory item does not stock this ingredient',
    notFound: 'Menu ingredient not found',
    /** Issue 21 ("say why a cost is 0"): beside a line costed by no purchase (DEFAULT or NONE). */
    noPurchasePrice: 'no purchase price yet',
    noPurchasePriceHint: (costedBy: 'DEFAULT' | 'NONE') =>
      costedBy === 'DEFAULT'
        ? 'This ingredient has never been bought: its cost is the default cost per unit. Record an expense or its opening stock to cost it from a price.'
        : 'This ingredient has never been bought and has no default cost per unit, so it costs 0. Record an expense or its opening stock to cost it.',
  },
  variantRow: {
    /** Success toasts (the web shows them after the action). */
    added: 'Variant added to the menu item',
    removed: 'Variant removed from the menu item',
    select: 'Select a variant!',
    /** Not in the spec: a menu item offers a variant once. */
    same: 'Not allowed to select same variant!',
    notFound: 'Menu variant not found',
    /** Not in the spec (issue 19): the guest menu's bound. */
    tooMany: `A menu item can offer at most ${MAX_MENU_ITEM_VARIANTS} variants`,
  },
  variant: {
    /** Success toasts (the web shows them after the action). */
    updated: 'Variant updated successfully',
    ingredientAdded: 'Ingredient added to the variant',
    ingredientUpdated: 'Ingredient updated',
    ingredientRemoved: 'Ingredient removed from the variant',
    batchItemAdded: 'Batch ingredient added to the variant',
    batchItemUpdated: 'Batch ingredient updated',
    batchItemRemoved: 'Batch ingredient removed from the variant',
    deleted: 'Variant deleted successfully',
    /** Not in the spec (issue 19): the guest menu's bound. */
    tooManyOptions: `A variant can have at most ${MAX_VARIANT_OPTIONS} options (ingredients and batch ingredients)`,
    nameBlank: 'Variant name cannot be blank',
    nameTaken: 'Variant with that name already exists',
    created: 'Variant created',
    notFound: 'Variant not found',
    /** The spec names the block without its text; worded as the ingredient's. */
    usedByMenuItem: 'Unable to delete. Variant is being used by a menu item.',
    /** Not in the spec (SINGLE disables the field, MULTIPLE takes a number). */
    maxChoiceInvalid: 'Maximum choice must be a whole number of 1 or more',
    /** Not in the spec (the form coerces). */
    addOnPriceInvalid: `Add-on price must be ${rangeText(DecimalBounds.money, 'zero')}`,
    /** Not in the spec: a name longer than a screen can show. */
    tooLong: `Variant name must be at most ${MAX_NAME_LENGTH} characters long`,
    ingredientNotFound: 'Variant ingredient not found',
  },
  table: {
    /** Success toasts (the web shows them after the action). */
    added: 'Table added successfully',
    deleted: 'Table deleted successfully',
    nameBlank: 'Table name cannot be blank',
    nameTaken: 'Table with that name already exists',
    notFound: 'Table not found',
    /** Not in the spec: a name longer than a QR label can show. */
    nameTooLong: `Table name must be at most ${MAX_NAME_LENGTH} characters long`,
  },
  settings: {
    /** Success toasts (the web shows them after the action). */
    foodCostTargetSaved: 'Food cost target saved',
    /** Not in the spec (the food-cost target is ours): a percentage 0-1000. */
    foodCostTargetInvalid: 'Food cost target must be a percentage from 0 to 1000',
  },
  progress: {
    name: 'Start off with the name of your dish',
    category: 'Which category does this dish belong in?',
    ingredients: 'What are the ingredients you use?',
    cost: 'How much is the cost of your ingredients?',
    price: 'What is the price on the menu?',
    completed: 'Recipe completed!',
  },
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
} as const;

/** The menu limit when no plan says otherwise (spec 2 §9); -1 is unlimited. */
export const DEFAULT_MENU_LIMIT = 10;
export const UNLIMITED_MENU_LIMIT = -1;
/** The food-cost target an outlet starts with (percent). */
export const DEFAULT_FOOD_COST_TARGET = '35.00';
/** Longest name or category kept (not in the spec). */
export const MAX_CATALOGUE_NAME = MAX_NAME_LENGTH;

export type VariantTypeName = 'SINGLE' | 'MULTIPLE';

/** Names and categories are trimmed, spaces collapsed and upper-cased (spec 2 §5, issue 19). */
export function catalogueName(name: string | null | undefined): string {
  return upperName(name);
}

/** Whether a create or duplicate is refused (spec 2 §5): a limit of 0 or more, reached. */
export function menuLimitReached(used: number, total: number): boolean {
  return total >= 0 && used >= total;
}

/** The list's counter text: "3/10", or "3/Unlimited" for -1. */
/** "Unlimited" for a negative limit, else the number. */
export function menuLimitText(limit: number): string {
  return limit < 0 ? 'Unlimited' : String(limit);
}

export function menuLimitLabel(used: number, total: number): string {
  return `${used}/${menuLimitText(total)}`;
}

/** A form's number: text that is not a number counts as 0 (spec 2 §5). */
export function numberOrZero(text: string | null | undefined): Decimal {
  const t = (text ?? '').trim();
  return t && isDecimal(t) ? dec(t) : '0';
}

/**
 * What a form's price or add-on price field sends (issue 19): blank is 0, anything else as typed,
 * so that "-5" or "abc" is refused with the field's message instead of counting as RM 0 (the
 * spec's "not a number counts as 0" is for recipe amounts, not for a price a guest pays).
 */
export function typedMoney(text: string | null | undefined): string {
  return (text ?? '').trim() || '0';
}

/**
 * A price or add-on price: a number from 0 to RM 100,000 with at most 2 decimals (never rounded,
 * never 0 for text that is not a number), stored with 2 decimals; null when not.
 */
export function checkMoney(text: string | null | undefined): Decimal | null {
  const read = boundedDecimal(text, DecimalBounds.money);
  if (!read.ok || cmp(read.value, 0) < 0) return null;
  return round(read.value, 2);
}

/** An amount: a number above 0 and at most 1,000,000 with at most 6 decimals; null when not. */
export function checkAmount(text: string | null | undefined): Decimal | null {
  const read = boundedDecimal(text, DecimalBounds.quantity);
  if (!read.ok || cmp(read.value, 0) <= 0) return null;
  return read.value;
}

/** A default unit cost: a number from 0 to 100,000 (blank is 0), at most 6 decimals; null when not. */
export function checkUnitCost(text: string | null | undefined): Decimal | null {
  if (!(text ?? '').trim()) return '0';
  const read = boundedDecimal(text, DecimalBounds.unitCost);
  if (!read.ok || cmp(read.value, 0) < 0) return null;
  return read.value;
}

export interface UnitCostInputs {
  averagePrice: DecimalInput;
  lastPrice: DecimalInput;
  defaultUnitCost: DecimalInput;
}

/**
 * Which branch of the unit cost rule gave a recipe line its cost (issue 21, "say why a cost is
 * 0"): AVERAGE, LAST, DEFAULT (no purchase price: the line's default unit cost above 0) or NONE
 * (no purchase price and no default: the cost is 0).
 */
export type UnitCostSource = 'AVERAGE' | 'LAST' | 'DEFAULT' | 'NONE';

export const UNIT_COST_SOURCES: readonly UnitCostSource[] = ['AVERAGE', 'LAST', 'DEFAULT', 'NONE'];

/**
 * The unit cost rule (spec 2 §9) and its branch: the average price if above 0, else the last
 * price if above 0, else the row's default unit cost; 4 decimals.
 */
export function unitCostOf(i: UnitCostInputs): { unitCost: Decimal; source: UnitCostSource } {
  if (cmp(i.averagePrice, 0) > 0) return { unitCost: round(i.averagePrice, 4), source: 'AVERAGE' };
  if (cmp(i.lastPrice, 0) > 0) return { unitCost: round(i.lastPrice, 4), source: 'LAST' };
  const unitCost = round(i.defaultUnitCost, 4);
  return { unitCost, source: cmp(unitCost, 0) > 0 ? 'DEFAULT' : 'NONE' };
}

/** The unit cost of an ingredient: `unitCostOf(i).unitCost`. */
export function effectiveUnitCost(i: UnitCostInputs): Decimal {
  return unitCostOf(i).unitCost;
}

/** The branch of the unit cost rule: `unitCostOf(i).source`. */
export function unitCostSource(i: UnitCostInputs): UnitCostSource {
  return unitCostOf(i).source;
}

/** Whether a line's cost comes from no purchase (DEFAULT or NONE): "no purchase price yet". */
export function withoutPurchasePrice(source: UnitCostSource): boolean {
  return source === 'DEFAULT' || source === 'NONE';
}

/**
 * Whether the default unit cost may be edited (spec 2 §9: no stock and no last price). Catalogue
 * hears prices, not stock: an ingredient never bought has neither an average nor a last price,
 * which is when the default is the cost in use.
 */
export function unitCostEditable(i: {
  averagePrice: DecimalInput;
  lastPrice: DecimalInput;
}): boolean {
  return cmp(i.averagePrice, 0) <= 0 && cmp(i.lastPrice, 0) <= 0;
}

/** One recipe line: unit cost x amount, 4 decimals (half-up). */
export function lineCost(unitCost: DecimalInput, amount: DecimalInput): Decimal {
  return round(mul(unitCost, amount), 4);
}

/** Batch cost per portion (spec 2 §9): Σ(amount x unit cost) ÷ portion size (0 counts as 1), 4 dp. */
export function batchCostPerPortion(
  ingredients: ReadonlyArray<{ amount: DecimalInput; unitCost: DecimalInput }>,
  portionSize: DecimalInput,
): Decimal {
  const total = sum(ingredients.map((i) => mul(i.amount, i.unitCost)));
  const size = cmp(portionSize, 0) === 0 ? '1' : portionSize;
  return div(total, size, 4);
}

export interface MenuCostingInput {
  price: DecimalInput;
  ingredients: ReadonlyArray<UnitCostInputs & { amount: DecimalInput }>;
  /** amount in portions, costPerPortion from the batch item */
  batchIngredients?: ReadonlyArray<{ amount: DecimalInput; costPerPortion: DecimalInput }>;
}

export interface MenuCosting {
  /** per ingredient, in order: effective unit cost and line cost (4 dp) */
  ingredients: Array<{
    unitCost: Decimal;
    unitCostSource: UnitCostSource;
    costPerServing: Decimal;
    costEditable: boolean;
  }>;
  batchIngredients: Array<{ costPerServing: Decimal }>;
  /** Σ of the line costs exactly, 4 dp */
  costPerServing: Decimal;
  grossProfit: Decimal;
  foodCostPercent: Decimal;
}

/**
 * A menu item's costing (spec 2 §9): each line rounded to 4 decimals, the cost per serving the
 * exact sum of the lines (so what the detail table shows adds up), gross profit = price - cost,
 * food cost % = cost ÷ price x 100 with a price of 0 treated as 1.
 */
export function menuCosting(input: MenuCostingInput): MenuCosting {
  const ingredients = input.ingredients.map((i) => {
    const { unitCost, source } = unitCostOf(i);
    return {
      unitCost,
      unitCostSource: source,
      costPerServing: lineCost(unitCost, i.amount),
      costEditable: unitCostEditable(i),
    };
  });
  const batchIngredients = (input.batchIngredients ?? []).map((b) => ({
    costPerServing: lineCost(b.costPerPortion, b.amount),
  }));
  const cost = round(sum([...ingredients, ...batchIngredients].map((l) => l.costPerServing)), 4);
  return {
    ingredients,
    batchIngredients,
    costPerServing: cost,
    grossProfit: grossProfit(input.price, cost),
    foodCostPercent: foodCostPercent(input.price, cost),
  };
}

/** Price - cost, 4 decimals. */
export function grossProfit(price: DecimalInput, cost: DecimalInput): Decimal {
  return round(sub(price, cost), 4);
}

/** Cost ÷ price x 100 (a price of 0 counts as 1), 2 decimals. */
export function foodCostPercent(price: DecimalInput, cost: DecimalInput): Decimal {
  const divisor = cmp(price, 0) === 0 ? '1' : price;
  return div(mul(cost, 100), divisor, 2);
}

/** Whether the food cost is above the outlet's target (both percentages). */
export function aboveFoodCostTarget(foodCost: DecimalInput, target: DecimalInput): boolean {
  return cmp(foodCost, target) > 0;
}

/** A food-cost target: a percentage 0-1000, 2 decimals; null when not. */
export function checkFoodCostTarget(text: string | null | undefined): Decimal | null {
  const t = (text ?? '').trim();
  if (!t || !isDecimal(t) || cmp(t, 0) < 0 || cmp(t, 1000) > 0) return null;
  return round(t, 2);
}

/** The variant's "Final add-on price" (spec 2 §9): Σ add-on prices, 2 decimals. */
export function totalAddOnPrice(prices: readonly DecimalInput[]): Decimal {
  return round(sum(prices), 2);
}

/** SINGLE forces a maximum choice of 1 (spec 2 §4); MULTIPLE keeps what was chosen. */
export function variantMaxChoice(type: VariantTypeName, maxChoice: number): number {
  return type === 'SINGLE' ? 1 : maxChoice;
}

export interface RecipeProgressInput {
  name: string | null | undefined;
  category: string | null | undefined;
  ingredientCount: number;
  /** Σ of the ingredient lines' cost */
  ingredientCost: DecimalInput;
  price: DecimalInput;
}

export interface RecipeProgress {
  /** 0, 20, ... 100 */
  percent: number;
  /** the first missing step's prompt, or 'Recipe completed!' */
  prompt: string;
  complete: boolean;
}

/** Recipe progress (spec 2 §4): 5 steps of 20%, prompted in order. */
export function recipeProgress(r: RecipeProgressInput): RecipeProgress {
  const P = CatalogueMessages.progress;
  const steps: Array<[boolean, string]> = [
    [!!r.name?.trim(), P.name],
    [!!r.category?.trim(), P.category],
    [r.ingredientCount > 0, P.ingredients],
    [cmp(r.ingredientCost, 0) > 0, P.cost],
    [cmp(r.price, 0) > 0, P.price],
  ];
  const done = steps.filter(([ok]) => ok).length;
  const missing = steps.find(([ok]) => !ok);
  return { percent: done * 20, prompt: missing ? missing[1] : P.completed, complete: !missing };
}

/**
 * A table's ordering link (spec 2 §9): `{base}/{maskedOutletNumber}?table={name}`; the base
 * without a trailing slash.
 */
export function orderingLink(base: string, maskedOutletNumber: string, tableName: string): string {
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(maskedOutletNumber)}?table=${encodeURIComponent(tableName)}`;
}
