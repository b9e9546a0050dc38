/**
 * The item sheet's choice rules (issue 12): a SINGLE variant takes at most one option (like a
 * radio group that can be cleared), a MULTIPLE one at most `maxChoice` (further options are
 * disabled). The server refuses anything else; these keep the sheet from offering it.
 */
import type { VariantType } from '../generated/graphql';

export interface ChoiceOption {
  optionId: string;
  name: string;
  addOnPrice: string;
}

export interface ChoiceVariant {
  variantId: string;
  name: string;
  variantType: VariantType;
  maxChoice: number;
  options: readonly ChoiceOption[];
}

/** Chosen option ids by variant id. */
export type Selection = Readonly<Record<string, readonly string[]>>;

/** How many options of the variant may be chosen: 1 for SINGLE, `maxChoice` for MULTIPLE. */
export function maxChoiceOf(variant: ChoiceVariant): number {
  return variant.variantType === 'SINGLE' ? 1 : Math.max(1, variant.maxChoice);
}

/** The hint under the variant's name. */
export function choiceHint(variant: ChoiceVariant): string {
  const max = maxChoiceOf(variant);
  return variant.variantType === 'SINGLE' || max === 1 ? 'Choose 1' : `Choose up to ${max}`;
}

export function isChosen(selection: Selection, variant: ChoiceVariant, optionId: string): boolean {
  return (selection[variant.variantId] ?? []).includes(optionId);
}

/** An option that cannot be chosen now: a MULTIPLE variant already has `maxChoice` others. */
export function isOptionDisabled(
  selection: Selection,
  variant: ChoiceVariant,
  optionId: string,
): boolean {
  if (variant.variantType === 'SINGLE') return false;
  const chosen = selection[variant.variantId] ?? [];
  return !chosen.includes(optionId) && chosen.length >= maxChoiceOf(variant);
}

/**
 * The selection after tapping an option: SINGLE replaces the choice (tapping the chosen one
 * clears it); MULTIPLE adds or removes it, never beyond `maxChoice`.
 */
export function toggleOption(
  selection: Selection,
  variant: ChoiceVariant,
  optionId: string,
): Selection {
  if (!variant.options.some((o) => o.optionId === optionId)) return selection;
  const chosen = selection[variant.variantId] ?? [];
  let next: readonly string[];
  if (chosen.includes(optionId)) next = chosen.filter((id) => id !== optionId);
  else if (variant.variantType === 'SINGLE') next = [optionId];
  else if (chosen.length >= maxChoiceOf(variant)) return selection;
  else next = [...chosen, optionId];
  return { ...selection, [variant.variantId]: next };
}

/** A chosen option with its variant, in the menu's order (variants, then their options). */
export interface ChosenOption {
  optionId: string;
  variantName: string;
  name: string;
  addOnPrice: string;
}

export function chosenOptions(
  selection: Selection,
  variants: readonly ChoiceVariant[],
): ChosenOption[] {
  return variants.flatMap((variant) =>
    variant.options
      .filter((option) => isChosen(selection, variant, option.optionId))
      .map((option) => ({
        optionId: option.optionId,
        variantName: variant.name,
        name: option.name,
        addOnPrice: option.addOnPrice,
      })),
  );
}
