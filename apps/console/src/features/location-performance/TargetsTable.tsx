import { TARGET_FORM_FIELDS, type TargetFormState } from './target-fields';

/**
 * The target and weight inputs of the target score settings, one row per
 * measure: the account's (/settings/target-score) and a location's own targets.
 * `labelPrefix` names the inputs apart when both could be on one page.
 */
export function TargetsTable({
  form,
  onChange,
  caption,
  labelPrefix = '',
  className = '',
}: {
  form: TargetFormState;
  onChange: (form: TargetFormState) => void;
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
                  value={form[f.field]}
                  onChange={(e) => onChange({ ...form, [f.field]: e.target.value })}
                />{' '}
                {f.unit}
              </td>
              <td>
                <input
                  type="number"
                  min={0}
                  max={100}
                  aria-label={`${name(f.label)} weight`}
                  value={form[`${f.field}_weight`]}
                  onChange={(e) => onChange({ ...form, [`${f.field}_weight`]: e.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
