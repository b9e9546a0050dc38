/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** ACTIVE: business in the last 30 days; INACTIVE: in 90; UNUSED: none recent; EMPTY: no records */
export type ActivityStatus = 'ACTIVE' | 'EMPTY' | 'INACTIVE' | 'UNUSED';

/** Why stock was deducted by hand (the waste log) */
export type AdjustmentReason =
  'BREAKAGE' | 'COUNT_CORRECTION' | 'OTHER' | 'SPOILAGE' | 'STAFF_MEAL' | 'WASTE';

/** NUMBER: a flat RM amount; PERCENTAGE: a percent of the bill */
export type AmountType = 'NUMBER' | 'PERCENTAGE';

/** How the amount is entered: stock units (batches) or portions */
export type BatchAdjustmentType = 'PORTION' | 'STOCK';

export type BatchIngredientInput = {
  amount: string;
  defaultUnitCost?: string | null | undefined;
  ingredientId: string | number;
};

export type BillingPeriod = 'ANNUAL' | 'MONTHLY' | 'QUARTERLY' | 'SEMIANNUAL';

/** ADD (+) or DEDUCT (-) */
export type BillingType = 'ADD' | 'DEDUCT';

export type CreateBatchAdjustmentInput = {
  adjustmentDate: string;
  amount: string;
  batchItemId: string | number;
  remarks?: string | null | undefined;
  type?: BatchAdjustmentType;
};

export type CreateBatchItemInput = {
  name: string;
  parLevel?: string | null | undefined;
  portionSize?: string | null | undefined;
  remarks?: string | null | undefined;
};

export type CreateBatchStockInInput = {
  batchItemId?: string | number | null | undefined;
  date: string;
  quantity?: string | null | undefined;
};

export type CreateIngredientInput = {
  name: string;
  /** A unit of measure; default 'unit' */
  unit?: string | null | undefined;
};

export type CreateInventoryItemInput = {
  /** Required: 'Ingredient selection cannot be blank' */
  ingredientId?: string | number | null | undefined;
  name: string;
};

export type CreateMenuItemInput = {
  category: string;
  name: string;
};

export type CreateOutletBillingInput = {
  /** Exact decimal, up to 2 places: "12.50" (RM, or percent for PERCENTAGE) */
  amount: string;
  amountType: AmountType;
  enabled: boolean;
  name: string;
  type: BillingType;
};

export type CreateOutletInput = {
  outletAddress: string;
  outletName: string;
};

export type CreateStockAdjustmentInput = {
  /** YYYY-MM-DD */
  adjustmentDate: string;
  /** Any sign; stored negative. Not 0. */
  amount: string;
  ingredientId: string | number;
  /** Default OTHER */
  reason?: AdjustmentReason | null | undefined;
  remarks?: string | null | undefined;
};

export type MenuBatchIngredientInput = {
  amount: string;
  batchItemId: string | number;
};

export type MenuIngredientInput = {
  amount: string;
  defaultUnitCost?: string | null | undefined;
  ingredientId: string | number;
  preferredInventoryId?: string | number | null | undefined;
};

export type OrderItemInput = {
  /** The highest version's id (OrderingItem.menuItemId) */
  menuItemId: string | number;
  /** At most 200 characters */
  note?: string | null | undefined;
  /** Options of the item's variants: SINGLE at most 1 per variant, MULTIPLE at most maxChoice */
  optionIds?: Array<string | number> | null | undefined;
  /** 1 to 99 */
  quantity: number;
};

/** DRAFT: received, the waiter's queue; CONFIRMED: the kitchen's; SERVED: what Sync Now sells; REJECTED: never a sale */
export type OrderStatus = 'CONFIRMED' | 'DRAFT' | 'REJECTED' | 'SERVED';

/** SINGLE: pick at most 1 (radio); MULTIPLE: at most maxChoice */
export type OrderingVariantType = 'MULTIPLE' | 'SINGLE';

export type PlaceOrderInput = {
  /** 1 to 50 lines */
  items: Array<OrderItemInput>;
  /** The outlet's masked number (from the table's QR link) */
  maskedOutletNumber: string;
  /** At most 500 characters */
  note?: string | null | undefined;
  /** A UUID the page makes per order: sent twice, stored once */
  requestId: string | number;
  /** The table's name (from the QR link) */
  tableName: string;
};

export type SaleInput = {
  items: Array<SaleItemInput>;
  miscs?: Array<SaleMiscInput> | null | undefined;
  /** YYYY-MM-DD */
  saleDate: string;
};

export type SaleItemInput = {
  /** A menu item version */
  menuItemId: string | number;
  /** Options of the item's variants */
  optionIds?: Array<string | number> | null | undefined;
  /** Above 0, at most 1 decimal */
  quantity: string;
};

/** VARIANT when options were chosen */
export type SaleItemKind = 'REGULAR' | 'VARIANT';

export type SaleMiscInput = {
  name: string;
  /** RM, 2 decimals, may be negative */
  total: string;
};

export type SaleSourceType = 'APP' | 'CSV' | 'INVOICE' | 'MANUAL';

export type SubscriptionStatus =
  'ACTIVE' | 'CANCELLED' | 'INACTIVE' | 'PAYMENT_FAILED' | 'PENDING_CANCEL' | 'PENDING_PAYMENT';

export type SyncStatus = 'ALREADY_RUNNING' | 'COMPLETED' | 'PARTIAL';

export type UpdateBatchAdjustmentInput = {
  adjustmentDate?: string | null | undefined;
  amount?: string | null | undefined;
  remarks?: string | null | undefined;
  type?: BatchAdjustmentType | null | undefined;
};

export type UpdateBatchItemInput = {
  parLevel?: string | null | undefined;
  portionSize?: string | null | undefined;
  remarks?: string | null | undefined;
};

export type UpdateBatchStockInInput = {
  batchItemId?: string | number | null | undefined;
  quantity?: string | null | undefined;
};

export type UpdateMenuItemInput = {
  category?: string | null | undefined;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
  price?: string | null | undefined;
};

export type UpdateOutletBillingInput = {
  /** Exact decimal, up to 2 places: "12.50" (RM, or percent for PERCENTAGE) */
  amount?: string | null | undefined;
  amountType?: AmountType | null | undefined;
  enabled?: boolean | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  type?: BillingType | null | undefined;
};

export type UpdateOutletProfileInput = {
  accountNumber: string;
  bankName: string;
  /** Any common format; stored as E.164 (default country MY) */
  contactNumber: string;
  /** Beneficiary name */
  name: string;
  outletAddress: string;
};

export type UpdateOwnerContactInput = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Any common format; stored as E.164 (default country MY) */
  whatsappNumber: string;
};

export type UpdateStockAdjustmentInput = {
  adjustmentDate?: string | null | undefined;
  amount?: string | null | undefined;
  reason?: AdjustmentReason | null | undefined;
  remarks?: string | null | undefined;
};

export type UploadFileInput = {
  contentType: string;
  fileName: string;
  size: number;
};

export type VariantBatchItemInput = {
  addOnPrice: string;
  amount: string;
  batchItemId: string | number;
};

export type VariantIngredientInput = {
  addOnPrice: string;
  amount: string;
  ingredientId: string | number;
};

/** SINGLE: one choice (maxChoice 1); MULTIPLE: up to maxChoice */
export type VariantType = 'MULTIPLE' | 'SINGLE';

export type CurrentUserQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentUserQuery = {
  me: {
    id: string;
    isAdmin: boolean;
    currentOutletId: string | null;
    basicInfo: {
      firstName: string;
      lastName: string;
      email: string;
      whatsappNumber: string | null;
    };
  };
};

export type CurrentOutletQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentOutletQuery = {
  currentOutlet: {
    id: string;
    outletName: string;
    outletNumber: string;
    maskedOutletNumber: string;
  };
};

export type SignInMutationVariables = Exact<{ [key: string]: never }>;

export type SignInMutation = {
  signIn: { userId: string; sessionId: string; outletId: string | null; isAdmin: boolean };
};

export type SetCurrentOutletMutationVariables = Exact<{
  outletId: string | number;
}>;

export type SetCurrentOutletMutation = {
  setCurrentOutlet: { id: string; currentOutletId: string | null };
};

export type AdminOutletsQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;

export type AdminOutletsQuery = {
  allOutlets: {
    totalCount: number;
    nodes: Array<{
      id: string;
      outletName: string;
      owner: {
        id: string;
        isAdmin: boolean;
        basicInfo: {
          firstName: string;
          lastName: string;
          email: string;
          whatsappNumber: string | null;
        };
      };
    }>;
  };
};

export type BatchProductionCalendarQueryVariables = Exact<{
  month: string;
}>;

export type BatchProductionCalendarQuery = {
  batchProductionCalendar: Array<{ date: string; totalCost: string; stockInCount: number }>;
};

export type BatchStockFieldsFragment = {
  id: string;
  date: string;
  remarks: string | null;
  totalCost: string;
  editable: boolean;
  stockIns: Array<{
    id: string;
    batchStockId: string;
    batchItemId: string;
    name: string;
    versionNumber: number;
    quantity: string;
    cost: string;
    total: string;
    portionSize: string;
  }>;
};

export type BatchStockDayQueryVariables = Exact<{
  date: string;
}>;

export type BatchStockDayQuery = {
  batchStock: {
    id: string;
    date: string;
    remarks: string | null;
    totalCost: string;
    editable: boolean;
    stockIns: Array<{
      id: string;
      batchStockId: string;
      batchItemId: string;
      name: string;
      versionNumber: number;
      quantity: string;
      cost: string;
      total: string;
      portionSize: string;
    }>;
  } | null;
};

export type CreateBatchStockMutationVariables = Exact<{
  date: string;
  remarks?: string | null | undefined;
}>;

export type CreateBatchStockMutation = {
  createBatchStock: {
    id: string;
    date: string;
    remarks: string | null;
    totalCost: string;
    editable: boolean;
    stockIns: Array<{
      id: string;
      batchStockId: string;
      batchItemId: string;
      name: string;
      versionNumber: number;
      quantity: string;
      cost: string;
      total: string;
      portionSize: string;
    }>;
  };
};

export type UpdateBatchStockMutationVariables = Exact<{
  id: string | number;
  remarks?: string | null | undefined;
}>;

