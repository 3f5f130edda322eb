/**
 * What player names and chat lines may contain, checked on the raw string (part of the wire, so
 * the web client and the CLI get the same rules; `u` regexes without lookbehind, which every
 * browser the client supports parses). Refused, each with the code point and its index:
 * - control characters (Cc: NUL breaks PostgreSQL, the rest break layouts and logs);
 * - bidirectional formatting characters (`admin\u202Egnp.exe` shows as "adminexe.png");
 * - unpaired surrogates (not text; each store rewrote them differently);
 * - invisible characters (issue 41, item 7): format characters (Cf: zero-width space, joiners,
 *   soft hyphen, word joiner, tag characters), line and paragraph separators (Zl, Zp) and every
 *   default-ignorable code point (Hangul fillers, variation selectors …): `bob\u200B` shows as
 *   `bob` and would impersonate him. In chat, the joiners of emoji stay allowed where they make an
 *   emoji: a ZWJ between two pictographs (👩‍💻, ❤️‍🔥), a variation selector after an emoji
 *   character (❤️, 1️⃣), the tag sequences of the three subdivision flags (🏴󠁧󠁢󠁥󠁮󠁧󠁿).
 * And a name or message must hold a visible character (a letter, number, symbol or punctuation):
 * one made of combining marks alone shows as nothing.
 */

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

const INVISIBLE = /^[\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const EMOJI = /^\p{Emoji}$/u;
const MODIFIER = /^\p{Emoji_Modifier}$/u;
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;
const ZWJ = 0x200d;
const VS15 = 0xfe0e;
const VS16 = 0xfe0f;
/** 🏴 + "gbeng" / "gbsct" / "gbwls" in tag characters + cancel tag: the only RGI tag sequences. */
const SUBDIVISION_FLAG =
  /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}/gu;

/** Is the invisible code point at `k` of `cps` part of an emoji (a joiner or a selector)? */
function inEmoji(cps: string[], k: number): boolean {
  const cp = cps[k]!.codePointAt(0)!;
  const before = cps[k - 1];
  if (cp === VS15 || cp === VS16) return before !== undefined && EMOJI.test(before);
  if (cp !== ZWJ) return false;
  // The base before the joiner may carry a skin tone or a selector: 👩🏽‍💻, ❤️‍🔥.
  const base = before !== undefined && (MODIFIER.test(before) || before === '\uFE0F') ? cps[k - 2] : before;
  const after = cps[k + 1];
  return base !== undefined && PICTOGRAPH.test(base) && after !== undefined && PICTOGRAPH.test(after);
}

/** The first invisible code point of `s` (outside an emoji when `emoji`), as "U+200B at index 3". */
function invisibleAt(s: string, emoji: boolean): string | null {
  // Flags are blanked to as many visible code units, so the indices stay those of `s`.
  const text = emoji ? s.replace(SUBDIVISION_FLAG, (m) => '_'.repeat(m.length)) : s;
  const cps = Array.from(text);
  let index = 0;
  for (let k = 0; k < cps.length; k++) {
    const c = cps[k]!;
    if (INVISIBLE.test(c) && !(emoji && inEmoji(cps, k))) return `${hex(c.codePointAt(0)!)} at index ${index}`;
    index += c.length;
  }
  return null;
}

function problem(s: string, what: string, emoji: boolean): string | null {
  const at = (re: RegExp) => {
    const m = re.exec(s);
    return m ? `${hex(m[0].codePointAt(0)!)} at index ${m.index}` : null;
  };
  const control = at(/\p{Cc}/u);
  if (control) return `${what} may not contain control characters (${control})`;
  const bidi = at(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u);
  if (bidi) return `${what} may not contain bidirectional formatting characters (${bidi})`;
  const surrogate = at(/\p{Cs}/u);
  if (surrogate) return `${what} may not contain unpaired surrogates (${surrogate}; not valid Unicode text)`;
  const invisible = invisibleAt(s, emoji);
  if (invisible)
    return `${what} may not contain invisible characters (${invisible})${emoji ? '; joiners and selectors only inside emoji' : ''}`;
  // A blank string is left to the length check, which says it is empty.
  if (s.trim() !== '' && !VISIBLE.test(s))
    return `${what} needs at least one visible character (a letter, number, symbol or punctuation)`;
  return null;
}

/** Why a player name may not be used, or null when it is clean. */
export function nameProblem(name: string, what = 'a name'): string | null {
  return problem(name, what, false);
}

/** Why a chat line may not be sent, or null: as for names, but emoji sequences keep their joiners. */
export function chatTextProblem(text: string, what = 'a message'): string | null {
  return problem(text, what, true);
}
