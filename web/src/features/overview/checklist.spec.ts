import { CHECKLIST_STEPS, checklistProgress } from './checklist';

describe('get-started checklist (spec 2.9)', () => {
  it('has 4 steps: a menu item, a recipe ingredient, an expense and a sale', () => {
    expect(CHECKLIST_STEPS.map((s) => s.field)).toEqual([
      'menuItemAdded',
      'recipeAdded',
      'expenseAdded',
      'saleAdded',
    ]);
  });

  it('counts nothing done when no service provides a step yet', () => {
    expect(checklistProgress({ outletId: 'o1' })).toEqual({
      done: [],
      count: 0,
      total: 4,
      percent: 0,
    });
    expect(checklistProgress(null).percent).toBe(0);
    expect(checklistProgress(undefined).count).toBe(0);
  });

  it('gives 25% a step: 2 done is 50%', () => {
    const progress = { outletId: 'o1', menuItemAdded: true, recipeAdded: false, saleAdded: true };
    expect(checklistProgress(progress)).toEqual({
      done: ['menuItemAdded', 'saleAdded'],
      count: 2,
      total: 4,
      percent: 50,
    });
  });

  it('is complete when all 4 are done', () => {
    const progress = {
      outletId: 'o1',
      menuItemAdded: true,
      recipeAdded: true,
      expenseAdded: true,
      saleAdded: true,
    };
    expect(checklistProgress(progress)).toMatchObject({ count: 4, percent: 100 });
  });

  it('counts only a true field (not null, or a truthy non-boolean)', () => {
    expect(
      checklistProgress({ menuItemAdded: null, recipeAdded: 'yes', expenseAdded: 1 }).count,
    ).toBe(0);
  });
});
