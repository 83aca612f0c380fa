import { describe, expect, it } from 'vitest';
import {
  categoryKey,
  categoryText,
  highlightParts,
  keywordSortOf,
  keywordsCsv,
  resetParams,
} from './keyword-logic';

describe('keywords', () => {
  it('highlights every case-insensitive match as text', () => {
    expect(highlightParts('Great pasta, the Pasta was hot', 'pasta')).toEqual([
      { text: 'Great ', match: false },
      { text: 'pasta', match: true },
      { text: ', the ', match: false },
      { text: 'Pasta', match: true },
      { text: ' was hot', match: false },
    ]);
    expect(highlightParts('<b>a+b</b>', 'a+b')).toEqual([
      { text: '<b>', match: false },
      { text: 'a+b', match: true },
      { text: '</b>', match: false },
    ]);
  });
  it('writes category texts and icon keys', () => {
    expect(categoryText(3, 4)).toBe('75% positive mentions');
    expect(categoryText(0, 0)).toBe('0 mentions');
    expect(categoryKey('Bedside Manner')).toBe('bedsidemanner');
  });
  it('defaults the sort and resets to from, to and sort', () => {
    expect(keywordSortOf(null)).toBe('highest_volume');
    expect(keywordSortOf('controversy')).toBe('controversy');
    const reset = resetParams(
      new URLSearchParams(
        'from=2025-01-01&to=2025-02-01&groupId=3&rating=5&sort%5Bby%5D=controversy',
      ),
    );
    expect(reset.toString()).toBe('from=2025-01-01&to=2025-02-01&sort%5Bby%5D=controversy');
  });
  it('writes the keywords CSV under the shared policy', async () => {
    expect(
      await keywordsCsv([
        { short: 'a "b"', positive_mentions: 1, negative_mentions: 2, total_mentions: 4 },
        { short: '=cmd', positive_mentions: 0, negative_mentions: 1, total_mentions: 1 },
      ]),
    ).toBe(
      '\uFEFFKeyword,Positive mentions,Negative mentions,Total mentions\r\n"a ""b""",1,2,4\r\n\'=cmd,0,1,1\r\n',
    );
  });
});
