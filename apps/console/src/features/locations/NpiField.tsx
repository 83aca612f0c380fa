import { Button } from '@plaudit/ui-kit';
import { Section } from './form-fields';
import { NPI_MESSAGES } from './npi';
import type { NpiNote } from './npi-lookups';

/** Health care locations: the NPI, checked in the registry when left, or found by name. */
export function NpiField({
  value,
  note,
  onChange,
  onLookUpNumber,
  onFind,
}: {
  value: string;
  note: NpiNote;
  onChange: (npi: string) => void;
  onLookUpNumber: (npi: string) => void;
  onFind: () => void;
}) {
  return (
    <Section title="NPI">
      <div className="field">
        <label htmlFor="location-npi">NPI</label>
        <div className="inline-row">
          <input
            id="location-npi"
            inputMode="numeric"
            value={value}
            aria-invalid={Boolean(note.error) || undefined}
            aria-describedby="location-npi-note"
            onChange={(e) => onChange(e.target.value)}
            onBlur={(e) => onLookUpNumber(e.target.value)}
          />
          {!value.trim() && (
            <Button type="button" variant="secondary" size="sm" onClick={onFind}>
              Find NPI
            </Button>
          )}
        </div>
        <span id="location-npi-note">
          {note.error && <span className="field__error">{note.error}</span>}
          {note.name && <span className="field__hint">{NPI_MESSAGES.registeredTo(note.name)}</span>}
        </span>
      </div>
    </Section>
  );
}
