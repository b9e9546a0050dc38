import {
  choiceHint,
  chosenOptions,
  isOptionDisabled,
  toggleOption,
  type ChoiceVariant,
  type Selection,
} from './choices';

const size: ChoiceVariant = {
  variantId: 'v-size',
  name: 'Size',
  variantType: 'SINGLE',
  maxChoice: 1,
  options: [
    { optionId: 's', name: 'Small', addOnPrice: '0.00' },
    { optionId: 'l', name: 'Large', addOnPrice: '2.00' },
  ],
};
const toppings: ChoiceVariant = {
  variantId: 'v-top',
  name: 'Toppings',
  variantType: 'MULTIPLE',
  maxChoice: 2,
  options: [
    { optionId: 'egg', name: 'Egg', addOnPrice: '1.50' },
    { optionId: 'chicken', name: 'Chicken', addOnPrice: '4.00' },
    { optionId: 'sambal', name: 'Sambal', addOnPrice: '0.50' },
  ],
};

describe('choice rules', () => {
  it('SINGLE: at most one; another replaces it, the chosen one again clears it', () => {
    let s: Selection = {};
    s = toggleOption(s, size, 's');
    expect(s['v-size']).toEqual(['s']);
    s = toggleOption(s, size, 'l');
    expect(s['v-size']).toEqual(['l']);
    expect(isOptionDisabled(s, size, 's')).toBe(false);
    s = toggleOption(s, size, 'l');
    expect(s['v-size']).toEqual([]);
    expect(choiceHint(size)).toBe('Choose 1');
  });

  it('MULTIPLE: up to maxChoice; the others are disabled until one is cleared', () => {
    let s: Selection = {};
    s = toggleOption(s, toppings, 'egg');
    s = toggleOption(s, toppings, 'chicken');
    expect(isOptionDisabled(s, toppings, 'sambal')).toBe(true);
    expect(isOptionDisabled(s, toppings, 'egg')).toBe(false);
    expect(toggleOption(s, toppings, 'sambal')).toBe(s);
    s = toggleOption(s, toppings, 'egg');
    expect(isOptionDisabled(s, toppings, 'sambal')).toBe(false);
    s = toggleOption(s, toppings, 'sambal');
    expect(s['v-top']).toEqual(['chicken', 'sambal']);
    expect(choiceHint(toppings)).toBe('Choose up to 2');
  });

  it('ignores options of another variant and lists the chosen ones in menu order', () => {
    let s: Selection = toggleOption({}, size, 'egg');
    expect(s).toEqual({});
    s = toggleOption(toggleOption(toggleOption(s, toppings, 'sambal'), size, 'l'), toppings, 'egg');
    expect(chosenOptions(s, [size, toppings]).map((o) => `${o.variantName}: ${o.name}`)).toEqual([
      'Size: Large',
      'Toppings: Egg',
      'Toppings: Sambal',
    ]);
  });
});
