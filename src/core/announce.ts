/** The languages of the product. `de-CH` is Swiss German as spoken at the table. */
export const LANGS = ['en', 'de-CH', 'de', 'fr', 'it'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (text: unknown): text is Lang => LANGS.includes(text as Lang);

interface NumberWords {
  hundreds: readonly [string, string, string, string];
  tens: Readonly<Record<number, string>>;
  join: (hundreds: string, tens: string) => string;
}

/** What a player says at the table: the value of their best meld, never the cards. */
const NUMBER_WORDS: Readonly<Record<Lang, NumberWords>> = {
  en: {
    hundreds: ['', 'a hundred', 'two hundred', 'three hundred'],
    tens: { 20: 'twenty', 40: 'forty', 50: 'fifty', 60: 'sixty', 80: 'eighty' },
    join: (h, t) => `${h} and ${t}`,
  },
  'de-CH': {
    hundreds: ['', 'hundert', 'zwöihundert', 'drüühundert'],
    tens: { 20: 'zwänzg', 40: 'vierzg', 50: 'füfzg', 60: 'sächzg', 80: 'achzg' },
    join: (h, t) => h + t,
  },
  de: {
    hundreds: ['', 'hundert', 'zweihundert', 'dreihundert'],
    tens: { 20: 'zwanzig', 40: 'vierzig', 50: 'fünfzig', 60: 'sechzig', 80: 'achtzig' },
    join: (h, t) => h + t,
  },
  fr: {
    hundreds: ['', 'cent', 'deux cents', 'trois cents'],
    tens: { 20: 'vingt', 40: 'quarante', 50: 'cinquante', 60: 'soixante', 80: 'quatre-vingts' },
    // "deux cents" loses its s when followed by a number: "deux cent cinquante".
    join: (h, t) => `${h.replace(/s$/, '')} ${t}`,
  },
  it: {
    hundreds: ['', 'cento', 'duecento', 'trecento'],
    tens: { 20: 'venti', 40: 'quaranta', 50: 'cinquanta', 60: 'sessanta', 80: 'ottanta' },
    // "cento" + "ottanta" elides to "centottanta".
    join: (h, t) => (t.startsWith('o') ? h.slice(0, -1) + t : h + t),
  },
};

/** The words for an announced value (20 to 300) in one language, or the digits if it has none. */
export function announceWords(points: number, lang: Lang): string {
  const words = NUMBER_WORDS[lang];
  const hundreds = words.hundreds[Math.floor(points / 100)];
  const rest = points % 100;
  const tens = rest === 0 ? '' : words.tens[rest];
  if (hundreds === undefined || tens === undefined) return String(points);
  if (!tens) return hundreds;
  if (!hundreds) return tens;
  return words.join(hundreds, tens);
}

export function announceAll(points: number): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, announceWords(points, lang)])) as Record<Lang, string>;
}
