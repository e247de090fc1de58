/*
 * Template scouts (decision 015). A recruiter's scout is refused when most of it has already
 * been sent, by the same recruiter, to somebody else. "Most of it" is measured on character
 * 3-grams of a normalised text, because Japanese has no spaces to split words on and a
 * segmenter's words shift with one changed character.
 */

/** Share of the draft's 3-grams found in one earlier scout at which the draft is a copy. */
export const SCOUT_SIMILARITY_THRESHOLD = 0.8;

/**
 * Normalised drafts shorter than this are compared whole. From this length on, one edited
 * character (which touches at most three 3-grams) can no longer move the similarity across
 * the threshold's 20% margin by itself: 3 / (17 - 2) = 0.2.
 */
export const SCOUT_SHORT_BODY_CHARS = 17;

export interface ScoutDraft {
  body: string;
  /** The recipient's display name, user name and the like: what a template fills in. */
  recipientNames: readonly string[];
}

export interface PreviousScout extends ScoutDraft {
  id: number;
}

export interface NearCopy {
  id: number;
  /** Share of the draft's distinct 3-grams that also occur in scout `id`, 0 to 1. */
  similarity: number;
}

// Placeholders come from the Private Use Area, which normalisation first empties, so no
// text can spell them.
const URL_MARK = '\uE000';
const NAME_MARK = '\uE001';
const NUMBER_MARK = '\uE002';

// Invisible format characters (zero-width space, joiners, BOM) could be sprinkled through a
// template to break every 3-gram while the mail looks the same.
const INVISIBLE = /[\p{Cf}\p{Co}\p{Cs}]/gu;
// Unicode property classes are slow on long two-byte strings; this plain class covers every
// BMP character of the three categories and every astral one (by its surrogates), so text
// it does not match has nothing to remove.
const MAYBE_INVISIBLE =
  /[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uD800-\uDFFF\uE000-\uF8FF\uFEFF\uFFF9-\uFFFB]/;
// After NFKC a URL is ASCII, and Japanese text often runs straight on from it (…/taroを拝見).
// Bare domain-and-path forms count too: templates write github.com/… without a scheme.
const URL = /(?:https?:\/\/|www\.)[!-~]+|(?<![!-~])(?:[a-z0-9-]+\.)+[a-z]{2,}\/[!-~]*/g;
// Salaries, years, counts: "年収600万円" and "年収800万円" are one template.
const DIGITS = /[0-9]+(?:[.,][0-9]+)*/g;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const baseNormalise = (text: string) => {
  const folded = text.normalize('NFKC').toLowerCase();
  return MAYBE_INVISIBLE.test(folded) ? folded.replace(INVISIBLE, '') : folded;
};

/** a-z and 0-9: what a space may stand between after normalising. */
const isLatinOrDigit = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
const isWordChar = (code: number) => isLatinOrDigit(code) || code === 95;

/** Whitespace separates words only between Latin words and numbers (after lower-casing). */
const squeezeSpace = (text: string) =>
  text.replace(/\s+/g, (run: string, at: number, whole: string) =>
    isLatinOrDigit(whole.charCodeAt(at - 1)) && isLatinOrDigit(whole.charCodeAt(at + run.length))
      ? ' '
      : '',
  );

// Honorifics a template puts right after the name it fills in. After squeezeSpace only a
// Latin one can still be apart from a Latin name (taro san, taro-san).
const HONORIFICS = ['ちゃん', 'さま', 'さん', 'どの', 'くん', '様', '殿', '氏', '君'];
const LATIN_HONORIFICS = ['sama', 'san'];

// An unfilled slot (〇〇様) is the same template as a filled one.
const BLANK_NAME = new RegExp(`[〇○◯●×]{2,}(?:${HONORIFICS.map(escapeRegExp).join('|')})?`, 'g');

/** Where an honorific starting at `at` ends, or -1. */
function honorificEnd(text: string, at: number): number {
  for (const h of HONORIFICS) if (text.startsWith(h, at)) return at + h.length;
  const code = text.charCodeAt(at);
  const from = code === 32 || code === 45 ? at + 1 : at;
  for (const h of LATIN_HONORIFICS) {
    if (text.startsWith(h, from) && !isWordChar(text.charCodeAt(from + h.length))) {
      return from + h.length;
    }
  }
  return -1;
}

/**
 * Every form a template may print a recipient's name in: whole, and each part alone (family
 * or given name), normalised like the text, longest first so 山田太郎 goes before 山田.
 */
