import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, ButtonGroup, buttonClass, Select, TextInput } from './controls';

describe('controls', () => {
  it('sizes each control from its size prop', () => {
    render(
      <ButtonGroup className="actions">
        <Button>Cancel</Button>
        <Button variant="primary" size="sm">
          Save
        </Button>
      </ButtonGroup>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).parentElement?.className).toBe(
      'pk-button-group actions',
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Cancel' }).className).toBe('pk-button');
    expect(screen.getByRole('button', { name: 'Save' }).className).toBe(
      'pk-button pk-button--primary pk-button--sm',
    );
    expect(buttonClass('danger', 'lg')).toBe('pk-button pk-button--danger pk-button--lg');
  });

  it('draws the quiet and on-banner variants and keeps a submit button a submit button', () => {
    render(
      <form>
        <Button variant="quiet">Remove</Button>
        <Button variant="ghost-inverse" size="sm" disabled>
          Dismiss
        </Button>
        <Button type="submit" variant="inverse">
          Connect
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Remove' }).className).toBe(
      'pk-button pk-button--quiet',
    );
    const dismiss = screen.getByRole('button', { name: 'Dismiss' }) as HTMLButtonElement;
    expect(dismiss.className).toBe('pk-button pk-button--ghost-inverse pk-button--sm');
    expect(dismiss.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Connect' }).getAttribute('type')).toBe('submit');
  });

  it('draws a link-styled button without the button frame', () => {
    render(<Button variant="link">Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className).toBe('pk-link-button');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('marks an invalid input and sizes a select', () => {
    render(
      <>
        <TextInput aria-label="Name" invalid size="sm" />
        <Select aria-label="Unit" size="lg">
          <option>km</option>
        </Select>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.className).toBe('pk-input pk-input--sm pk-input--error');
    expect(screen.getByRole('combobox', { name: 'Unit' }).className).toBe(
      'pk-select pk-select--lg',
    );
  });
});
