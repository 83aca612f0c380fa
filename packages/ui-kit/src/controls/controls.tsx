import {
  type ButtonHTMLAttributes,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { cx } from '../internal/cx';
import type { ControlSize } from '../tokens/tokens';

/**
 * One component per control. Each takes a `size` (sm, md, lg) that sets its height from the
 * `--plaudit-control-height-*` token, so a button, a text input, a select and a typeahead of
 * one size line up in a filter bar.
 */

/**
 * `primary` is the one main action, `secondary` the others, `danger` a destructive action;
 * `quiet` a low-key destructive one (Remove in a row), `inverse` and `ghost-inverse` sit on a
 * dark banner (filled white, outlined white); `link` draws the button as a link (text,
 * underlined): a quiet action beside the others.
 */
export type ButtonVariant =
  | 'default'
  | 'primary'
  | 'secondary'
  | 'danger'
  | 'quiet'
  | 'inverse'
  | 'ghost-inverse'
  | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ControlSize;
}

/** The class names of a button, for a link drawn as one (`<a className={buttonClass(...)}>`). */
export function buttonClass(variant: ButtonVariant = 'default', size: ControlSize = 'md'): string {
  if (variant === 'link') return 'pk-link-button';
  return cx(
    'pk-button',
    variant !== 'default' && `pk-button--${variant}`,
    size !== 'md' && `pk-button--${size}`,
  );
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={cx(buttonClass(variant, size), className)} {...rest} />
  );
});

/** Buttons side by side with the one gap between them (a row of actions, a dialog footer). */
export function ButtonGroup({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={cx('pk-button-group', className)}>{children}</div>;
}

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: ControlSize;
  invalid?: boolean;
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { size = 'md', invalid, className, type = 'text', ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      aria-invalid={invalid || undefined}
      className={cx(
        'pk-input',
        size !== 'md' && `pk-input--${size}`,
        invalid && 'pk-input--error',
        className,
      )}
      {...rest}
    />
  );
});

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  size?: ControlSize;
}

/** The native select, for short fixed lists; Dropdown is for long, searchable or multiple ones. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { size = 'md', className, ...rest },
  ref,
) {
  return (
    <select
      ref={ref}
      className={cx('pk-select', size !== 'md' && `pk-select--${size}`, className)}
      {...rest}
    />
  );
});
