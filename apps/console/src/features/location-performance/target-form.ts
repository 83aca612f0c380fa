import { metricTargetsBody } from '@plaudit/api-client/schemas';
import { useSchemaForm } from '../../components/schema-form';
import {
  TARGET_FORM_FIELDS,
  type TargetFormState,
  targetBody,
  toTargetForm,
} from './target-fields';

/** The form's names for the body's fields, in the schema's messages ("Average rating must be a number"). */
export const TARGET_LABELS: Record<string, string> = Object.fromEntries(
  TARGET_FORM_FIELDS.flatMap((f) => [
    [f.field, f.label],
    [`${f.field}_weight`, `${f.label} weight`],
  ]),
);

/**
 * The targets form checked with the server's metricTargetsBody, on submit. The table has no
 * room under its inputs: the first field's message shows above it, as the form's error.
 */
export function useTargetForm() {
  const form = useSchemaForm<TargetFormState>({
    schema: metricTargetsBody,
    labels: TARGET_LABELS,
    toBody: targetBody,
    defaultValues: toTargetForm(null),
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  const first = TARGET_FORM_FIELDS.flatMap((f) => [
    errors[f.field],
    errors[`${f.field}_weight`],
  ]).find(Boolean);
  return { ...form, fieldError: first?.message ?? null };
}