export type UpdateBatchStockMutation = {
  updateBatchStock: {
    id: string;
    date: string;
    remarks: string | null;
    totalCost: string;
    editable: boolean;
    stockIns: Array<{
      id: string;
      batchStockId: string;
      batchItemId: string;
      name: string;
      versionNumber: number;
      quantity: string;
      cost: string;
      total: string;
      portionSize: string;
    }>;
  };
};

export type DeleteBatchStockMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBatchStockMutation = { deleteBatchStock: boolean };

export type CreateBatchStockInMutationVariables = Exact<{
  input: CreateBatchStockInInput;
}>;

export type CreateBatchStockInMutation = {
  createBatchStockIn: {
    id: string;
    date: string;
    remarks: string | null;
    totalCost: string;
    editable: boolean;
    stockIns: Array<{
      id: string;
      batchStockId: string;
      batchItemId: string;
      name: string;
      versionNumber: number;
      quantity: string;
      cost: string;
      total: string;
      portionSize: string;
    }>;
  };
};

export type UpdateBatchStockInMutationVariables = Exact<{
  id: string | number;
  input: UpdateBatchStockInInput;
}>;

export type UpdateBatchStockInMutation = {
  updateBatchStockIn: {
    id: string;
    date: string;
    remarks: string | null;
    totalCost: string;
    editable: boolean;
    stockIns: Array<{
      id: string;
      batchStockId: string;
      batchItemId: string;
      name: string;
      versionNumber: number;
      quantity: string;
      cost: string;
      total: string;
      portionSize: string;
    }>;
  };
};

export type DeleteBatchStockInMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBatchStockInMutation = {
  deleteBatchStockIn: {
    id: string;
    date: string;
    remarks: string | null;
    totalCost: string;
    editable: boolean;
    stockIns: Array<{
      id: string;
      batchStockId: string;
      batchItemId: string;
      name: string;
      versionNumber: number;
      quantity: string;
      cost: string;
      total: string;
      portionSize: string;
    }>;
  };
};

export type BatchStockLevelFieldsFragment = {
  batchItemId: string;
  name: string;
  versionNumber: number;
  portionSize: string;
  stockUnits: string;
  stockPortions: string;
  averageCost: string;
  portionCost: string;
  parLevel: string | null;
  makeToday: string | null;
  latestVersion: boolean;
};

export type BatchStockLevelsQueryVariables = Exact<{
  offset: number;
  limit: number;
  search?: string | null | undefined;
  belowPar?: boolean | null | undefined;
}>;

export type BatchStockLevelsQuery = {
  batchStockLevels: {
    totalCount: number;
    nodes: Array<{
      batchItemId: string;
      name: string;
      versionNumber: number;
      portionSize: string;
      stockUnits: string;
      stockPortions: string;
      averageCost: string;
      portionCost: string;
      parLevel: string | null;
      makeToday: string | null;
      latestVersion: boolean;
    }>;
  };
};

export type BatchStockLevelQueryVariables = Exact<{
  batchItemId: string | number;
}>;

export type BatchStockLevelQuery = {
  batchStockLevel: {
    batchItemId: string;
    name: string;
    versionNumber: number;
    portionSize: string;
    stockUnits: string;
    stockPortions: string;
    averageCost: string;
    portionCost: string;
    parLevel: string | null;
    makeToday: string | null;
    latestVersion: boolean;
  };
};

export type BatchStockWindowQueryVariables = Exact<{ [key: string]: never }>;

export type BatchStockWindowQuery = {
  adjustmentWindow: { enabled: boolean; today: string; earliestDate: string | null };
};

export type BatchAdjustmentFieldsFragment = {
  id: string;
  batchItemId: string;
  adjustmentDate: string;
  amountStock: string;
  amountPortion: string;
  batchCost: string;
  portionCost: string;
  total: string;
  remarks: string | null;
  creditInvoice: boolean;
  editable: boolean;
};

export type BatchAdjustmentsQueryVariables = Exact<{
  batchItemId: string | number;
  offset: number;
  limit: number;
}>;

export type BatchAdjustmentsQuery = {
  batchAdjustments: {
    totalCount: number;
    nodes: Array<{
      id: string;
      batchItemId: string;
      adjustmentDate: string;
      amountStock: string;
      amountPortion: string;
      batchCost: string;
      portionCost: string;
      total: string;
      remarks: string | null;
      creditInvoice: boolean;
      editable: boolean;
    }>;
  };
};

export type CreateBatchAdjustmentMutationVariables = Exact<{
  input: CreateBatchAdjustmentInput;
}>;

export type CreateBatchAdjustmentMutation = {
  createBatchAdjustment: {
    id: string;
    batchItemId: string;
    adjustmentDate: string;
    amountStock: string;
    amountPortion: string;
    batchCost: string;
    portionCost: string;
    total: string;
    remarks: string | null;
    creditInvoice: boolean;
    editable: boolean;
  };
};

export type UpdateBatchAdjustmentMutationVariables = Exact<{
  id: string | number;
  input: UpdateBatchAdjustmentInput;
}>;

export type UpdateBatchAdjustmentMutation = {
  updateBatchAdjustment: {
    id: string;
    batchItemId: string;
    adjustmentDate: string;
    amountStock: string;
    amountPortion: string;
    batchCost: string;
    portionCost: string;
    total: string;
    remarks: string | null;
    creditInvoice: boolean;
    editable: boolean;
  };
};

export type DeleteBatchAdjustmentMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBatchAdjustmentMutation = { deleteBatchAdjustment: boolean };

export type BatchItemRowFieldsFragment = {
  id: string;
  batchId: string;
  name: string;
  versionNumber: number;
  batchCost: string;
  portionSize: string;
  portionCost: string;
  updatedAt: string;
};

export type BatchItemsQueryVariables = Exact<{
  offset: number;
  limit: number;
  search?: string | null | undefined;
}>;

export type BatchItemsQuery = {
  batchItems: {
    totalCount: number;
    nodes: Array<{
      id: string;
      batchId: string;
      name: string;
      versionNumber: number;
      batchCost: string;
      portionSize: string;
      portionCost: string;
      updatedAt: string;
    }>;
  };
};

export type CreateBatchItemMutationVariables = Exact<{
  input: CreateBatchItemInput;
}>;

export type CreateBatchItemMutation = {
  createBatchItem: {
    id: string;
    batchId: string;
    name: string;
    versionNumber: number;
    batchCost: string;
    portionSize: string;
    portionCost: string;
    updatedAt: string;
  };
};

export type DuplicateBatchItemMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;

export type DuplicateBatchItemMutation = {
  duplicateBatchItem: {
    id: string;
    batchId: string;
    name: string;
    versionNumber: number;
    batchCost: string;
    portionSize: string;
    portionCost: string;
    updatedAt: string;
  };
};

export type DeleteBatchItemMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBatchItemMutation = { deleteBatchItem: boolean };

export type BatchItemDetailFieldsFragment = {
  remarks: string | null;
  parLevel: string | null;
  usedByMenu: boolean;
  menuItemCount: number;
  complete: boolean;
  id: string;
  batchId: string;
  name: string;
  versionNumber: number;
  batchCost: string;
  portionSize: string;
  portionCost: string;
  updatedAt: string;
  progress: { percent: number; prompt: string; complete: boolean };
  ingredients: Array<{
    id: string;
    ingredientId: string;
    amount: string;
    defaultUnitCost: string;
    unitCost: string;
    costEditable: boolean;
    cost: string;
    ingredient: {
      id: string;
      name: string;
      unit: string;
      stockCount: string;
      averagePrice: string;
      lastPrice: string;
    } | null;
  }>;
};

export type BatchItemDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type BatchItemDetailQuery = {
  batchItem: {
    remarks: string | null;
    parLevel: string | null;
    usedByMenu: boolean;
    menuItemCount: number;
    complete: boolean;
    id: string;
    batchId: string;
    name: string;
    versionNumber: number;
    batchCost: string;
    portionSize: string;
    portionCost: string;
    updatedAt: string;
    progress: { percent: number; prompt: string; complete: boolean };
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      cost: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
  };
};

export type UpdateBatchItemMutationVariables = Exact<{
  id: string | number;
  input: UpdateBatchItemInput;
}>;

export type UpdateBatchItemMutation = {
  updateBatchItem: {
    remarks: string | null;
    parLevel: string | null;
    usedByMenu: boolean;
    menuItemCount: number;
    complete: boolean;
    id: string;
    batchId: string;
    name: string;
    versionNumber: number;
    batchCost: string;
    portionSize: string;
    portionCost: string;
    updatedAt: string;
    progress: { percent: number; prompt: string; complete: boolean };
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      cost: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
  };
};

export type CreateBatchItemVersionMutationVariables = Exact<{
  id: string | number;
  input?: UpdateBatchItemInput | null | undefined;
}>;

export type CreateBatchItemVersionMutation = {
  createBatchItemVersion: {
    remarks: string | null;
    parLevel: string | null;
    usedByMenu: boolean;
    menuItemCount: number;
    complete: boolean;
    id: string;
    batchId: string;
    name: string;
    versionNumber: number;
    batchCost: string;
    portionSize: string;
    portionCost: string;
    updatedAt: string;
    progress: { percent: number; prompt: string; complete: boolean };
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      cost: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
  };
};

export type AddBatchIngredientMutationVariables = Exact<{
  batchItemId: string | number;
  input: BatchIngredientInput;
}>;

export type AddBatchIngredientMutation = {
  addBatchIngredient: {
    remarks: string | null;
    parLevel: string | null;
    usedByMenu: boolean;
    menuItemCount: number;
    complete: boolean;
    id: string;
    batchId: string;
    name: string;
    versionNumber: number;
    batchCost: string;
    portionSize: string;
    portionCost: string;
    updatedAt: string;
    progress: { percent: number; prompt: string; complete: boolean };
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      cost: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
  };
};

export type UpdateBatchIngredientMutationVariables = Exact<{
  id: string | number;
  input: BatchIngredientInput;
}>;

export type UpdateBatchIngredientMutation = {
  updateBatchIngredient: {
    remarks: string | null;
    parLevel: string | null;
    usedByMenu: boolean;
    menuItemCount: number;
    complete: boolean;
    id: string;
    batchId: string;
    name: string;
    versionNumber: number;
    batchCost: string;
    portionSize: string;
    portionCost: string;
    updatedAt: string;
    progress: { percent: number; prompt: string; complete: boolean };
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      cost: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
  };
};

