import { describe, expect, it } from 'vitest';
import { readErrorParams } from './ErrorPage';

describe('readErrorParams', () => {
  it('defaults to status 500 and the unexpected-error text', () => {
    expect(readErrorParams(new URLSearchParams())).toEqual({
      statusCode: 500,
      message: 'An unexpected error occurred',
    });
  });
  it('reads statusCode and message, ignoring a status that is not one', () => {
    expect(readErrorParams(new URLSearchParams('statusCode=404&message=Gone'))).toEqual({
      statusCode: 404,
      message: 'Gone',
    });
    expect(readErrorParams(new URLSearchParams('statusCode=abc')).statusCode).toBe(500);
    expect(readErrorParams(new URLSearchParams('statusCode=42')).statusCode).toBe(500);
  });
});
