/** Scrolls an element into view when the environment supports it (jsdom does not). */
export function scrollIntoViewIfNeeded(el: Element | null | undefined): void {
  if (el && typeof (el as HTMLElement).scrollIntoView === 'function') {
    (el as HTMLElement).scrollIntoView({ block: 'nearest' });
  }
}
