import { Button } from '@plaudit/ui-kit';
export type LocationsOrGroups = 'locations' | 'groups';

/**
 * Locations or groups: two pressed-state buttons in a labelled group (the dashboard's
 * breakdown and the performance scores). `className` places and styles it on its screen.
 * Its name is a legend (visually hidden: the buttons speak for themselves on screen), as a
 * fieldset must have one (WCAG 2 H71).
 */
export function ViewToggle({
  view,
  onChange,
  label,
  className,
}: {
  view: LocationsOrGroups;
  onChange: (v: LocationsOrGroups) => void;
  label: string;
  className: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="pk-visually-hidden">{label}</legend>
      {(['locations', 'groups'] as const).map((v) => (
        <Button
          key={v}
          type="button"
          variant="secondary"
          size="sm"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
        >
          {v === 'locations' ? 'Locations' : 'Groups'}
        </Button>
      ))}
    </fieldset>
  );
}
