import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, isApiError } from './api-error';

describe('errorMessage', () => {
  it("prefers the server's message over the fallback", () => {
    const err = new ApiError({ status: 400, body: { error: 'Name is required' } });
    expect(errorMessage(err, 'Failed to create filter')).toBe('Name is required');
  });

  it('uses the fallback when the server sent no message', () => {
    const err = new ApiError({ status: 500, body: null, fallback: 'Error fetching groups' });
    expect(errorMessage(err, 'Failed to update filter')).toBe('Failed to update filter');
    expect(errorMessage(err)).toBe('Error fetching groups');
  });

  it('uses the default text for unknown errors without a fallback', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'An error occurred while performing this action.',
    );
    expect(errorMessage('boom', 'Error saving filter')).toBe('Error saving filter');
    expect(errorMessage(new ApiError({ status: 500, body: { error: 42 } }))).toBe(
      'An error occurred while performing this action.',
    );
  });

  it('recognises ApiError instances', () => {
    expect(isApiError(new ApiError({ status: 404, body: null }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