export type RemoveBatchIngredientMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveBatchIngredientMutation = {
  removeBatchIngredient: {
    remarks: string | null;
    parLevel: string | null;
    usedByMenu: boolean;
    menuItemCount: number;
    complete: boolean;
    id: string;
    batchId: string;
    name: string;
    versionNumber: number;
    batchCost: string;
    portionSize: string;
    portionCost: string;
    updatedAt: string;
    progress: { percent: number; prompt: string; complete: boolean };
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      cost: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
  };
};

export type CompleteBatchItemsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type CompleteBatchItemsQuery = {
  completeBatchItems: Array<{
    id: string;
    name: string;
    versionNumber: number;
    portionCost: string;
  }>;
};

export type IngredientFieldsFragment = {
  id: string;
  name: string;
  unit: string;
  stockCount: string;
  averagePrice: string;
  lastPrice: string;
  latestStockinDate: string | null;
};

export type IngredientsQueryVariables = Exact<{
  offset: number;
  limit: number;
  search?: string | null | undefined;
}>;

export type IngredientsQuery = {
  ingredients: {
    totalCount: number;
    nodes: Array<{
      id: string;
      name: string;
      unit: string;
      stockCount: string;
      averagePrice: string;
      lastPrice: string;
      latestStockinDate: string | null;
    }>;
  };
};

export type UnitsOfMeasureQueryVariables = Exact<{ [key: string]: never }>;

export type UnitsOfMeasureQuery = { unitsOfMeasure: Array<{ name: string; unit: string }> };

export type CreateIngredientMutationVariables = Exact<{
  input: CreateIngredientInput;
}>;

export type CreateIngredientMutation = {
  createIngredient: {
    id: string;
    name: string;
    unit: string;
    stockCount: string;
    averagePrice: string;
    lastPrice: string;
    latestStockinDate: string | null;
  };
};

export type DeleteIngredientMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteIngredientMutation = { deleteIngredient: boolean };

export type IngredientDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type IngredientDetailQuery = {
  ingredient: {
    id: string;
    name: string;
    unit: string;
    stockCount: string;
    averagePrice: string;
    lastPrice: string;
    latestStockinDate: string | null;
  };
  adjustmentWindow: { enabled: boolean; today: string; earliestDate: string | null };
};

export type StockAdjustmentFieldsFragment = {
  id: string;
  ingredientId: string;
  adjustmentDate: string;
  amount: string;
  averagePrice: string;
  total: string;
  reason: AdjustmentReason | null;
  remarks: string | null;
  creditInvoice: boolean;
  editable: boolean;
};

export type StockAdjustmentsQueryVariables = Exact<{
  ingredientId: string | number;
  offset: number;
  limit: number;
}>;

export type StockAdjustmentsQuery = {
  stockAdjustments: {
    totalCount: number;
    nodes: Array<{
      id: string;
      ingredientId: string;
      adjustmentDate: string;
      amount: string;
      averagePrice: string;
      total: string;
      reason: AdjustmentReason | null;
      remarks: string | null;
      creditInvoice: boolean;
      editable: boolean;
    }>;
  };
};

export type IngredientMovementsQueryVariables = Exact<{
  ingredientId: string | number;
  offset: number;
  limit: number;
}>;

export type IngredientMovementsQuery = {
  ingredientMovements: {
    totalCount: number;
    nodes: Array<{
      id: string;
      kind: string;
      movementDate: string;
      quantity: string;
      unitCost: string;
      runningStock: string;
      sourceType: string;
      sourceId: string;
      reason: string | null;
      remarks: string | null;
      recordedAt: string;
    }>;
  };
};

export type CreateStockAdjustmentMutationVariables = Exact<{
  input: CreateStockAdjustmentInput;
}>;

export type CreateStockAdjustmentMutation = {
  createStockAdjustment: {
    id: string;
    ingredientId: string;
    adjustmentDate: string;
    amount: string;
    averagePrice: string;
    total: string;
    reason: AdjustmentReason | null;
    remarks: string | null;
    creditInvoice: boolean;
    editable: boolean;
  };
};

export type UpdateStockAdjustmentMutationVariables = Exact<{
  id: string | number;
  input: UpdateStockAdjustmentInput;
}>;

export type UpdateStockAdjustmentMutation = {
  updateStockAdjustment: {
    id: string;
    ingredientId: string;
    adjustmentDate: string;
    amount: string;
    averagePrice: string;
    total: string;
    reason: AdjustmentReason | null;
    remarks: string | null;
    creditInvoice: boolean;
    editable: boolean;
  };
};

export type DeleteStockAdjustmentMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteStockAdjustmentMutation = { deleteStockAdjustment: boolean };

export type InventoryItemsQueryVariables = Exact<{
  offset: number;
  limit: number;
  search?: string | null | undefined;
}>;

export type InventoryItemsQuery = {
  inventoryItems: {
    totalCount: number;
    nodes: Array<{
      id: string;
      name: string;
      ingredientId: string;
      averagePurchaseQuantity: string | null;
      averageUnitPrice: string | null;
      ingredient: { id: string; name: string; unit: string } | null;
    }>;
  };
};

export type IngredientOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type IngredientOptionsQuery = {
  ingredients: { nodes: Array<{ id: string; name: string; unit: string }> };
};

export type CreateInventoryItemMutationVariables = Exact<{
  input: CreateInventoryItemInput;
}>;

export type CreateInventoryItemMutation = { createInventoryItem: { id: string; name: string } };

export type DeleteInventoryItemMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteInventoryItemMutation = { deleteInventoryItem: boolean };

export type MenuItemRowFieldsFragment = {
  id: string;
  menuId: string;
  name: string;
  versionNumber: number;
  category: string;
  costPerServing: string;
  price: string;
  grossProfit: string;
  foodCostPercent: string;
  aboveFoodCostTarget: boolean;
  updatedAt: string;
};

export type MenuItemsQueryVariables = Exact<{
  offset: number;
  limit: number;
  search?: string | null | undefined;
  aboveFoodCostTarget?: boolean | null | undefined;
}>;

export type MenuItemsQuery = {
  menuItems: {
    totalCount: number;
    nodes: Array<{
      id: string;
      menuId: string;
      name: string;
      versionNumber: number;
      category: string;
      costPerServing: string;
      price: string;
      grossProfit: string;
      foodCostPercent: string;
      aboveFoodCostTarget: boolean;
      updatedAt: string;
    }>;
  };
};

export type MenuListHeaderQueryVariables = Exact<{ [key: string]: never }>;

export type MenuListHeaderQuery = {
  menuLimit: { used: number; total: number };
  catalogueSettings: { foodCostTarget: string };
};

export type MenuCategoriesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type MenuCategoriesQuery = { menuCategories: Array<string> };

export type CreateMenuItemMutationVariables = Exact<{
  input: CreateMenuItemInput;
}>;

export type CreateMenuItemMutation = {
  createMenuItem: {
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
  };
};

export type DuplicateMenuItemMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;

export type DuplicateMenuItemMutation = {
  duplicateMenuItem: {
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
  };
};

export type DeleteMenuItemMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteMenuItemMutation = { deleteMenuItem: boolean };

export type UpdateCatalogueSettingsMutationVariables = Exact<{
  foodCostTarget: string;
}>;

export type UpdateCatalogueSettingsMutation = {
  updateCatalogueSettings: { foodCostTarget: string };
};

export type MenuItemDetailFieldsFragment = {
  keywords: string | null;
  description: string | null;
  hasSales: boolean;
  id: string;
  menuId: string;
  name: string;
  versionNumber: number;
  category: string;
  costPerServing: string;
  price: string;
  grossProfit: string;
  foodCostPercent: string;
  aboveFoodCostTarget: boolean;
  updatedAt: string;
  ingredients: Array<{
    id: string;
    ingredientId: string;
    amount: string;
    defaultUnitCost: string;
    unitCost: string;
    costEditable: boolean;
    costPerServing: string;
    ingredient: {
      id: string;
      name: string;
      unit: string;
      stockCount: string;
      averagePrice: string;
      lastPrice: string;
    } | null;
  }>;
  batchIngredients: Array<{
    id: string;
    batchItemId: string;
    amount: string;
    costPerPortion: string;
    costPerServing: string;
    batchItem: { id: string; name: string; versionNumber: number } | null;
  }>;
  variants: Array<{
    id: string;
    variantId: string;
    variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
  }>;
  photo: { url: string; uploadedAt: string } | null;
};

export type MenuItemDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type MenuItemDetailQuery = {
  menuItem: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
  catalogueSettings: { foodCostTarget: string };
};

export type UpdateMenuItemMutationVariables = Exact<{
  id: string | number;
  input: UpdateMenuItemInput;
}>;

