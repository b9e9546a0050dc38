import { FUZZY_THRESHOLD, likeness, matchItem, normaliseDescription } from './match';

const items = [
  { id: 'tomato', name: 'TOMATO' },
  { id: 'chicken-breast', name: 'CHICKEN BREAST' },
  { id: 'chicken-wing', name: 'CHICKEN WING' },
  { id: 'potato', name: 'POTATO' },
  { id: 'red-onion', name: 'RED ONION' },
  { id: 'oil', name: 'COOKING OIL' },
];

describe('normaliseDescription', () => {
  it('lower-cases, folds punctuation and collapses spaces', () => {
    expect(normaliseDescription('  Chicken-Breast,  (Boneless) ')).toBe('chicken breast boneless');
  });

  it('writes pack sizes one way', () => {
    expect(normaliseDescription('COOKING OIL 5 LTR')).toBe('cooking oil 5l');
    expect(normaliseDescription('Cooking Oil 5L')).toBe('cooking oil 5l');
    expect(normaliseDescription('SUGAR 500GM')).toBe('sugar 500g');
    expect(normaliseDescription('Sugar 500 g.')).toBe('sugar 500g');
    expect(normaliseDescription('MILK 1,5 LITRE')).toBe('milk 1.5l');
    expect(normaliseDescription('EGGS 30 PCS')).toBe('eggs 30pc');
  });
});

describe('matchItem', () => {
  it('finds the exact name whatever the case and spaces', () => {
    expect(matchItem('  tomato ', items)).toEqual({
      id: 'tomato',
      name: 'TOMATO',
      by: 'EXACT',
      confidence: 100,
    });
  });

  it('uses what the owner taught for the normalised description before guessing', () => {
    const learned = new Map([[normaliseDescription('TOM. CHERRY 250 GM'), items[0]]]);
    expect(matchItem('Tom Cherry 250g', items, learned)).toMatchObject({
      id: 'tomato',
      by: 'LEARNED',
      confidence: 100,
    });
  });

  it('an exact name wins over the memory', () => {
    const learned = new Map([['tomato', items[3]]]);
    expect(matchItem('TOMATO', items, learned)?.by).toBe('EXACT');
  });

  it('guesses an alike name with its confidence', () => {
    const m = matchItem('CHICKEN BREAST FILLET', items);
    expect(m).toMatchObject({ id: 'chicken-breast', by: 'FUZZY' });
    expect(m!.confidence).toBeGreaterThanOrEqual(FUZZY_THRESHOLD * 100);
    expect(m!.confidence).toBeLessThan(100);
    expect(matchItem('ONION RED', items)).toMatchObject({ id: 'red-onion', by: 'FUZZY' });
    expect(matchItem('COOKING OIL 5L (PALM)', items)).toMatchObject({ id: 'oil', by: 'FUZZY' });
  });

  it('never guesses below the threshold', () => {
    expect(matchItem('GARLIC', items)).toBeNull();
    expect(matchItem('CHICKEN', items)).toBeNull(); // breast or wing: too far from both
    expect(likeness('TOMATO', 'POTATO')).toBeLessThan(FUZZY_THRESHOLD);
    expect(matchItem('TOMATOES', [{ id: 'p', name: 'POTATOES' }])).toBeNull();
    expect(matchItem('', items)).toBeNull();
  });
});
