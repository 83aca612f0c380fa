import type { MediaCategory, MediaPhoto } from '@plaudit/api-client';
import { Button, Modal, Select } from '@plaudit/ui-kit';
import { useState } from 'react';

/** A logo or cover the location already has: uploading another one replaces it. */
export function replacesExistingPhoto(
  categoryCode: string,
  existing: readonly MediaPhoto[],
): boolean {
  return (
    (categoryCode === 'LOGO' || categoryCode === 'COVER') &&
    existing.some((p) => p.category === categoryCode)
  );
}

/** The 'Override existing photo' confirmation of a wizard's Assign Category step. */
export type OverrideConfirmation = {
  open: boolean;
  close: () => void;
  /**
   * Before leaving the step: false (and the confirmation opens) when the category would replace
   * the location's logo or cover and that was not confirmed yet, else true (and it closes).
   */
  allows: (categoryCode: string) => boolean;
};

export function useOverrideConfirmation(existing: readonly MediaPhoto[]): OverrideConfirmation {
  const [open, setOpen] = useState(false);
  return {
    open,
    close: () => setOpen(false),
    allows: (categoryCode) => {
      const ask = replacesExistingPhoto(categoryCode, existing) && !open;
      setOpen(ask);
      return !ask;
    },
  };
}

/**
 * The Assign Category step of both photo wizards: the optional category, and the 'Override
 * existing photo' confirmation (`override.allows` opens it when going on would replace the
 * location's logo or cover). Replace closes it and calls `onReplace` to go on.
 */
export function AssignCategoryStep({
  categories,
  categoryCode,
  onCategoryChange,
  override,
  onReplace,
}: {
  categories: readonly MediaCategory[];
  categoryCode: string;
  onCategoryChange: (code: string) => void;
  override: OverrideConfirmation;
  onReplace: () => void;
}) {
  const category = categories.find((c) => c.code === categoryCode) ?? null;
  const replace = () => {
    override.close();
    onReplace();
  };
  return (
    <>
      <label className="field">
        <span>Photo category (optional)</span>
        <Select value={categoryCode} onChange={(e) => onCategoryChange(e.target.value)}>
          <option value="">No category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </label>
      <Modal
        open={override.open}
        onClose={override.close}
        title="Override existing photo"
        description={`This location already has a ${category?.name ?? 'photo'} in this category. Uploading will replace it.`}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={override.close}>
              Cancel
            </Button>
            <Button type="button" variant="primary" onClick={replace}>
              Replace
            </Button>
          </>
        }
      />
    </>
  );
}
