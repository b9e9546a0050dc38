import { inputProblems, placeProblems } from './input-problems';

describe('validation refusals go to the form, not the error modal', () => {
  it('reads the field the server names', () => {
    expect(
      inputProblems([
        {
          message: 'Menu item with this name already exists',
          extensions: { code: 'BAD_USER_INPUT', field: 'name' },
        },
      ]),
    ).toEqual([{ field: 'name', message: 'Menu item with this name already exists' }]);
  });

  it('keeps a refusal without a field for the form as a whole', () => {
    expect(
      inputProblems([{ message: 'Invalid price', extensions: { code: 'BAD_USER_INPUT' } }]),
    ).toEqual([{ field: null, message: 'Invalid price' }]);
  });

  it('leaves real failures to the error modal', () => {
    expect(
      inputProblems([
        { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]),
    ).toBeNull();
    expect(
      inputProblems([
        { message: 'Invalid price', extensions: { code: 'BAD_USER_INPUT', field: 'price' } },
        { message: 'Not found', extensions: { code: 'NOT_FOUND' } },
      ]),
    ).toBeNull();
    expect(inputProblems([])).toBeNull();
  });

  it('puts a message under a field the form has, else with the form', () => {
    const placed = placeProblems(
      [
        { field: 'price', message: 'Invalid price' },
        { field: 'ownerId', message: 'Invalid id' },
        { field: null, message: 'Invalid id' },
      ],
      (name) => name === 'price',
    );
    expect(placed).toEqual({
      fields: [{ name: 'price', errors: ['Invalid price'] }],
      general: ['Invalid id'],
    });
  });
});
