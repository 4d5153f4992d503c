import type { Word } from './parse.js';

/*
 * Numbers as players say them, in the five languages: "a hundred and fifty", "hundred fifty",
 * "hundertfünfzig", "hundertfüfzg", "cent cinquante", "centocinquanta", "quatre-vingts",
 * "thirty", "75". Read into their value, so that a number that is no value of a Weis can be
 * answered with the values there are, and never skipped. Words are normalized (no accents,
 * lower case) before they come here; compounds written as one word are taken apart.
 */

type Part = { kind: 'unit' | 'teen' | 'ten'; value: number } | { kind: 'hundred' } | { kind: 'and' };

/*
 * Number words by value, one group per value from 1 (units), 10 (tens and teens) and 20 (the
 * tens from twenty): the words of English, German, Swiss German, French and Italian,
 * normalized. Kept as text: the table is a large part of what this file weighs.
 */
const UNIT_WORDS =
  'one ein eins eis un uno|two zwei zwoi zwo deux due|three drei dru druu trois tre|four vier quatre quattro|' +
  'five funf fuf cinq cinque|six sechs sachs sei|seven sieben sibe sept sette|eight acht huit otto|nine neun nun nuun neuf nove';
/** Ten, and the teens French needs for seventy and ninety ("soixante-dix", "quatre-vingt-dix"); other teens are no Weis's. */
const TEEN_WORDS = 'ten zehn zah dix dieci';
const TEN_WORDS =
  'twenty zwanzig zwanzg zwonzg vingt vingts venti|thirty dreissig drissg drissig trente trenta|' +
  'forty vierzig vierzg quarante quaranta|fifty funfzig fufzig fufzg fuffzg fuefzg cinquante cinquanta|' +
  'sixty sechzig sachzg soixante sessanta|seventy siebzig sibezg septante settanta|' +
  'eighty achtzig achzg huitante octante ottanta|ninety neunzig nunzg nonante novanta';

/** Joiners inside a number: "a hundred and fifty", "fünfundzwanzig", "vingt et un". */
const JOINERS = new Set(['and', 'und', 'et', 'e']);

const MORPHEMES: ReadonlyMap<string, Part> = /* @__PURE__ */ (() => {
  const map = new Map<string, Part>();
  const add = (groups: string, kind: 'unit' | 'teen' | 'ten', value: (index: number) => number) =>
    groups.split('|').forEach((group, index) => {
      for (const word of group.split(' ')) map.set(word, { kind, value: value(index) });
    });
  add(UNIT_WORDS, 'unit', (index) => index + 1);
  add(TEEN_WORDS, 'teen', (index) => index + 10);
  add(TEN_WORDS, 'ten', (index) => (index + 2) * 10);
  // Italian elides cento's o before ottanta: "centottanta".
  for (const word of ['hundred', 'hundreds', 'hundert', 'cent', 'cents', 'cento']) map.set(word, { kind: 'hundred' });
  map.set('und', { kind: 'and' });
  return map;
})();
/** The words of the values a Weis has (tens and hundreds), for suggestions on a slip ("fifyt" → fifty). */
export const VALUE_WORDS: readonly string[] = /* @__PURE__ */ (() =>
  [...MORPHEMES].flatMap(([word, part]) => (part.kind === 'ten' || part.kind === 'hundred' ? [word] : [])))();
const LONGEST_MORPHEME = /* @__PURE__ */ (() => Math.max(...[...MORPHEMES.keys()].map((word) => word.length)))();

/** A word as number parts: itself, or a compound taken apart ("zweihundertfunfzig"); null when it is no number. */
function partsOf(norm: string): Part[] | null {
  const whole = MORPHEMES.get(norm);
  if (whole) return whole.kind === 'and' ? null : [whole];
  if (norm.length > 40) return null;
  const split = (from: number): Part[] | null => {
    if (from === norm.length) return [];
    for (let end = Math.min(norm.length, from + LONGEST_MORPHEME); end > from; end--) {
      const part = MORPHEMES.get(norm.slice(from, end));
      if (!part) continue;
      const rest = split(end);
      if (rest) return [part, ...rest];
    }
    return null;
  };
  const parts = split(0);
  return parts && parts.length > 1 && parts.at(-1)?.kind !== 'and' ? parts : null;
}

