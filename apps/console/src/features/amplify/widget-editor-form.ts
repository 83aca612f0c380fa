import type { WidgetType } from '@plaudit/api-client';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { SetInGroup, SetSetting } from './widget-fields';
import {
  type FormErrors,
  hasErrors,
  validateWidgetForm,
  type WidgetFormValues,
} from './widget-form';

/**
 * A react-hook-form resolver for the widget form: the server's settings schema with the
 * per-kind rules (validateWidgetForm). Errors are keyed by the settings' path without
 * 'settings.' ('name', 'location_id', 'theme.accent_color'), as the fieldsets look them up.
 */
export function widgetResolver(type: WidgetType): Resolver<WidgetFormValues> {
  return async (values) => {
    const found = validateWidgetForm(type, values);
    if (!hasErrors(found)) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(found).map(([path, message]) => [path, { type: 'validate', message }]),
    );
    return { values: {}, errors: errors as FieldErrors<WidgetFormValues> };
  };
}

/**
 * The widget editor's react-hook-form form: the values (name and settings), the setters the
 * fieldsets use, and the messages by path. Once a message shows, every change checks the form
 * again, so a fixed field loses its message as it is fixed.
 */
export function useWidgetForm(type: WidgetType, initial: () => WidgetFormValues) {
  const [resolver] = useState(() => widgetResolver(type));
  const [defaultValues] = useState(initial);
  const form = useForm<WidgetFormValues>({ resolver, defaultValues });
  const { formState, getValues, setValue, trigger, watch } = form;
  const name = watch('name');
  const settings = watch('settings');
  const values = useMemo((): WidgetFormValues => ({ name, settings }), [name, settings]);

  const errors: FormErrors = {};
  for (const [path, error] of Object.entries(formState.errors))
    if (error && typeof error.message === 'string') errors[path] = error.message;
  const showsErrors = hasErrors(errors);

  const drawn = JSON.stringify(values);
  useEffect(() => {
    void drawn;
    if (showsErrors) void trigger();
  }, [drawn, showsErrors, trigger]);

  const set: SetSetting = (key, value) =>
    setValue('settings', { ...getValues('settings'), [key]: value });
  const setIn: SetInGroup = (group, patch) => {
    const current = getValues('settings');
    setValue('settings', { ...current, [group]: { ...current[group], ...patch } });
  };
  return { ...form, values, errors, set, setIn };
}
