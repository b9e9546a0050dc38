import { splitName } from './owner.service';

describe('splitName', () => {
  it.each([
    ['Ana Lim', { firstName: 'Ana', lastName: 'Lim' }],
    ['  Ana   Lim Mei ', { firstName: 'Ana', lastName: 'Lim Mei' }],
    ['Cher', { firstName: 'Cher', lastName: '' }],
    ['', { firstName: '', lastName: '' }],
    [null, { firstName: '', lastName: '' }],
  ])('%j -> %j', (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });
});
