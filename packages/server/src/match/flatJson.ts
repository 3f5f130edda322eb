/**
 * Text that is kept, not just sent (issue 46: memory per resident match). V8 returns the text of
 * `JSON.stringify` and of a template in pieces joined lazily (a "cons string"): kept as is, a
 * 54-character action took 131 bytes of heap, a 110-character log entry 243; made one piece, 86
 * and 151 (in process, 80,000 of each). Reading a character makes V8 join the pieces in place.
 */
export function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

/** `JSON.stringify(value)` as one piece (`flat`). */
export function flatJson(value: unknown): string {
  return flat(JSON.stringify(value));
}