/** After the hundreds: tens and units as each language orders them. The value and the part after it. */
function belowHundred(parts: readonly Part[], at: number): { value: number; end: number } | null {
  const [a, b, c] = [parts[at], parts[at + 1], parts[at + 2]];
  if (!a || a.kind === 'hundred' || a.kind === 'and') return null;
  // "fünfundzwanzig": the unit first.
  if (a.kind === 'unit' && b?.kind === 'and' && c?.kind === 'ten') return { value: a.value + c.value, end: at + 3 };
  // "quatre-vingts", "quatre-vingt-dix": four twenties.
  if (a.kind === 'unit' && a.value === 4 && b?.kind === 'ten' && b.value === 20) {
    const tail = c?.kind === 'unit' || c?.kind === 'teen' ? c.value : 0;
    return { value: 80 + tail, end: at + (tail ? 3 : 2) };
  }
  if (a.kind === 'ten') {
    if (a.value === 60 && b?.kind === 'teen') return { value: 60 + b.value, end: at + 2 };
    if (b?.kind === 'unit') return { value: a.value + b.value, end: at + 2 };
    if (b?.kind === 'and' && c?.kind === 'unit') return { value: a.value + c.value, end: at + 3 };
  }
  return { value: a.value, end: at + 1 };
}

/** A number from its parts: [unit] hundred [and] below-hundred, or below-hundred alone. How many parts it used. */
function numberOfParts(parts: readonly Part[]): { value: number; used: number } | null {
  const [a, b] = [parts[0], parts[1]];
  const hundreds =
    a?.kind === 'hundred'
      ? { value: 100, end: 1 }
      : a?.kind === 'unit' && b?.kind === 'hundred'
        ? { value: a.value * 100, end: 2 }
        : null;
  if (!hundreds) {
    const rest = belowHundred(parts, 0);
    return rest ? { value: rest.value, used: rest.end } : null;
  }
  // "a hundred and fifty": the joiner only where a number follows it.
  const after = parts[hundreds.end]?.kind === 'and' ? hundreds.end + 1 : hundreds.end;
  const rest = belowHundred(parts, after);
  return rest ? { value: hundreds.value + rest.value, used: rest.end } : { value: hundreds.value, used: hundreds.end };
}

/** The longest number phrase starting at word `at`: its value and how many words it takes; null where none starts. */
export function numberAt(words: readonly Word[], at: number): { value: number; words: number } | null {
  const first = words[at];
  if (!first) return null;
  if (/^\d+$/.test(first.norm)) {
    const digits = first.norm.replace(/^0+(?=\d)/, '');
    // Long digit strings are numbers too, just no value: their size does not matter.
    return { value: digits.length > 6 ? Number.MAX_SAFE_INTEGER : Number(digits), words: 1 };
  }
  // "a hundred": the article stands for one.
  const lead = first.norm === 'a' && MORPHEMES.get(words[at + 1]?.norm ?? '')?.kind === 'hundred' ? 1 : 0;
  const parts: Part[] = [];
  const ends: number[] = [];
  for (let i = at + lead; i < words.length && i < at + 8; i++) {
    const word = words[i] as Word;
    if (i > at + lead && word.segment !== (words[i - 1] as Word).segment) break;
    const own = JOINERS.has(word.norm) ? [{ kind: 'and' } as Part] : partsOf(word.norm);
    if (!own) break;
    parts.push(...own);
    ends.push(parts.length);
  }
  const read = numberOfParts(parts);
  if (!read) return null;
  // The words whose parts were all used.
  const taken = ends.filter((end) => end <= read.used).length;
  return taken > 0 ? { value: read.value, words: taken + lead } : null;
}
