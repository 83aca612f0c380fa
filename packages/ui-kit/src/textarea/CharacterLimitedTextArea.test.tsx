import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  CharacterLimitedTextArea,
  characterCountText,
  countCharacters,
} from './CharacterLimitedTextArea';

function Harness({ limit, initial = '' }: { limit: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CharacterLimitedTextArea label="Summary" limit={limit} value={value} onChange={setValue} />
  );
}

describe('CharacterLimitedTextArea', () => {
  it('builds the spec texts', () => {
    expect(characterCountText(0, 1500)).toBe('1500 characters remaining');
    expect(characterCountText(1500, 1500)).toBe('0 characters remaining');
    expect(characterCountText(1503, 1500)).toBe('3 characters too many');
  });

  it('counts code points', () => {
    expect(countCharacters('héllo')).toBe(5);
    expect(countCharacters('👍👍')).toBe(2);
  });

  it('shows the remaining count and updates while typing', async () => {
    const user = userEvent.setup();
    render(<Harness limit={10} />);
    const textarea = screen.getByRole('textbox', { name: 'Summary' });
    expect(screen.getByText('10 characters remaining')).toBeTruthy();
    await user.type(textarea, 'hello');
    expect(screen.getByText('5 characters remaining')).toBeTruthy();
    expect(textarea.getAttribute('aria-describedby')).toContain(
      screen.getByText('5 characters remaining').id,
    );
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
  });

  it('allows typing past the limit and shows an error', async () => {
    const user = userEvent.setup();
    render(<Harness limit={3} initial="ab" />);
    const textarea = screen.getByRole('textbox', { name: 'Summary' });
    await user.type(textarea, 'cdef');
    expect((textarea as HTMLTextAreaElement).value).toBe('abcdef');
    expect(screen.getByText('3 characters too many')).toBeTruthy();
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.className).toContain('pk-textarea--error');
  });

  it('shows an outer validation message', () => {
    render(
      <CharacterLimitedTextArea
        label="Description"
        limit={100}
        value=""
        onChange={() => {}}
        error="Enter a name"
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')).toContain(
      screen.getByText('Enter a name').id,
    );
  });
});
