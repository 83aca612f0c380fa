/** A photo wizard's step list (the current step marked) and its error line. */
export function WizardSteps({
  steps,
  current,
  error,
}: {
  steps: readonly string[];
  current: number;
  error?: string | null;
}) {
  return (
    <>
      <ol className="wizard-steps" aria-label="Steps">
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={i === current ? 'step' : undefined}
            className={i === current ? 'is-current' : ''}
          >
            {s}
          </li>
        ))}
      </ol>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