export type UpdateMenuItemMutation = {
  updateMenuItem: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type CreateMenuItemVersionMutationVariables = Exact<{
  id: string | number;
  input?: UpdateMenuItemInput | null | undefined;
}>;

export type CreateMenuItemVersionMutation = {
  createMenuItemVersion: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type AddMenuIngredientMutationVariables = Exact<{
  menuItemId: string | number;
  input: MenuIngredientInput;
}>;

export type AddMenuIngredientMutation = {
  addMenuIngredient: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type UpdateMenuIngredientMutationVariables = Exact<{
  id: string | number;
  input: MenuIngredientInput;
}>;

export type UpdateMenuIngredientMutation = {
  updateMenuIngredient: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type RemoveMenuIngredientMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveMenuIngredientMutation = {
  removeMenuIngredient: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type AddMenuBatchIngredientMutationVariables = Exact<{
  menuItemId: string | number;
  input: MenuBatchIngredientInput;
}>;

export type AddMenuBatchIngredientMutation = {
  addMenuBatchIngredient: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type UpdateMenuBatchIngredientMutationVariables = Exact<{
  id: string | number;
  input: MenuBatchIngredientInput;
}>;

export type UpdateMenuBatchIngredientMutation = {
  updateMenuBatchIngredient: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type RemoveMenuBatchIngredientMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveMenuBatchIngredientMutation = {
  removeMenuBatchIngredient: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type AddMenuVariantMutationVariables = Exact<{
  menuItemId: string | number;
  variantId: string | number;
}>;

export type AddMenuVariantMutation = {
  addMenuVariant: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type RemoveMenuVariantMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveMenuVariantMutation = {
  removeMenuVariant: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type CreateMenuPhotoUploadMutationVariables = Exact<{
  menuItemId: string | number;
  contentType: string;
}>;

export type CreateMenuPhotoUploadMutation = {
  createMenuPhotoUpload: {
    key: string;
    url: string;
    headers: Array<{ name: string; value: string }>;
  };
};

export type ConfirmMenuPhotoMutationVariables = Exact<{
  menuItemId: string | number;
  key: string;
}>;

export type ConfirmMenuPhotoMutation = {
  confirmMenuPhoto: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type DeleteMenuPhotoMutationVariables = Exact<{
  menuItemId: string | number;
}>;

export type DeleteMenuPhotoMutation = {
  deleteMenuPhoto: {
    keywords: string | null;
    description: string | null;
    hasSales: boolean;
    id: string;
    menuId: string;
    name: string;
    versionNumber: number;
    category: string;
    costPerServing: string;
    price: string;
    grossProfit: string;
    foodCostPercent: string;
    aboveFoodCostTarget: boolean;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      defaultUnitCost: string;
      unitCost: string;
      costEditable: boolean;
      costPerServing: string;
      ingredient: {
        id: string;
        name: string;
        unit: string;
        stockCount: string;
        averagePrice: string;
        lastPrice: string;
      } | null;
    }>;
    batchIngredients: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      costPerPortion: string;
      costPerServing: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
    variants: Array<{
      id: string;
      variantId: string;
      variant: { id: string; name: string; variantType: VariantType; maxChoice: number };
    }>;
    photo: { url: string; uploadedAt: string } | null;
  };
};

export type MenuIngredientOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type MenuIngredientOptionsQuery = {
  ingredients: {
    nodes: Array<{
      id: string;
      name: string;
      unit: string;
      stockCount: string;
      averagePrice: string;
      lastPrice: string;
    }>;
  };
};

export type MenuVariantOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type MenuVariantOptionsQuery = {
  variants: {
    nodes: Array<{ id: string; name: string; variantType: VariantType; maxChoice: number }>;
  };
};

export type OnboardingOutletsQueryVariables = Exact<{ [key: string]: never }>;

export type OnboardingOutletsQuery = {
  me: { id: string; outlets: Array<{ id: string; outletName: string; outletAddress: string }> };
};

export type RegisterPhoneMutationVariables = Exact<{
  input: UpdateOwnerContactInput;
}>;

export type RegisterPhoneMutation = {
  updateOwnerContact: { id: string; basicInfo: { whatsappNumber: string | null } };
};

export type CreateOutletMutationVariables = Exact<{
  input: CreateOutletInput;
}>;

export type CreateOutletMutation = { createOutlet: { id: string; outletName: string } };

export type LiveOrderFieldsFragment = {
  id: string;
  orderCode: string;
  tableName: string | null;
  channel: string;
  status: OrderStatus;
  placedAt: string;
  note: string | null;
  total: string;
  items: Array<{
    name: string;
    quantity: number;
    price: string;
    total: string;
    note: string | null;
    options: Array<string>;
  }>;
};

export type LiveOrdersQueryVariables = Exact<{
  status: OrderStatus;
  limit: number;
}>;

export type LiveOrdersQuery = {
  liveOrders: Array<{
    id: string;
    orderCode: string;
    tableName: string | null;
    channel: string;
    status: OrderStatus;
    placedAt: string;
    note: string | null;
    total: string;
    items: Array<{
      name: string;
      quantity: number;
      price: string;
      total: string;
      note: string | null;
      options: Array<string>;
    }>;
  }>;
};

export type ConfirmOrderMutationVariables = Exact<{
  id: string | number;
}>;

export type ConfirmOrderMutation = {
  confirmOrder: { id: string; orderCode: string; status: OrderStatus };
};

export type RejectOrderMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;

export type RejectOrderMutation = {
  rejectOrder: { id: string; orderCode: string; status: OrderStatus; rejectReason: string | null };
};

export type ServeOrderMutationVariables = Exact<{
  id: string | number;
}>;

export type ServeOrderMutation = {
  serveOrder: { id: string; orderCode: string; status: OrderStatus };
};

export type OverviewProgressQueryVariables = Exact<{ [key: string]: never }>;

export type OverviewProgressQuery = {
  currentOutlet: {
    id: string;
    progress: {
      outletId: string;
      menuItemAdded: boolean;
      recipeAdded: boolean;
      saleAdded: boolean;
    };
  };
};

export type AbandonCheckoutMutationVariables = Exact<{
  checkoutId: string | number;
}>;

export type AbandonCheckoutMutation = { abandonCheckout: boolean };

export type SalesCalendarQueryVariables = Exact<{
  month: string;
}>;

export type SalesCalendarQuery = {
  salesCalendar: Array<{ date: string; appNettTotal: string; nettTotal: string; sales: number }>;
};

export type AppOrderCountsQueryVariables = Exact<{ [key: string]: never }>;

export type AppOrderCountsQuery = { appOrderCounts: { total: number; unprocessed: number } };

export type SyncAppOrdersMutationVariables = Exact<{ [key: string]: never }>;

export type SyncAppOrdersMutation = {
  syncAppOrders: { status: SyncStatus; processed: number; failed: number };
};

export type SaleRowFieldsFragment = {
  id: string;
  saleDate: string;
  sourceType: SaleSourceType;
  sourceRef: string | null;
  orderTimestamp: string | null;
  subTotal: string;
  billingTotal: string;
  miscTotal: string;
  nettTotal: string;
  editable: boolean;
};

export type AppSalesQueryVariables = Exact<{
  from: string;
  to: string;
  offset: number;
  limit: number;
}>;

export type AppSalesQuery = {
  appSales: {
    totalCount: number;
    nodes: Array<{
      id: string;
      saleDate: string;
      sourceType: SaleSourceType;
      sourceRef: string | null;
      orderTimestamp: string | null;
      subTotal: string;
      billingTotal: string;
      miscTotal: string;
      nettTotal: string;
      editable: boolean;
    }>;
  };
};

export type InvoiceSalesQueryVariables = Exact<{
  from: string;
  to: string;
  offset: number;
  limit: number;
}>;

export type InvoiceSalesQuery = {
  invoiceSales: {
    totalCount: number;
    nodes: Array<{
      id: string;
      saleDate: string;
      sourceType: SaleSourceType;
      sourceRef: string | null;
      orderTimestamp: string | null;
      subTotal: string;
      billingTotal: string;
      miscTotal: string;
      nettTotal: string;
      editable: boolean;
    }>;
  };
};

export type ManualSalesQueryVariables = Exact<{
  from: string;
  to: string;
  offset: number;
  limit: number;
}>;

export type ManualSalesQuery = {
  manualSales: {
    totalCount: number;
    nodes: Array<{
      id: string;
      saleDate: string;
      sourceType: SaleSourceType;
      sourceRef: string | null;
      orderTimestamp: string | null;
      subTotal: string;
      billingTotal: string;
      miscTotal: string;
      nettTotal: string;
      editable: boolean;
    }>;
  };
};

export type SaleLinesFieldsFragment = {
  id: string;
  billingTotal: string;
  nettTotal: string;
  items: Array<{
    id: string;
    menuItemId: string;
    versionNumber: number;
    name: string;
    kind: SaleItemKind;
    quantity: string;
    salePrice: string;
    costPerServing: string;
    total: string;
    mappedToStock: boolean;
    options: Array<{
      optionId: string;
      variantName: string;
      optionName: string;
      addOnPrice: string;
      quantity: string;
    }>;
  }>;
  miscs: Array<{ id: string; name: string; total: string }>;
  billings: Array<{
    id: string;
    name: string;
    type: string;
    amountType: string;
    amount: string;
    price: string;
  }>;
};

export type SaleLinesQueryVariables = Exact<{
  id: string | number;
}>;

export type SaleLinesQuery = {
  sale: {
    id: string;
    billingTotal: string;
    nettTotal: string;
    items: Array<{
      id: string;
      menuItemId: string;
      versionNumber: number;
      name: string;
      kind: SaleItemKind;
      quantity: string;
      salePrice: string;
      costPerServing: string;
      total: string;
      mappedToStock: boolean;
      options: Array<{
        optionId: string;
        variantName: string;
        optionName: string;
        addOnPrice: string;
        quantity: string;
      }>;
    }>;
    miscs: Array<{ id: string; name: string; total: string }>;
    billings: Array<{
      id: string;
      name: string;
      type: string;
      amountType: string;
      amount: string;
      price: string;
    }>;
  };
};

export type UnmappedItemsQueryVariables = Exact<{
  from: string;
  to: string;
}>;

export type UnmappedItemsQuery = {
  unmappedItems: Array<{
    menuItemId: string;
    name: string;
    versionNumber: number;
    optionName: string | null;
  }>;
};

export type SaleMenuItemsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type SaleMenuItemsQuery = {
  menuItems: { nodes: Array<{ id: string; name: string; versionNumber: number; price: string }> };
};

export type CreateSaleMutationVariables = Exact<{
  input: SaleInput;
}>;

export type CreateSaleMutation = {
  createSale: {
    id: string;
    saleDate: string;
    sourceType: SaleSourceType;
    sourceRef: string | null;
    orderTimestamp: string | null;
    subTotal: string;
    billingTotal: string;
    miscTotal: string;
    nettTotal: string;
    editable: boolean;
  };
};

export type UpdateSaleMutationVariables = Exact<{
  id: string | number;
  input: SaleInput;
}>;

export type UpdateSaleMutation = {
  updateSale: {
    id: string;
    saleDate: string;
    sourceType: SaleSourceType;
    sourceRef: string | null;
    orderTimestamp: string | null;
    subTotal: string;
    billingTotal: string;
    miscTotal: string;
    nettTotal: string;
    editable: boolean;
    items: Array<{
      id: string;
      menuItemId: string;
      versionNumber: number;
      name: string;
      kind: SaleItemKind;
      quantity: string;
      salePrice: string;
      costPerServing: string;
      total: string;
      mappedToStock: boolean;
      options: Array<{
        optionId: string;
        variantName: string;
        optionName: string;
        addOnPrice: string;
        quantity: string;
      }>;
    }>;
    miscs: Array<{ id: string; name: string; total: string }>;
    billings: Array<{
      id: string;
      name: string;
      type: string;
      amountType: string;
      amount: string;
      price: string;
    }>;
  };
};

export type DeleteSaleMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteSaleMutation = { deleteSale: boolean };

export type SalesCsvTemplateQueryVariables = Exact<{ [key: string]: never }>;

export type SalesCsvTemplateQuery = { salesCsvTemplate: string };

export type RequestSalesCsvUploadMutationVariables = Exact<{
  file: UploadFileInput;
}>;

export type RequestSalesCsvUploadMutation = {
  requestSalesCsvUpload: {
    key: string;
    url: string;
    method: string;
    headers: Array<{ name: string; value: string }>;
  };
};

export type PreviewSalesCsvMutationVariables = Exact<{
  fileKey: string;
}>;

export type PreviewSalesCsvMutation = {
  previewSalesCsv: {
    fileKey: string;
    errorCount: number;
    sales: number;
    lines: number;
    total: string;
    rows: Array<{
      row: number;
      saleDate: string;
      menuItemName: string;
      versionNumber: number | null;
      quantity: string;
      salePrice: string | null;
      total: string | null;
      error: string | null;
    }>;
  };
};

export type ImportSalesCsvMutationVariables = Exact<{
  fileKey: string;
}>;

export type ImportSalesCsvMutation = {
  importSalesCsv: { sales: number; lines: number; total: string };
};

export type OutletProfileFieldsFragment = {
  id: string;
  outletName: string;
  outletAddress: string;
  contactNumber: string | null;
  paymentDetails: { name: string | null; accountNumber: string | null; bank: string | null };
};

export type SettingsProfileQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsProfileQuery = {
  currentOutlet: {
    id: string;
    outletName: string;
    outletAddress: string;
    contactNumber: string | null;
    paymentDetails: { name: string | null; accountNumber: string | null; bank: string | null };
  };
};

export type UpdateOutletProfileMutationVariables = Exact<{
  input: UpdateOutletProfileInput;
}>;

export type UpdateOutletProfileMutation = {
  updateOutletProfile: {
    id: string;
    outletName: string;
    outletAddress: string;
    contactNumber: string | null;
    paymentDetails: { name: string | null; accountNumber: string | null; bank: string | null };
  };
};

export type OutletBillingFieldsFragment = {
  id: string;
  outletId: string;
  name: string;
  type: BillingType;
  amount: string;
  amountType: AmountType;
  enabled: boolean;
};

export type SettingsBillingsQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsBillingsQuery = {
  currentOutlet: {
    id: string;
    billings: Array<{
      id: string;
      outletId: string;
      name: string;
      type: BillingType;
      amount: string;
      amountType: AmountType;
      enabled: boolean;
    }>;
  };
};

export type CreateOutletBillingMutationVariables = Exact<{
  input: CreateOutletBillingInput;
}>;

export type CreateOutletBillingMutation = {
  createOutletBilling: {
    id: string;
    outletId: string;
    name: string;
    type: BillingType;
    amount: string;
    amountType: AmountType;
    enabled: boolean;
  };
};

export type UpdateOutletBillingMutationVariables = Exact<{
  input: UpdateOutletBillingInput;
}>;

export type UpdateOutletBillingMutation = {
  updateOutletBilling: {
    id: string;
    outletId: string;
    name: string;
    type: BillingType;
    amount: string;
    amountType: AmountType;
    enabled: boolean;
  };
};

export type DeleteOutletBillingMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteOutletBillingMutation = { deleteOutletBilling: boolean };

export type OutletAnalysisQueryVariables = Exact<{ [key: string]: never }>;

export type OutletAnalysisQuery = {
  outletAnalysis: {
    rows: Array<{
      outletId: string;
      outletName: string;
      outletAddress: string;
      outletCreatedAt: string;
      ownerId: string;
      ownerFirstName: string;
      ownerLastName: string;
      ownerEmail: string;
      companyName: string | null;
      ownerIsAdmin: boolean;
      lastActiveDate: string | null;
      lastBusinessDate: string | null;
      lastBusinessModule: string | null;
      subscriptionStatus: string | null;
      subscriptionPlan: string | null;
      activityStatus: ActivityStatus;
      counts: {
        menuItem: number;
        sales: number;
        expense: number;
        ingredient: number;
        inventory: number;
        batchItem: number;
        supplier: number;
        client: number;
        variant: number;
        purchaseOrder: number;
        invoice: number;
        appOrder: number;
      };
    }>;
    summary: { total: number; active: number; inactive: number; unused: number; empty: number };
  };
};

export type DeleteOutletMutationVariables = Exact<{
  outletId: string | number;
}>;

export type DeleteOutletMutation = {
  deleteOutlet: { success: boolean; totalRecordsDeleted: number };
};

export type AdminSettingQueryVariables = Exact<{ [key: string]: never }>;

export type AdminSettingQuery = { adminSetting: { enable90DaysChecking: boolean } };

export type SetAdminSettingMutationVariables = Exact<{
  enable90DaysChecking: boolean;
}>;

export type SetAdminSettingMutation = { setAdminSetting: { enable90DaysChecking: boolean } };

export type PlanFieldsFragment = {
  id: string;
  planName: string;
  menuLimit: number;
  billingDetails: { planCost: number; billingPeriod: BillingPeriod };
};

export type SettingsSubscriptionQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsSubscriptionQuery = {
  plans: Array<{
    id: string;
    planName: string;
    menuLimit: number;
    billingDetails: { planCost: number; billingPeriod: BillingPeriod };
  }>;
  currentOutlet: {
    id: string;
    currentSubscription: {
      id: string;
      status: SubscriptionStatus;
      billingPeriod: BillingPeriod;
      startDate: string | null;
      endDate: string | null;
      plan: {
        id: string;
        planName: string;
        menuLimit: number;
        billingDetails: { planCost: number; billingPeriod: BillingPeriod };
      };
    } | null;
  };
};

export type SettingsTopupsQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsTopupsQuery = {
  topups: Array<{ id: string; topupName: string; topupAmount: number; topupPrice: number }>;
  currentOutlet: { id: string; credits: number };
};

export type CreatePlanCheckoutMutationVariables = Exact<{
  planId: string | number;
  period?: BillingPeriod | null | undefined;
}>;

export type CreatePlanCheckoutMutation = {
  createPlanCheckout: { checkoutId: string; sessionUrl: string };
};

export type CreateTopupCheckoutMutationVariables = Exact<{
  topupId: string | number;
}>;

export type CreateTopupCheckoutMutation = {
  createTopupCheckout: { checkoutId: string; sessionUrl: string };
};

export type CancelSubscriptionMutationVariables = Exact<{ [key: string]: never }>;

export type CancelSubscriptionMutation = { cancelSubscription: { success: boolean } };

export type CancelSubscriptionPermanentlyMutationVariables = Exact<{ [key: string]: never }>;

export type CancelSubscriptionPermanentlyMutation = {
  cancelSubscriptionPermanently: { success: boolean };
};

export type OutletTablesQueryVariables = Exact<{
  offset: number;
  limit: number;
  search?: string | null | undefined;
}>;

export type OutletTablesQuery = {
  outletTables: {
    totalCount: number;
    nodes: Array<{ id: string; name: string; createdAt: string }>;
  };
};

export type CreateOutletTableMutationVariables = Exact<{
  name: string;
}>;

export type CreateOutletTableMutation = { createOutletTable: { id: string; name: string } };

export type DeleteOutletTableMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteOutletTableMutation = { deleteOutletTable: boolean };

export type OutletTableQueryVariables = Exact<{
  name: string;
}>;

export type OutletTableQuery = {
  outletTable: { id: string; name: string; createdAt: string; orderingLink: string };
};

export type OrderingAddressQueryVariables = Exact<{ [key: string]: never }>;

export type OrderingAddressQuery = {
  catalogueSettings: { foodCostTarget: string; orderingAddress: string | null };
};

export type UpdateOrderingAddressMutationVariables = Exact<{
  url?: string | null | undefined;
}>;

export type UpdateOrderingAddressMutation = {
  updateOrderingAddress: { foodCostTarget: string; orderingAddress: string | null };
};

export type VariantsQueryVariables = Exact<{
  offset: number;
  limit: number;
  search?: string | null | undefined;
}>;

export type VariantsQuery = {
  variants: {
    totalCount: number;
    nodes: Array<{
      id: string;
      name: string;
      variantType: VariantType;
      maxChoice: number;
      updatedAt: string;
    }>;
  };
};

export type CreateVariantMutationVariables = Exact<{
  name: string;
}>;

export type CreateVariantMutation = { createVariant: { id: string; name: string } };

export type DeleteVariantMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteVariantMutation = { deleteVariant: boolean };

export type VariantDetailFieldsFragment = {
  id: string;
  name: string;
  variantType: VariantType;
  maxChoice: number;
  totalAddOnPrice: string;
  menuItemCount: number;
  updatedAt: string;
  ingredients: Array<{
    id: string;
    ingredientId: string;
    amount: string;
    addOnPrice: string;
    ingredient: { id: string; name: string; unit: string } | null;
  }>;
  batchItems: Array<{
    id: string;
    batchItemId: string;
    amount: string;
    addOnPrice: string;
    batchItem: { id: string; name: string; versionNumber: number } | null;
  }>;
};

export type VariantDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type VariantDetailQuery = {
  variant: {
    id: string;
    name: string;
    variantType: VariantType;
    maxChoice: number;
    totalAddOnPrice: string;
    menuItemCount: number;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      addOnPrice: string;
      ingredient: { id: string; name: string; unit: string } | null;
    }>;
    batchItems: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      addOnPrice: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
  };
};

export type UpdateVariantMutationVariables = Exact<{
  id: string | number;
  variantType: VariantType;
  maxChoice: number;
}>;

export type UpdateVariantMutation = {
  updateVariant: {
    id: string;
    name: string;
    variantType: VariantType;
    maxChoice: number;
    totalAddOnPrice: string;
    menuItemCount: number;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      addOnPrice: string;
      ingredient: { id: string; name: string; unit: string } | null;
    }>;
    batchItems: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      addOnPrice: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
  };
};

export type AddVariantIngredientMutationVariables = Exact<{
  variantId: string | number;
  input: VariantIngredientInput;
}>;

export type AddVariantIngredientMutation = {
  addVariantIngredient: {
    id: string;
    name: string;
    variantType: VariantType;
    maxChoice: number;
    totalAddOnPrice: string;
    menuItemCount: number;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      addOnPrice: string;
      ingredient: { id: string; name: string; unit: string } | null;
    }>;
    batchItems: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      addOnPrice: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
  };
};

export type UpdateVariantIngredientMutationVariables = Exact<{
  id: string | number;
  input: VariantIngredientInput;
}>;

export type UpdateVariantIngredientMutation = {
  updateVariantIngredient: {
    id: string;
    name: string;
    variantType: VariantType;
    maxChoice: number;
    totalAddOnPrice: string;
    menuItemCount: number;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      addOnPrice: string;
      ingredient: { id: string; name: string; unit: string } | null;
    }>;
    batchItems: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      addOnPrice: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
  };
};

export type RemoveVariantIngredientMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveVariantIngredientMutation = {
  removeVariantIngredient: {
    id: string;
    name: string;
    variantType: VariantType;
    maxChoice: number;
    totalAddOnPrice: string;
    menuItemCount: number;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      addOnPrice: string;
      ingredient: { id: string; name: string; unit: string } | null;
    }>;
    batchItems: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      addOnPrice: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
  };
};

export type AddVariantBatchItemMutationVariables = Exact<{
  variantId: string | number;
  input: VariantBatchItemInput;
}>;

export type AddVariantBatchItemMutation = {
  addVariantBatchItem: {
    id: string;
    name: string;
    variantType: VariantType;
    maxChoice: number;
    totalAddOnPrice: string;
    menuItemCount: number;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      addOnPrice: string;
      ingredient: { id: string; name: string; unit: string } | null;
    }>;
    batchItems: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      addOnPrice: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
  };
};

export type UpdateVariantBatchItemMutationVariables = Exact<{
  id: string | number;
  input: VariantBatchItemInput;
}>;

export type UpdateVariantBatchItemMutation = {
  updateVariantBatchItem: {
    id: string;
    name: string;
    variantType: VariantType;
    maxChoice: number;
    totalAddOnPrice: string;
    menuItemCount: number;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      addOnPrice: string;
      ingredient: { id: string; name: string; unit: string } | null;
    }>;
    batchItems: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      addOnPrice: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
  };
};

export type RemoveVariantBatchItemMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveVariantBatchItemMutation = {
  removeVariantBatchItem: {
    id: string;
    name: string;
    variantType: VariantType;
    maxChoice: number;
    totalAddOnPrice: string;
    menuItemCount: number;
    updatedAt: string;
    ingredients: Array<{
      id: string;
      ingredientId: string;
      amount: string;
      addOnPrice: string;
      ingredient: { id: string; name: string; unit: string } | null;
    }>;
    batchItems: Array<{
      id: string;
      batchItemId: string;
      amount: string;
      addOnPrice: string;
      batchItem: { id: string; name: string; versionNumber: number } | null;
    }>;
  };
};

export type OrderingMenuQueryVariables = Exact<{
  maskedOutletNumber: string;
  tableName: string;
}>;

export type OrderingMenuQuery = {
  orderingMenu: {
    outletName: string;
    maskedOutletNumber: string;
    tableName: string;
    categories: Array<{
      name: string;
      items: Array<{
        menuItemId: string;
        name: string;
        description: string | null;
        price: string;
        photoUrl: string | null;
        variants: Array<{
          variantId: string;
          name: string;
          variantType: OrderingVariantType;
          maxChoice: number;
          options: Array<{ optionId: string; name: string; addOnPrice: string }>;
        }>;
      }>;
    }>;
    billings: Array<{ name: string; type: string; amountType: string; amount: string }>;
  } | null;
};

export type GuestOrderFieldsFragment = {
  orderCode: string;
  tableName: string;
  status: OrderStatus;
  rejectReason: string | null;
  placedAt: string;
  note: string | null;
  subTotal: string;
  billingTotal: string;
  total: string;
  items: Array<{
    name: string;
    quantity: number;
    price: string;
    total: string;
    note: string | null;
    options: Array<string>;
  }>;
  billings: Array<{
    name: string;
    type: string;
    amountType: string;
    amount: string;
    price: string;
  }>;
};

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;

export type PlaceOrderMutation = {
  placeOrder: {
    orderCode: string;
    statusToken: string;
    duplicate: boolean;
    order: {
      orderCode: string;
      tableName: string;
      status: OrderStatus;
      rejectReason: string | null;
      placedAt: string;
      note: string | null;
      subTotal: string;
      billingTotal: string;
      total: string;
      items: Array<{
        name: string;
        quantity: number;
        price: string;
        total: string;
        note: string | null;
        options: Array<string>;
      }>;
      billings: Array<{
        name: string;
        type: string;
        amountType: string;
        amount: string;
        price: string;
      }>;
    };
  };
};

export type OrderStatusQueryVariables = Exact<{
  orderCode: string;
  token: string;
}>;

export type OrderStatusQuery = {
  orderStatus: {
    orderCode: string;
    tableName: string;
    status: OrderStatus;
    rejectReason: string | null;
    placedAt: string;
    note: string | null;
    subTotal: string;
    billingTotal: string;
    total: string;
    items: Array<{
      name: string;
      quantity: number;
      price: string;
      total: string;
      note: string | null;
      options: Array<string>;
    }>;
    billings: Array<{
      name: string;
      type: string;
      amountType: string;
      amount: string;
      price: string;
    }>;
  } | null;
};

export const BatchStockFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stockIns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchStockId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchStockFieldsFragment, unknown>;
export const BatchStockLevelFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockLevelFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStockLevel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockUnits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockPortions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'makeToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latestVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchStockLevelFieldsFragment, unknown>;
export const BatchAdjustmentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchAdjustmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchAdjustment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adjustmentDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPortion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditInvoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchAdjustmentFieldsFragment, unknown>;
export const BatchItemRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchItemRowFieldsFragment, unknown>;
export const BatchItemDetailFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedByMenu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchItemDetailFieldsFragment, unknown>;
export const IngredientFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IngredientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ingredient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latestStockinDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IngredientFieldsFragment, unknown>;
export const StockAdjustmentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StockAdjustmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StockAdjustment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adjustmentDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditInvoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StockAdjustmentFieldsFragment, unknown>;
export const MenuItemRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemRowFieldsFragment, unknown>;
export const MenuItemDetailFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemDetailFieldsFragment, unknown>;
export const LiveOrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tableName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'options' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveOrderFieldsFragment, unknown>;
export const SaleRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SaleRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sale' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saleDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderTimestamp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'miscTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaleRowFieldsFragment, unknown>;
export const SaleLinesFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SaleLinesFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sale' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'menuItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mappedToStock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'optionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'miscs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaleLinesFieldsFragment, unknown>;
export const OutletProfileFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutletProfileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Outlet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactNumber' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentDetails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bank' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OutletProfileFieldsFragment, unknown>;
export const OutletBillingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutletBillingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OutletBilling' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OutletBillingFieldsFragment, unknown>;
export const PlanFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Plan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuLimit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billingDetails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'planCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billingPeriod' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlanFieldsFragment, unknown>;
export const VariantDetailFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Variant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAddOnPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VariantDetailFieldsFragment, unknown>;
export const GuestOrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GuestOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GuestOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tableName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'options' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GuestOrderFieldsFragment, unknown>;
export const CurrentUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentUser' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentOutletId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'basicInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'whatsappNumber' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const CurrentOutletDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentOutlet' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentOutlet' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outletName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outletNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maskedOutletNumber' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentOutletQuery, CurrentOutletQueryVariables>;
export const SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignIn' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signIn' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outletId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SetCurrentOutletDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCurrentOutlet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'outletId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setCurrentOutlet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'outletId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'outletId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentOutletId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCurrentOutletMutation, SetCurrentOutletMutationVariables>;
export const AdminOutletsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminOutlets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allOutlets' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outletName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'owner' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'basicInfo' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'whatsappNumber' },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOutletsQuery, AdminOutletsQueryVariables>;
export const BatchProductionCalendarDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchProductionCalendar' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchProductionCalendar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'month' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockInCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchProductionCalendarQuery, BatchProductionCalendarQueryVariables>;
export const BatchStockDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchStockDay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchStockFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stockIns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchStockId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchStockDayQuery, BatchStockDayQueryVariables>;
export const CreateBatchStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBatchStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'remarks' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBatchStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'remarks' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'remarks' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchStockFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stockIns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchStockId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBatchStockMutation, CreateBatchStockMutationVariables>;
export const UpdateBatchStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBatchStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'remarks' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBatchStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'remarks' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'remarks' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchStockFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stockIns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchStockId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBatchStockMutation, UpdateBatchStockMutationVariables>;
export const DeleteBatchStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBatchStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteBatchStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteBatchStockMutation, DeleteBatchStockMutationVariables>;
export const CreateBatchStockInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBatchStockIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateBatchStockInInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBatchStockIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchStockFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stockIns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchStockId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBatchStockInMutation, CreateBatchStockInMutationVariables>;
export const UpdateBatchStockInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBatchStockIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateBatchStockInInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBatchStockIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchStockFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stockIns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchStockId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBatchStockInMutation, UpdateBatchStockInMutationVariables>;
export const DeleteBatchStockInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBatchStockIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteBatchStockIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchStockFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stockIns' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchStockId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteBatchStockInMutation, DeleteBatchStockInMutationVariables>;
export const BatchStockLevelsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchStockLevels' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'belowPar' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchStockLevels' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'belowPar' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'belowPar' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'BatchStockLevelFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockLevelFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStockLevel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockUnits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockPortions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'makeToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latestVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchStockLevelsQuery, BatchStockLevelsQueryVariables>;
export const BatchStockLevelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchStockLevel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batchItemId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchStockLevel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'batchItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'batchItemId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchStockLevelFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchStockLevelFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchStockLevel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockUnits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockPortions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'makeToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latestVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchStockLevelQuery, BatchStockLevelQueryVariables>;
export const BatchStockWindowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchStockWindow' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustmentWindow' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'today' } },
                { kind: 'Field', name: { kind: 'Name', value: 'earliestDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchStockWindowQuery, BatchStockWindowQueryVariables>;
export const BatchAdjustmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchAdjustments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batchItemId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchAdjustments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'batchItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'batchItemId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'BatchAdjustmentFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchAdjustmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchAdjustment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adjustmentDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPortion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditInvoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchAdjustmentsQuery, BatchAdjustmentsQueryVariables>;
export const CreateBatchAdjustmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBatchAdjustment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'CreateBatchAdjustmentInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBatchAdjustment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchAdjustmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchAdjustmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchAdjustment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adjustmentDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPortion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditInvoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBatchAdjustmentMutation, CreateBatchAdjustmentMutationVariables>;
export const UpdateBatchAdjustmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBatchAdjustment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'UpdateBatchAdjustmentInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBatchAdjustment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchAdjustmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchAdjustmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchAdjustment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adjustmentDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountPortion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditInvoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBatchAdjustmentMutation, UpdateBatchAdjustmentMutationVariables>;
export const DeleteBatchAdjustmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBatchAdjustment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteBatchAdjustment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteBatchAdjustmentMutation, DeleteBatchAdjustmentMutationVariables>;
export const BatchItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'BatchItemRowFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchItemsQuery, BatchItemsQueryVariables>;
export const CreateBatchItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBatchItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateBatchItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBatchItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemRowFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBatchItemMutation, CreateBatchItemMutationVariables>;
export const DuplicateBatchItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateBatchItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateBatchItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemRowFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateBatchItemMutation, DuplicateBatchItemMutationVariables>;
export const DeleteBatchItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBatchItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteBatchItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteBatchItemMutation, DeleteBatchItemMutationVariables>;
export const BatchItemDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BatchItemDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedByMenu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchItemDetailQuery, BatchItemDetailQueryVariables>;
export const UpdateBatchItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBatchItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateBatchItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBatchItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedByMenu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBatchItemMutation, UpdateBatchItemMutationVariables>;
export const CreateBatchItemVersionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateBatchItemVersion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateBatchItemInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBatchItemVersion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedByMenu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CreateBatchItemVersionMutation,
  CreateBatchItemVersionMutationVariables
>;
export const AddBatchIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddBatchIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batchItemId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addBatchIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'batchItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'batchItemId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedByMenu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddBatchIngredientMutation, AddBatchIngredientMutationVariables>;
export const UpdateBatchIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBatchIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBatchIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedByMenu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBatchIngredientMutation, UpdateBatchIngredientMutationVariables>;
export const RemoveBatchIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveBatchIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeBatchIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batchCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionSize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BatchItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BatchItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BatchItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parLevel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedByMenu' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveBatchIngredientMutation, RemoveBatchIngredientMutationVariables>;
export const CompleteBatchItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompleteBatchItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeBatchItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'portionCost' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompleteBatchItemsQuery, CompleteBatchItemsQueryVariables>;
export const IngredientsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Ingredients' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IngredientFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IngredientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ingredient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latestStockinDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IngredientsQuery, IngredientsQueryVariables>;
export const UnitsOfMeasureDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnitsOfMeasure' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unitsOfMeasure' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnitsOfMeasureQuery, UnitsOfMeasureQueryVariables>;
export const CreateIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IngredientFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IngredientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ingredient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latestStockinDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateIngredientMutation, CreateIngredientMutationVariables>;
export const DeleteIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteIngredientMutation, DeleteIngredientMutationVariables>;
export const IngredientDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'IngredientDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IngredientFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustmentWindow' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'today' } },
                { kind: 'Field', name: { kind: 'Name', value: 'earliestDate' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IngredientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ingredient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latestStockinDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IngredientDetailQuery, IngredientDetailQueryVariables>;
export const StockAdjustmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StockAdjustments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ingredientId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stockAdjustments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ingredientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ingredientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StockAdjustmentFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StockAdjustmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StockAdjustment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adjustmentDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditInvoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StockAdjustmentsQuery, StockAdjustmentsQueryVariables>;
export const IngredientMovementsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'IngredientMovements' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ingredientId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredientMovements' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ingredientId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ingredientId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'movementDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'runningStock' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sourceId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recordedAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IngredientMovementsQuery, IngredientMovementsQueryVariables>;
export const CreateStockAdjustmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateStockAdjustment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'CreateStockAdjustmentInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createStockAdjustment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StockAdjustmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StockAdjustmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StockAdjustment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adjustmentDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditInvoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateStockAdjustmentMutation, CreateStockAdjustmentMutationVariables>;
export const UpdateStockAdjustmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateStockAdjustment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'UpdateStockAdjustmentInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateStockAdjustment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StockAdjustmentFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StockAdjustmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StockAdjustment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adjustmentDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditInvoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateStockAdjustmentMutation, UpdateStockAdjustmentMutationVariables>;
export const DeleteStockAdjustmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteStockAdjustment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteStockAdjustment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteStockAdjustmentMutation, DeleteStockAdjustmentMutationVariables>;
export const InventoryItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InventoryItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inventoryItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'ingredient' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePurchaseQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageUnitPrice' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InventoryItemsQuery, InventoryItemsQueryVariables>;
export const IngredientOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'IngredientOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'IntValue', value: '0' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '20' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderBy' },
                value: { kind: 'EnumValue', value: 'NAME' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IngredientOptionsQuery, IngredientOptionsQueryVariables>;
export const CreateInventoryItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateInventoryItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateInventoryItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createInventoryItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateInventoryItemMutation, CreateInventoryItemMutationVariables>;
export const DeleteInventoryItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteInventoryItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteInventoryItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteInventoryItemMutation, DeleteInventoryItemMutationVariables>;
export const MenuItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MenuItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'menuItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'aboveFoodCostTarget' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'MenuItemRowFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemsQuery, MenuItemsQueryVariables>;
export const MenuListHeaderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MenuListHeader' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'menuLimit' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'used' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'catalogueSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'foodCostTarget' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuListHeaderQuery, MenuListHeaderQueryVariables>;
export const MenuCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MenuCategories' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'menuCategories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuCategoriesQuery, MenuCategoriesQueryVariables>;
export const CreateMenuItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateMenuItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateMenuItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMenuItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateMenuItemMutation, CreateMenuItemMutationVariables>;
export const DuplicateMenuItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateMenuItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateMenuItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateMenuItemMutation, DuplicateMenuItemMutationVariables>;
export const DeleteMenuItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteMenuItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMenuItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteMenuItemMutation, DeleteMenuItemMutationVariables>;
export const UpdateCatalogueSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCatalogueSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'foodCostTarget' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCatalogueSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'foodCostTarget' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'foodCostTarget' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'foodCostTarget' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateCatalogueSettingsMutation,
  UpdateCatalogueSettingsMutationVariables
>;
export const MenuItemDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MenuItemDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'menuItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'catalogueSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'foodCostTarget' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemDetailQuery, MenuItemDetailQueryVariables>;
export const UpdateMenuItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMenuItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateMenuItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMenuItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMenuItemMutation, UpdateMenuItemMutationVariables>;
export const CreateMenuItemVersionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateMenuItemVersion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateMenuItemInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMenuItemVersion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateMenuItemVersionMutation, CreateMenuItemVersionMutationVariables>;
export const AddMenuIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddMenuIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addMenuIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'menuItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddMenuIngredientMutation, AddMenuIngredientMutationVariables>;
export const UpdateMenuIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMenuIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMenuIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMenuIngredientMutation, UpdateMenuIngredientMutationVariables>;
export const RemoveMenuIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveMenuIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeMenuIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveMenuIngredientMutation, RemoveMenuIngredientMutationVariables>;
export const AddMenuBatchIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddMenuBatchIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuBatchIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addMenuBatchIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'menuItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AddMenuBatchIngredientMutation,
  AddMenuBatchIngredientMutationVariables
>;
export const UpdateMenuBatchIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMenuBatchIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuBatchIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMenuBatchIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateMenuBatchIngredientMutation,
  UpdateMenuBatchIngredientMutationVariables
>;
export const RemoveMenuBatchIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveMenuBatchIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeMenuBatchIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveMenuBatchIngredientMutation,
  RemoveMenuBatchIngredientMutationVariables
>;
export const AddMenuVariantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddMenuVariant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'variantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addMenuVariant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'menuItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'variantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'variantId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddMenuVariantMutation, AddMenuVariantMutationVariables>;
export const RemoveMenuVariantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveMenuVariant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeMenuVariant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveMenuVariantMutation, RemoveMenuVariantMutationVariables>;
export const CreateMenuPhotoUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateMenuPhotoUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'contentType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMenuPhotoUpload' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'menuItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'contentType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'contentType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'headers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateMenuPhotoUploadMutation, CreateMenuPhotoUploadMutationVariables>;
export const ConfirmMenuPhotoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmMenuPhoto' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmMenuPhoto' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'menuItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmMenuPhotoMutation, ConfirmMenuPhotoMutationVariables>;
export const DeleteMenuPhotoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteMenuPhoto' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMenuPhoto' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'menuItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'menuItemId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossProfit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foodCostPercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveFoodCostTarget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keywords' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasSales' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultUnitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costEditable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchIngredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerPortion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'variant' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteMenuPhotoMutation, DeleteMenuPhotoMutationVariables>;
export const MenuIngredientOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MenuIngredientOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'IntValue', value: '0' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '100' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderBy' },
                value: { kind: 'EnumValue', value: 'NAME' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stockCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averagePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPrice' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuIngredientOptionsQuery, MenuIngredientOptionsQueryVariables>;
export const MenuVariantOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MenuVariantOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'IntValue', value: '0' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '100' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuVariantOptionsQuery, MenuVariantOptionsQueryVariables>;
export const OnboardingOutletsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OnboardingOutlets' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'outlets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outletName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outletAddress' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OnboardingOutletsQuery, OnboardingOutletsQueryVariables>;
export const RegisterPhoneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterPhone' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateOwnerContactInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOwnerContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'basicInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'whatsappNumber' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterPhoneMutation, RegisterPhoneMutationVariables>;
export const CreateOutletDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateOutlet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateOutletInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOutlet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'outletName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateOutletMutation, CreateOutletMutationVariables>;
export const LiveOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LiveOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderStatus' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'liveOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LiveOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LiveOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LiveOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tableName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'channel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'options' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LiveOrdersQuery, LiveOrdersQueryVariables>;
export const ConfirmOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmOrderMutation, ConfirmOrderMutationVariables>;
export const RejectOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RejectOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rejectOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rejectReason' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RejectOrderMutation, RejectOrderMutationVariables>;
export const ServeOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ServeOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'serveOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServeOrderMutation, ServeOrderMutationVariables>;
export const OverviewProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OverviewProgress' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentOutlet' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'outletId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'menuItemAdded' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recipeAdded' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'saleAdded' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverviewProgressQuery, OverviewProgressQueryVariables>;
export const AbandonCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AbandonCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'checkoutId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'abandonCheckout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'checkoutId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'checkoutId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AbandonCheckoutMutation, AbandonCheckoutMutationVariables>;
export const SalesCalendarDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SalesCalendar' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'salesCalendar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'month' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appNettTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sales' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SalesCalendarQuery, SalesCalendarQueryVariables>;
export const AppOrderCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppOrderCounts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appOrderCounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unprocessed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppOrderCountsQuery, AppOrderCountsQueryVariables>;
export const SyncAppOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SyncAppOrders' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'syncAppOrders' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SyncAppOrdersMutation, SyncAppOrdersMutationVariables>;
export const AppSalesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppSales' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appSales' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SaleRowFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SaleRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sale' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saleDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderTimestamp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'miscTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppSalesQuery, AppSalesQueryVariables>;
export const InvoiceSalesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoiceSales' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoiceSales' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SaleRowFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SaleRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sale' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saleDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderTimestamp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'miscTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceSalesQuery, InvoiceSalesQueryVariables>;
export const ManualSalesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ManualSales' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manualSales' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SaleRowFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SaleRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sale' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saleDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderTimestamp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'miscTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManualSalesQuery, ManualSalesQueryVariables>;
export const SaleLinesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SaleLines' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sale' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SaleLinesFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SaleLinesFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sale' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'menuItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mappedToStock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'optionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'miscs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaleLinesQuery, SaleLinesQueryVariables>;
export const UnmappedItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnmappedItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unmappedItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'menuItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'optionName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnmappedItemsQuery, UnmappedItemsQueryVariables>;
export const SaleMenuItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SaleMenuItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'menuItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'IntValue', value: '0' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '20' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaleMenuItemsQuery, SaleMenuItemsQueryVariables>;
export const CreateSaleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSale' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSale' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SaleRowFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SaleRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sale' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saleDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderTimestamp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'miscTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSaleMutation, CreateSaleMutationVariables>;
export const UpdateSaleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSale' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSale' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SaleRowFields' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SaleLinesFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SaleRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sale' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'saleDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'orderTimestamp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'miscTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SaleLinesFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sale' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nettTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'menuItemId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'costPerServing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mappedToStock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'optionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'optionName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'miscs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSaleMutation, UpdateSaleMutationVariables>;
export const DeleteSaleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteSale' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteSale' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteSaleMutation, DeleteSaleMutationVariables>;
export const SalesCsvTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SalesCsvTemplate' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'salesCsvTemplate' } }],
      },
    },
  ],
} as unknown as DocumentNode<SalesCsvTemplateQuery, SalesCsvTemplateQueryVariables>;
export const RequestSalesCsvUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestSalesCsvUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UploadFileInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestSalesCsvUpload' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'file' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'headers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestSalesCsvUploadMutation, RequestSalesCsvUploadMutationVariables>;
export const PreviewSalesCsvDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PreviewSalesCsv' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileKey' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previewSalesCsv' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fileKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fileKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'fileKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sales' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lines' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'row' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'saleDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'menuItemName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'salePrice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PreviewSalesCsvMutation, PreviewSalesCsvMutationVariables>;
export const ImportSalesCsvDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportSalesCsv' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileKey' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importSalesCsv' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fileKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fileKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sales' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lines' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportSalesCsvMutation, ImportSalesCsvMutationVariables>;
export const SettingsProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsProfile' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentOutlet' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OutletProfileFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutletProfileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Outlet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactNumber' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentDetails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bank' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsProfileQuery, SettingsProfileQueryVariables>;
export const UpdateOutletProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOutletProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateOutletProfileInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOutletProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OutletProfileFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutletProfileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Outlet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactNumber' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentDetails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bank' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOutletProfileMutation, UpdateOutletProfileMutationVariables>;
export const SettingsBillingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsBillings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentOutlet' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'billings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'OutletBillingFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutletBillingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OutletBilling' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsBillingsQuery, SettingsBillingsQueryVariables>;
export const CreateOutletBillingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateOutletBilling' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateOutletBillingInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOutletBilling' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OutletBillingFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutletBillingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OutletBilling' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateOutletBillingMutation, CreateOutletBillingMutationVariables>;
export const UpdateOutletBillingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOutletBilling' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateOutletBillingInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOutletBilling' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OutletBillingFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OutletBillingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OutletBilling' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'outletId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOutletBillingMutation, UpdateOutletBillingMutationVariables>;
export const DeleteOutletBillingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteOutletBilling' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteOutletBilling' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteOutletBillingMutation, DeleteOutletBillingMutationVariables>;
export const OutletAnalysisDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OutletAnalysis' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outletAnalysis' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'outletId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outletName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outletAddress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outletCreatedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ownerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ownerFirstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ownerLastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ownerEmail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'companyName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ownerIsAdmin' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'counts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'menuItem' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'sales' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'expense' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'ingredient' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'inventory' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'batchItem' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'supplier' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'client' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'purchaseOrder' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'invoice' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'appOrder' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastActiveDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastBusinessDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastBusinessModule' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subscriptionPlan' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'activityStatus' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'summary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'inactive' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unused' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'empty' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OutletAnalysisQuery, OutletAnalysisQueryVariables>;
export const DeleteOutletDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteOutlet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'outletId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteOutlet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'outletId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'outletId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalRecordsDeleted' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteOutletMutation, DeleteOutletMutationVariables>;
export const AdminSettingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminSetting' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminSetting' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enable90DaysChecking' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSettingQuery, AdminSettingQueryVariables>;
export const SetAdminSettingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetAdminSetting' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'enable90DaysChecking' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setAdminSetting' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'enable90DaysChecking' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'enable90DaysChecking' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enable90DaysChecking' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetAdminSettingMutation, SetAdminSettingMutationVariables>;
export const SettingsSubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsSubscription' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'plans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlanFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentOutlet' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentSubscription' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'billingPeriod' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'plan' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlanFields' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Plan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuLimit' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billingDetails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'planCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billingPeriod' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsSubscriptionQuery, SettingsSubscriptionQueryVariables>;
export const SettingsTopupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsTopups' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topups' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topupName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topupAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'topupPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentOutlet' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credits' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsTopupsQuery, SettingsTopupsQueryVariables>;
export const CreatePlanCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePlanCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'planId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BillingPeriod' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPlanCheckout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'planId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'planId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'period' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'checkoutId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePlanCheckoutMutation, CreatePlanCheckoutMutationVariables>;
export const CreateTopupCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateTopupCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'topupId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTopupCheckout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'topupId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'topupId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'checkoutId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sessionUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTopupCheckoutMutation, CreateTopupCheckoutMutationVariables>;
export const CancelSubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelSubscription' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelSubscription' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'success' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const CancelSubscriptionPermanentlyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelSubscriptionPermanently' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelSubscriptionPermanently' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'success' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CancelSubscriptionPermanentlyMutation,
  CancelSubscriptionPermanentlyMutationVariables
