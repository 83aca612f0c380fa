/** The option index of a click or pointer target inside a listbox, from its data-index. */
export function optionIndexOf(target: EventTarget | null): number | undefined {
  const option = (target as Element | null)?.closest?.('[role="option"]');
  const raw = option?.getAttribute('data-index');
  return raw == null ? undefined : Number(raw);
}
