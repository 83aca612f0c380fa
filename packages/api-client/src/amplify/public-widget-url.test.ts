import { describe, expect, it } from 'vitest';
import { publicWidgetUrl } from './public-widget-url';

describe('publicWidgetUrl', () => {
  it('is relative without an origin and joins an origin with or without its slash', () => {
    expect(publicWidgetUrl('wgt_abc')).toBe('/api/public/widgets/wgt_abc');
    expect(publicWidgetUrl('wgt_abc', 'https://api.example/')).toBe(
      'https://api.example/api/public/widgets/wgt_abc',
    );
    expect(publicWidgetUrl('a/b?c', 'https://api.example')).toBe(
      'https://api.example/api/public/widgets/a%2Fb%3Fc',
    );
  });
});
