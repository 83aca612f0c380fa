import { ApiError } from '@plaudit/api-client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordForm } from './PasswordForm';

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('PasswordForm', () => {
  it('checks the length and the confirmation before sending', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<PasswordForm submitLabel="Save Password" onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fill('New password', 'short');
    fill('Confirm new password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('New password must be at least 8 characters')).toBeTruthy();
    expect(
      screen.getByLabelText('New password', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');

    fill('New password', 'brand-new-pass');
    fill('Confirm new password', 'brand-new-pas');
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fill('Confirm new password', 'brand-new-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ current_password: '', password: 'brand-new-pass' }),
    );
    await waitFor(() =>
      expect(
        (screen.getByLabelText('New password', { exact: true }) as HTMLInputElement).value,
      ).toBe(''),
    );
  });

  it('asks the current password first and shows the server’s refusal', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ status: 400, body: { error: 'Your current password is not correct.' } });
    });
    render(<PasswordForm askCurrent submitLabel="Change Password" onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fill('Current password', 'demo-password');
    fill('New password', 'brand-new-pass');
    fill('Confirm new password', 'brand-new-pass');
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your current password is not correct.',
    );
    expect(onSubmit).toHaveBeenCalledWith({
      current_password: 'demo-password',
      password: 'brand-new-pass',
    });
    // A refused change keeps what was typed.
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(
      'demo-password',
    );
  });
});
