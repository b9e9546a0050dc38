import { deleteConfirmationTexts } from './confirm-delete';

describe('the one confirm-delete', () => {
  it('asks "Are you sure you want to delete {name}?" with Delete and Cancel', () => {
    expect(deleteConfirmationTexts({ name: 'Service charge' })).toEqual({
      title: 'Are you sure you want to delete Service charge?',
      content: undefined,
      okText: 'Delete',
      cancelText: 'Cancel',
    });
  });

  it('keeps a screen’s own wording where the spec has one', () => {
    expect(
      deleteConfirmationTexts({
        name: 'Kedai Kopi',
        title: 'Delete outlet Kedai Kopi?',
        content: 'This removes the outlet and all its records.',
      }),
    ).toMatchObject({
      title: 'Delete outlet Kedai Kopi?',
      content: 'This removes the outlet and all its records.',
    });
  });
});
