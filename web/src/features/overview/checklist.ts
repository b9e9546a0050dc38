/**
 * The overview's "Get started" checklist (spec 2.9): 4 steps, 25% each. Each step is a Boolean
 * field of the federated OutletProgress entity, added by the service that owns the step
 * (catalogue, inventory, finance, sales). A step counts as done only when its field is `true`, so
 * a field that no service provides yet leaves the step not done.
 */
export type ChecklistField = 'menuItemAdded' | 'recipeAdded' | 'expenseAdded' | 'saleAdded';

export interface ChecklistStep {
  field: ChecklistField;
  title: string;
  description: string;
}

export const CHECKLIST_STEPS: readonly ChecklistStep[] = [
  {
    field: 'menuItemAdded',
    title: 'Add your first menu item',
    description: 'List a dish or drink you sell, with its price.',
  },
  {
    field: 'recipeAdded',
    title: 'Add a recipe ingredient',
    description: 'Tell Mise what goes into a menu item so it can work out your food cost.',
  },
  {
    field: 'expenseAdded',
    title: 'Record an expense',
    description: 'Upload a supplier invoice or receipt to track what you spend.',
  },
  {
    field: 'saleAdded',
    title: 'Record a sale',
    description: 'Add your sales so Mise can show how your outlet is doing.',
  },
];

export interface ChecklistProgress {
  /** The fields of the steps that are done. */
  done: ChecklistField[];
  /** How many steps are done. */
  count: number;
  total: number;
  /** 0, 25, 50, 75 or 100. */
  percent: number;
}

/** The progress an OutletProgress answer shows (null while there is none). */
export function checklistProgress(
  progress: { readonly [field: string]: unknown } | null | undefined,
  steps: readonly ChecklistStep[] = CHECKLIST_STEPS,
): ChecklistProgress {
  const done = steps.filter((step) => progress?.[step.field] === true).map((step) => step.field);
  const total = steps.length;
  return {
    done,
    count: done.length,
    total,
    percent: total === 0 ? 0 : Math.round((done.length / total) * 100),
  };
}