>;
export const OutletTablesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OutletTables' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outletTables' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OutletTablesQuery, OutletTablesQueryVariables>;
export const CreateOutletTableDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateOutletTable' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOutletTable' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateOutletTableMutation, CreateOutletTableMutationVariables>;
export const DeleteOutletTableDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteOutletTable' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteOutletTable' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteOutletTableMutation, DeleteOutletTableMutationVariables>;
export const OutletTableDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OutletTable' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outletTable' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderingLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OutletTableQuery, OutletTableQueryVariables>;
export const OrderingAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderingAddress' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'catalogueSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'foodCostTarget' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderingAddress' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderingAddressQuery, OrderingAddressQueryVariables>;
export const UpdateOrderingAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOrderingAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOrderingAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'url' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'foodCostTarget' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderingAddress' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOrderingAddressMutation, UpdateOrderingAddressMutationVariables>;
export const VariantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Variants' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variants' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VariantsQuery, VariantsQueryVariables>;
export const CreateVariantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateVariant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createVariant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateVariantMutation, CreateVariantMutationVariables>;
export const DeleteVariantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteVariant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteVariant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteVariantMutation, DeleteVariantMutationVariables>;
export const VariantDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'VariantDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'variant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VariantDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Variant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAddOnPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VariantDetailQuery, VariantDetailQueryVariables>;
export const UpdateVariantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateVariant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'variantType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'VariantType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maxChoice' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateVariant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'variantType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'variantType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maxChoice' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maxChoice' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VariantDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Variant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAddOnPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateVariantMutation, UpdateVariantMutationVariables>;
export const AddVariantIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddVariantIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'variantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'VariantIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addVariantIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'variantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'variantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VariantDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Variant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAddOnPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddVariantIngredientMutation, AddVariantIngredientMutationVariables>;
export const UpdateVariantIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateVariantIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'VariantIngredientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateVariantIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VariantDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Variant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAddOnPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateVariantIngredientMutation,
  UpdateVariantIngredientMutationVariables
