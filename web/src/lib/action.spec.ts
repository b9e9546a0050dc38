import { performAction } from './action';

function fakeFeedback() {
  return { notify: jest.fn(), showError: jest.fn() };
}

describe('useAction: one way to run a mutation', () => {
  it('shows the success toast and answers the result', async () => {
    const feedback = fakeFeedback();
    const result = await performAction(
      () => Promise.resolve({ id: 'b1' }),
      { success: 'Billing detail added successfully' },
      feedback,
    );
    expect(result).toEqual({ id: 'b1' });
    expect(feedback.notify).toHaveBeenCalledWith('Billing detail added successfully');
    expect(feedback.showError).not.toHaveBeenCalled();
  });

  it('words the toast from the answer', async () => {
    const feedback = fakeFeedback();
    await performAction(
      () => Promise.resolve({ totalRecordsDeleted: 7 }),
      {
        success: (r) =>
          `Successfully deleted outlet and ${r.totalRecordsDeleted} associated records`,
      },
      feedback,
    );
    expect(feedback.notify).toHaveBeenCalledWith(
      'Successfully deleted outlet and 7 associated records',
    );
  });

  it('on failure answers null and no toast; the error modal has the server message already', async () => {
    const feedback = fakeFeedback();
    const result = await performAction(
      () => Promise.reject(new Error('Outlet not found')),
      { success: 'Profile updated successfully' },
      feedback,
    );
    expect(result).toBeNull();
    expect(feedback.notify).not.toHaveBeenCalled();
    expect(feedback.showError).not.toHaveBeenCalled();
  });

  it('with its own error text, shows that in the error modal', async () => {
    const feedback = fakeFeedback();
    await performAction(
      () => Promise.reject(new Error('boom')),
      { error: (e) => `Failed to delete outlet: ${(e as Error).message}` },
      feedback,
    );
    expect(feedback.showError).toHaveBeenCalledWith('Failed to delete outlet: boom');
  });
});
