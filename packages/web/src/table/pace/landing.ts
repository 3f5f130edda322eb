/**
 * Pieces on their way (issue 45): the step's new state already draws a piece where it lands, so
 * it is hidden there (`data-landing`, pace.css) until its flight ends — otherwise the piece stands
 * at its target while a copy flies to it. Several flights may land on one piece; it shows once the
 * last has. A new step, "Skip" or leaving the table shows every piece still held.
 */
const held = new Map<Element, Set<object>>();

/** Hides `el` until the returned function is called. */
export function holdUntilLanded(el: Element): () => void {
  const hold = {};
  const holds = held.get(el) ?? new Set<object>();
  holds.add(hold);
  held.set(el, holds);
  el.setAttribute('data-landing', '');
  return () => {
    // A hold already let go by `landAll` leaves a later step's hold on the same piece alone.
    if (!holds.delete(hold) || holds.size > 0 || held.get(el) !== holds) return;
    held.delete(el);
    el.removeAttribute('data-landing');
  };
}

/** Shows every piece still held (a new step starts, or the flights' layer goes). */
export function landAll(): void {
  for (const [el, holds] of held) {
    holds.clear();
    el.removeAttribute('data-landing');
  }
  held.clear();
}
