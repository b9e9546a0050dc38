import { MASKED_ALPHABET, MASKED_LENGTH, maskedOutletNumber } from './masked-outlet-number';

describe('maskedOutletNumber', () => {
  it('is 12 characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const n = maskedOutletNumber();
      expect(n).toHaveLength(MASKED_LENGTH);
      expect([...n].every((c) => MASKED_ALPHABET.includes(c))).toBe(true);
      expect(n).not.toMatch(/[01ILO]/);
    }
  });

  it('does not repeat', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => maskedOutletNumber()));
    expect(seen.size).toBe(1000);
  });
});
