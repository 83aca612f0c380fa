import type { UseFormRegister } from 'react-hook-form';
import { TARGET_FORM_FIELDS, type TargetFormState } from './target-fields';

/**
 * The target and weight inputs of the target score settings, one row per
 * measure: the account's (/settings/target-score) and a location's own targets.
 * `labelPrefix` names the inputs apart when both could be on one page.
 */
export function TargetsTable({
  register,
  caption,
  labelPrefix = '',
  className = '',
}: {
  /** The targets form's register (useTargetForm). */
  register: UseFormRegister<TargetFormState>;
  caption: string;
  labelPrefix?: string;
  className?: string;
}) {
  const name = (label: string) => (labelPrefix ? `${labelPrefix} ${label.toLowerCase()}` : label);
  return (
    <div className="table-scroll">
      <table className={`simple-table ${className}`.trim()}>
        <caption className="pk-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">Target</th>
            <th scope="col">Weight (%)</th>
          </tr>
        </thead>
        <tbody>
          {TARGET_FORM_FIELDS.map((f) => (
            <tr key={f.field}>
              <th scope="row">{f.label}</th>
              <td>
                <input
                  type="number"
                  min={0}
                  max={f.percent ? 100 : undefined}
                  step={f.step}
                  aria-label={`${name(f.label)} target (${f.unit})`}
                  {...register(f.field)}
                />{' '}
                {f.unit}
              </td>
              <td>
                <input
                  type="number"
                  min={0}
                  max={100}
                  aria-label={`${name(f.label)} weight`}
                  {...register(`${f.field}_weight`)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