function nameForms(recipientNames: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const raw of recipientNames) {
    const parts = baseNormalise(raw).split(/\s+/).filter(Boolean);
    if (parts.length > 1) forms.add(squeezeSpace(parts.join(' ')));
    for (const part of parts) forms.add(part);
  }
  return [...forms].sort((x, y) => y.length - x.length);
}

/**
 * Replaces each recipient name, with the honorific after it, by NAME_MARK. A one-character
 * part (林) counts only with an honorific, so the same character elsewhere stays. A name
 * that starts or ends like a Latin word must start or end a word, so the user name "go"
 * leaves "golang" alone. indexOf rather than a pattern built per recipient: compiling a
 * regular expression for each of 200 earlier scouts took longer than all the rest.
 */
function replaceNames(text: string, recipientNames: readonly string[]): string {
  for (const name of nameForms(recipientNames)) {
    const single = [...name].length < 2;
    const wordStart = isWordChar(name.charCodeAt(0));
    const wordEnd = isWordChar(name.charCodeAt(name.length - 1));
    let out = '';
    let copied = 0;
    let from = 0;
    for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, from)) {
      const end = at + name.length;
      const honorific = honorificEnd(text, end);
      const fits =
        !(wordStart && isWordChar(text.charCodeAt(at - 1))) &&
        (honorific !== -1 || (!single && !(wordEnd && isWordChar(text.charCodeAt(end)))));
      if (!fits) {
        from = at + 1;
        continue;
      }
      out += text.slice(copied, at) + NAME_MARK;
      copied = from = honorific === -1 ? end : honorific;
    }
    if (copied > 0) text = out + text.slice(copied);
  }
  return text;
}

/**
 * The text a scout is compared by: NFKC, lower case, invisible characters dropped, URLs,
 * recipient names (with the honorific after them) and digit runs each replaced by one
 * placeholder, and whitespace gone except one space between two Latin words or numbers, so a
 * template re-wrapped or re-indented is still the same template.
 */
export function normaliseScoutBody(body: string, recipientNames: readonly string[]): string {
  const text = squeezeSpace(baseNormalise(body).replace(URL, URL_MARK));
  return replaceNames(text, recipientNames)
    .replace(BLANK_NAME, NAME_MARK)
    .replace(DIGITS, NUMBER_MARK);
}

const pairBit = (x: number, y: number) => Math.imul((x << 16) ^ y, 0x9e3779b1) >>> 16;

/**
 * The draft's distinct 3-grams, held so that earlier scouts can be checked against them
 * quickly. A Map of 3-character strings would cost an allocation and a string hash for every
 * 3-gram of every earlier scout, about the whole time budget on its own. Instead each
 * character the draft uses gets a dense id from 1 (from a flat table for the BMP, where
 * nearly all text is), any other character is 0, since a 3-gram holding it cannot be shared,
 * and the draft's 3-grams are id triples in an open-addressing table.
 */
class DraftShingles {
  /** Distinct 3-grams of the draft. */
  readonly size: number;
  private readonly bmp = new Int32Array(0x10000);
  private readonly astral = new Map<number, number>();
  /**
   * Four numbers per slot, side by side so one probe touches one cache line: the three ids
   * (0 for an empty slot) and the number of the last earlier scout that shared the 3-gram,
   * plus one, which counts it once per scout without clearing anything between scouts.
   */
  private readonly slots: Int32Array;
  /**
   * A 65,536-bit filter of the draft's adjacent pairs: most 3-grams of another text fail on
   * their first two characters here, in 8 KiB that stay in the fastest cache, before they
   * would probe the table. Halves the check on text with a large alphabet.
   */
  private readonly pairs = new Int32Array(2048);
  private readonly mask: number;
  private readonly shift: number;

