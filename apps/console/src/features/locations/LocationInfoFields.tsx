import { Section, TextField } from './form-fields';
import type { LocationFormState } from './location-form';
import { CountryField, StateField } from './place-fields';

/** The form's "Location Information" section: names, address, phone, website and ids. */
export function LocationInfoFields({
  form,
  patch,
  errorOf,
  touch,
  showPlaceId,
}: {
  form: LocationFormState;
  patch: (p: Partial<LocationFormState>) => void;
  /** The field's message once it was left or the form submitted. */
  errorOf: (key: string) => string | undefined;
  touch: (key: string) => void;
  /** Administrators see and edit the Google Place ID. */
  showPlaceId: boolean;
}) {
  return (
    <Section title="Location Information">
      <div className="form-grid">
        <TextField
          label="Internal Name"
          required
          value={form.name}
          error={errorOf('name')}
          onChange={(v) => patch({ name: v })}
          onBlur={() => touch('name')}
        />
        <TextField
          label="Public Name"
          required
          value={form.public_name}
          error={errorOf('public_name')}
          onChange={(v) => patch({ public_name: v })}
          onBlur={() => touch('public_name')}
        />
        <TextField
          label="Address"
          required
          value={form.address}
          error={errorOf('address')}
          onChange={(v) => patch({ address: v })}
          onBlur={() => touch('address')}
        />
        <TextField
          label="Address 2"
          value={form.address_2}
          onChange={(v) => patch({ address_2: v })}
        />
        <TextField
          label="City"
          required
          value={form.city}
          error={errorOf('city')}
          onChange={(v) => patch({ city: v })}
          onBlur={() => touch('city')}
        />
        <CountryField
          value={form.country}
          error={errorOf('country')}
          onBlur={() => touch('country')}
          onChange={(country) => {
            const changed = country?.id !== form.country?.id;
            patch({ country, ...(changed ? { state: null } : {}) });
          }}
        />
        <StateField
          countryId={form.country?.id ?? null}
          value={form.state}
          error={errorOf('state')}
          onBlur={() => touch('state')}
          onChange={(state) => patch({ state })}
        />
        <TextField
          label="Zipcode"
          required
          value={form.zipcode}
          error={errorOf('zipcode')}
          onChange={(v) => patch({ zipcode: v })}
          onBlur={() => touch('zipcode')}
        />
        <TextField
          label="Phone"
          type="tel"
          value={form.phone}
          error={errorOf('phone')}
          onChange={(v) => patch({ phone: v })}
          onBlur={() => touch('phone')}
        />
        <TextField
          label="Website"
          type="url"
          value={form.website}
          error={errorOf('website')}
          onChange={(v) => patch({ website: v })}
          onBlur={() => touch('website')}
        />
        <TextField
          label="External ID"
          value={form.external_id}
          onChange={(v) => patch({ external_id: v })}
        />
        {showPlaceId && (
          <TextField
            label="Google Place ID"
            value={form.google_place_id}
            onChange={(v) => patch({ google_place_id: v })}
          />
        )}
      </div>
    </Section>
  );
}
