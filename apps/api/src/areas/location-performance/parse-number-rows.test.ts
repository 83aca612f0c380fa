import { describe, expect, it } from 'vitest';
import { parseNumberRows } from './stats';

describe('parseNumberRows', () => {
  it('reads rows of integers into one flat array', () => {
    expect([...parseNumberRows('1,20,300;4,0,-6', 3)]).toEqual([1, 20, 300, 4, 0, -6]);
    expect([...parseNumberRows('9007199254740,2', 2)]).toEqual([9007199254740, 2]);
  });

  it('is empty for no rows and refuses a ragged text', () => {
    expect(parseNumberRows('', 3)).toHaveLength(0);
    expect(() => parseNumberRows('1,2;3', 2)).toThrow(/expected 4 numbers, read 3/);
  });
});
