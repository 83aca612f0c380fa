import { describe, expect, it } from 'vitest';
import { reviewTagCreateBody, tagCreateBody } from './tags';
import { safeParse } from './validate';

const messages = (r: ReturnType<typeof safeParse>) => (r.ok ? [] : r.issues.map((i) => i.message));

describe('messages that say what is wrong', () => {
  it('a missing required field is "required", not "must be an object"', () => {
    expect(messages(safeParse(tagCreateBody, {}))).toEqual(['name is required']);
    expect(messages(safeParse(reviewTagCreateBody, { name: 'vip' }))).toEqual([
      'review_id is required',
    ]);
  });

  it('names the field as the form does', () => {
    expect(messages(safeParse(tagCreateBody, {}, '', { name: 'Tag name' }))).toEqual([
      'Tag name is required',
    ]);
  });

  it('a field of the wrong type and a body that is no object keep their own messages', () => {
    expect(messages(safeParse(tagCreateBody, { name: 5 }))).toEqual(['name must be a string']);
    expect(messages(safeParse(tagCreateBody, null))).toEqual(['body must be an object']);
    expect(messages(safeParse(tagCreateBody, ['name']))).toEqual(['body must be an object']);
  });
});