>;
export const RemoveVariantIngredientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveVariantIngredient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeVariantIngredient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VariantDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Variant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAddOnPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveVariantIngredientMutation,
  RemoveVariantIngredientMutationVariables
>;
export const AddVariantBatchItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddVariantBatchItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'variantId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'VariantBatchItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addVariantBatchItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'variantId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'variantId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VariantDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Variant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAddOnPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddVariantBatchItemMutation, AddVariantBatchItemMutationVariables>;
export const UpdateVariantBatchItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateVariantBatchItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'VariantBatchItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateVariantBatchItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VariantDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Variant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAddOnPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateVariantBatchItemMutation,
  UpdateVariantBatchItemMutationVariables
>;
export const RemoveVariantBatchItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveVariantBatchItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeVariantBatchItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VariantDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Variant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAddOnPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuItemCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ingredients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingredientId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ingredient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'batchItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchItemId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'batchItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'versionNumber' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addOnPrice' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveVariantBatchItemMutation,
  RemoveVariantBatchItemMutationVariables
>;
export const OrderingMenuDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderingMenu' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maskedOutletNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tableName' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderingMenu' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maskedOutletNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maskedOutletNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tableName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tableName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'outletName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maskedOutletNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tableName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'categories' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'menuItemId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'variants' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'variantId' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'variantType' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'maxChoice' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'options' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'optionId' },
                                        },
                                        { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'addOnPrice' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'billings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderingMenuQuery, OrderingMenuQueryVariables>;
export const PlaceOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PlaceOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaceOrderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'placeOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duplicate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GuestOrderFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GuestOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GuestOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tableName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'options' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const OrderStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GuestOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GuestOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GuestOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tableName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rejectReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'options' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'subTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderStatusQuery, OrderStatusQueryVariables>;