  constructor(text: string) {
    const ids: number[] = [];
    let alphabet = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text.codePointAt(i)!;
      if (ch > 0xffff) i++;
      let id = this.id(ch);
      if (id === 0) {
        id = ++alphabet;
        if (ch <= 0xffff) this.bmp[ch] = id;
        else this.astral.set(ch, id);
      }
      ids.push(id);
    }
    let bits = 4;
    while (1 << bits < ids.length * 2) bits++;
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    this.slots = new Int32Array(4 << bits);
    for (let i = 1; i < ids.length; i++) {
      const bit = pairBit(ids[i - 1]!, ids[i]!);
      this.pairs[bit >>> 5]! |= 1 << (bit & 31);
    }
    let size = 0;
    for (let i = 2; i < ids.length; i++) {
      const at = this.find(ids[i - 2]!, ids[i - 1]!, ids[i]!);
      if (this.slots[at] === 0) {
        this.slots[at] = ids[i - 2]!;
        this.slots[at + 1] = ids[i - 1]!;
        this.slots[at + 2] = ids[i]!;
        size++;
      }
    }
    this.size = size;
  }

  private id(ch: number): number {
    return ch <= 0xffff ? this.bmp[ch]! : (this.astral.get(ch) ?? 0);
  }

  /** The slot (its first index) holding the 3-gram, or the empty one it would take. */
  private find(x: number, y: number, z: number): number {
    const { slots, mask } = this;
    // Fibonacci hashing: the product's top bits depend on every bit of the mixed ids.
    let h = Math.imul((x << 20) ^ (y << 10) ^ z, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const at = h << 2;
      const first = slots[at];
      if (first === 0 || (first === x && slots[at + 1] === y && slots[at + 2] === z)) return at;
      h = (h + 1) & mask;
    }
  }

  /** How many of the draft's 3-grams `text` holds; `scout` must differ between calls. */
  sharedWith(text: string, scout: number): number {
    const { slots, pairs } = this;
    const stamp = scout + 1;
    let shared = 0;
    let y = 0;
    let z = 0;
    let pairKnown = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text.codePointAt(i)!;
      if (ch > 0xffff) i++;
      const x = y;
      y = z;
      z = this.id(ch);
      if (z === 0) {
        pairKnown = false;
        continue;
      }
      if (pairKnown) {
        const at = this.find(x, y, z);
        if (slots[at] !== 0 && slots[at + 3] !== stamp) {
          slots[at + 3] = stamp;
          shared++;
        }
      }
      const bit = pairBit(y, z);
      pairKnown = y !== 0 && (pairs[bit >>> 5]! & (1 << (bit & 31))) !== 0;
    }
    return shared;
  }
}

const isShort = (normalised: string) => [...normalised].length < SCOUT_SHORT_BODY_CHARS;

/**
 * Share of the draft's distinct 3-grams that `other` also holds, 0 to 1, after normalising
 * both; a short draft (SCOUT_SHORT_BODY_CHARS) is 1 when equal to `other` and 0 otherwise.
 * What findNearCopy compares with the threshold, for showing a recruiter why.
 */
export function scoutSimilarity(draft: ScoutDraft, other: ScoutDraft): number {
  const draftText = normaliseScoutBody(draft.body, draft.recipientNames);
  const otherText = normaliseScoutBody(other.body, other.recipientNames);
  if (isShort(draftText)) return draftText === otherText ? 1 : 0;
  const shingles = new DraftShingles(draftText);
  return shingles.sharedWith(otherText, 0) / shingles.size;
}

/**
 * The earlier scout, by the same recruiter to someone else, that the draft is a near copy
 * of: the one sharing the largest share of the draft's 3-grams, when that share reaches
 * SCOUT_SIMILARITY_THRESHOLD (the first listed on a tie), else null. The caller passes only
 * scouts to other people: a follow-up to the same person may quote the first message.
 *
 * Containment of the draft in each earlier scout, rather than Jaccard: the question is how
 * much of what this person is about to read someone else has already read. Cutting sentences
 * from a template leaves that at 1; adding new ones lowers it by exactly their share.
 */
export function findNearCopy(
  draft: ScoutDraft,
  previous: readonly PreviousScout[],
): NearCopy | null {
  if (previous.length === 0) return null;
  const draftText = normaliseScoutBody(draft.body, draft.recipientNames);
  let best: NearCopy | null = null;

  if (isShort(draftText)) {
    for (const p of previous) {
      if (normaliseScoutBody(p.body, p.recipientNames) === draftText) {
        return { id: p.id, similarity: 1 };
      }
    }
    return null;
  }

  const shingles = new DraftShingles(draftText);
  for (let n = 0; n < previous.length; n++) {
    const p = previous[n]!;
    const shared = shingles.sharedWith(normaliseScoutBody(p.body, p.recipientNames), n);
    const similarity = shared / shingles.size;
    if (similarity >= SCOUT_SIMILARITY_THRESHOLD && (!best || similarity > best.similarity)) {
      best = { id: p.id, similarity };
      if (similarity === 1) break;
    }
  }
  return best;
}
