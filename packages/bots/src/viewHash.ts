/** A cheap, stable seed for a view: FNV-1a over its JSON (a canonical JSON of a Hansa view costs ~1 ms). */
export function quickHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36) + text.length.toString(36);
}
