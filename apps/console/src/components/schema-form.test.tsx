import { customEmailBody } from '@plaudit/api-client/schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldProps, SchemaField, schemaResolver } from './schema-form';

type Values = { from_name: string; from_address: string; color: string; logo_url: string };
const LABELS = { from_name: 'Sender name', from_address: 'Sender address', color: 'Header colour' };
const toBody = (v: Values) => ({ ...v, color: v.color || null, logo_url: v.logo_url || null });
const resolver = schemaResolver<Values>(customEmailBody, LABELS, toBody);
const run = (values: Values) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schemaResolver', () => {
  it('names each field as the form labels it, with its first message only', async () => {
    const r = await run({ from_name: '', from_address: 'nope', color: 'red', logo_url: '' });
    expect(Object.fromEntries(Object.entries(r.errors).map(([k, e]) => [k, e?.message]))).toEqual({
      from_name: 'Sender name is required',
      from_address: 'Enter a valid email address',
      color: 'Header colour must be a colour like #1f2a44',
    });
    expect(r.values).toEqual({});
  });

  it('passes the values through when the body is valid', async () => {
    const values = { from_name: 'Blue Fern', from_address: 'a@b.example', color: '', logo_url: '' };
    expect(await run(values)).toEqual({ values, errors: {} });
  });
});

describe('fieldProps', () => {
  it('wires the input to its message and hint', () => {
    const { described, message } = fieldProps<Values>('f', {
      color: { type: 'validate', message: 'Header colour must be a colour like #1f2a44' },
    });
    expect(described('color', true)).toEqual({
      id: 'f-color',
      'aria-invalid': true,
      'aria-describedby': 'f-color-error f-color-hint',
    });
    expect(described('from_name')).toEqual({
      id: 'f-from_name',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    expect(message('from_name')).toBeNull();
    render(<div>{message('color')}</div>);
    expect(screen.getByText('Header colour must be a colour like #1f2a44').id).toBe(
      'f-color-error',
    );
  });
});

describe('SchemaField', () => {
  it('renders the label, the control, the hint and the message, wired by ids', () => {
    render(
      <SchemaField<Values>
        form="f"
        errors={{ color: { type: 'validate', message: 'Header colour is wrong' } }}
        name="color"
        label="Header colour"
        hint="A colour like #1f2a44"
      >
        {(wiring) => <input {...wiring} />}
      </SchemaField>,
    );
    const input = screen.getByLabelText('Header colour');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Header colour is wrong',
      'A colour like #1f2a44',
    ]);
  });

  it('leaves a valid field without aria-invalid or a message', () => {
    render(
      <SchemaField<Values> form="f" errors={{}} name="from_name" label="Sender name">
        {(wiring) => <input {...wiring} />}
      </SchemaField>,
    );
    const input = screen.getByLabelText('Sender name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('.field__error')).toBeNull();
  });
});
