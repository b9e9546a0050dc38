import { Messages } from './messages';

describe('Messages', () => {
  it('fills in counts and errors for outlet deletion', () => {
    expect(Messages.admin.outletDeleted(42)).toBe(
      'Successfully deleted outlet and 42 associated records',
    );
    expect(Messages.admin.outletDeleteFailed('not found')).toBe(
      'Failed to delete outlet: not found',
    );
  });

  it('asks the one confirm-delete question with the name, and says which page is shown', () => {
    expect(Messages.common.confirmDelete('Nasi Lemak')).toBe(
      'Are you sure you want to delete Nasi Lemak?',
    );
    expect(Messages.paging.showingPage(1, 4)).toBe('Showing page 1 of 4');
    expect(Messages.admin.ninetyDaysChecking(false)).toBe('90 days checking disabled');
  });

  it('has no misspellings or stray spaces carried over from the spec', () => {
    const texts = Object.values(Messages).flatMap((group) =>
      Object.values(group).filter((v): v is string => typeof v === 'string'),
    );
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      expect(text).not.toMatch(/succesfully/i);
      expect(text).toBe(text.trim());
    }
  });
});
