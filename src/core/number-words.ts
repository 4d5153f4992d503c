import type { Word } from './parse.js';

/*
 * Numbers as players say them, in the five languages: "a hundred and fifty", "hundred fifty",
 * "hundertfünfzig", "hundertfüfzg", "cent cinquante", "centocinquanta", "quatre-vingts",
 * "thirty", "75". Read into their value, so that a number that is no value of a Weis can be
 * answered with the values there are, and never skipped. Words are normalized (no accents,
 * lower case) before they come here; compounds written as one word are taken apart.
 */

type Part = { kind: 'unit' | 'teen' | 'ten'; value: number } | { kind: 'hundred' } | { kind: 'and' };

const UNITS: Record<string, number> = {
  one: 1,
  ein: 1,
  eins: 1,
  eis: 1,
  un: 1,
  uno: 1,
  two: 2,
  zwei: 2,
  zwoi: 2,
  zwo: 2,
  deux: 2,
  due: 2,
  three: 3,
  drei: 3,
  dru: 3,
  druu: 3,
  trois: 3,
  tre: 3,
  four: 4,
  vier: 4,
  quatre: 4,
  quattro: 4,
  five: 5,
  funf: 5,
  fuf: 5,
  cinq: 5,
  cinque: 5,
  six: 6,
  sechs: 6,
  sachs: 6,
  sei: 6,
  seven: 7,
  sieben: 7,
  sibe: 7,
  sept: 7,
  sette: 7,
  eight: 8,
  acht: 8,
  huit: 8,
  otto: 8,
  nine: 9,
  neun: 9,
  nun: 9,
  nuun: 9,
  neuf: 9,
  nove: 9,
};

const TEENS: Record<string, number> = {
  ten: 10,
  zehn: 10,
  zah: 10,
  dix: 10,
  dieci: 10,
  eleven: 11,
  elf: 11,
  onze: 11,
  undici: 11,
  twelve: 12,
  zwolf: 12,
  douze: 12,
  dodici: 12,
  thirteen: 13,
  dreizehn: 13,
  treize: 13,
  tredici: 13,
  fourteen: 14,
  vierzehn: 14,
  quatorze: 14,
  quattordici: 14,
  fifteen: 15,
  funfzehn: 15,
  quinze: 15,
  quindici: 15,
  sixteen: 16,
  sechzehn: 16,
  seize: 16,
  sedici: 16,
  seventeen: 17,
  siebzehn: 17,
  eighteen: 18,
  achtzehn: 18,
  nineteen: 19,
  neunzehn: 19,
};

const TENS: Record<string, number> = {
  twenty: 20,
  zwanzig: 20,
  zwanzg: 20,
  zwonzg: 20,
  vingt: 20,
  vingts: 20,
  venti: 20,
  thirty: 30,
  dreissig: 30,
  drissg: 30,
  drissig: 30,
  trente: 30,
  trenta: 30,
  forty: 40,
  vierzig: 40,
  vierzg: 40,
  quarante: 40,
  quaranta: 40,
  fifty: 50,
  funfzig: 50,
  fufzig: 50,
  fufzg: 50,
  fuffzg: 50,
  fuefzg: 50,
  cinquante: 50,
  cinquanta: 50,
  sixty: 60,
  sechzig: 60,
  sachzg: 60,
  soixante: 60,
  sessanta: 60,
  seventy: 70,
  siebzig: 70,
  sibezg: 70,
  septante: 70,
  settanta: 70,
  eighty: 80,
  achtzig: 80,
  achzg: 80,
  huitante: 80,
  octante: 80,
  ottanta: 80,
  ninety: 90,
  neunzig: 90,
  nunzg: 90,
  nonante: 90,
  novanta: 90,
};

const HUNDREDS = new Set(['hundred', 'hundreds', 'hundert', 'cent', 'cents', 'cento']);
/** Joiners inside a number: "a hundred and fifty", "fünfundzwanzig", "vingt et un". */
const JOINERS = new Set(['and', 'und', 'et', 'e']);

const MORPHEMES: ReadonlyMap<string, Part> = /* @__PURE__ */ (() => {
  const map = new Map<string, Part>();
  for (const [word, value] of Object.entries(UNITS)) map.set(word, { kind: 'unit', value });
  for (const [word, value] of Object.entries(TEENS)) map.set(word, { kind: 'teen', value });
  for (const [word, value] of Object.entries(TENS)) map.set(word, { kind: 'ten', value });
  for (const word of HUNDREDS) map.set(word, { kind: 'hundred' });
  // Italian elides cento's o before ottanta: "centottanta".
  map.set('cent', { kind: 'hundred' });
  map.set('und', { kind: 'and' });
  return map;
})();
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
  const lead = first.norm === 'a' && HUNDREDS.has(words[at + 1]?.norm ?? '') ? 1 : 0;
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
