/**
 * Leaving a shadow session changes the session and the URL in two steps. Between them the
 * auth gate would see a partner on an /as/ path and open the child again; this flag tells it
 * that the partner is on the way out.
 */
let leaving = false;

export function markLeavingShadow() {
  leaving = true;
}

export function isLeavingShadow(): boolean {
  return leaving;
}

export function clearLeavingShadow() {
  leaving = false;
}
