import type { Lang, Stage } from '../core/index.js';
import { formatsOf } from './format.js';

/** A stage as it is asked about: `lowest` is the highest-card stage where the lowest card wins. */
export type AskedStage = Stage | 'lowest';

/**
 * The words of the verdict as far as it is known. `who` is who writes, with its verb ("Anna &
 * Chrigu write", "Anna writes": a team with an empty seat is the one player there); `seats` one
 * or more seats joined.
 */
export interface VerdictWords {
  /** "Player 1 & Player 3 write 50". */
  writes: (who: string, points: string) => string;
  /** The team is certain, its points are not (a partner's cards not known); `one`: a single player writes. */
  writesWeis: (who: string, one: boolean) => string;
  /** "Decided by the highest card." */
  decidedBy: (stage: string) => string;
  /** "Not decided yet: the highest card decides." */
  open: (stage: string) => string;
  /** Not decided yet, and many stages may still decide (what to ask follows). */
  undecided: string;
  /** Not decided yet, and two stages may still decide: `stages` joined as alternatives. */
  openAmong: (stages: readonly string[]) => string;
  /** Certain, but what is not known yet may still move the stage: "Decided by the points, or by the highest card if Player 2 also holds 100." */
  decidedOr: (first: string, others: readonly string[]) => string;
  /** One alternative of `decidedOr`: its stage, the seats that would make it (`many` of them), depending on what they hold. */
  orBy: (stage: string, seats: string, many: boolean) => string;
  /** The same, where those seats would be level at the stage before: "or by the highest card if Player 2 also holds 100". */
  orIfLevel: Readonly<Record<AskedStage, (stage: string, seats: string, value: string, many: boolean) => string>>;
  /** The condition under which a team writes: each of `seats` (`many` of them) below `value` at the stage. */
  ifBelow: Readonly<Record<AskedStage, (who: string, seats: string, value: string, many: boolean) => string>>;
  /** "… write if Left goes up to the King at most": the rivals may also match the value (a later stage decides for the team). */
  ifAtMost: Readonly<
    Record<'points' | 'cards' | 'highest' | 'lowest', (who: string, seats: string, value: string, many: boolean) => string>
  >;
  /** The question the table asks next. */
  questions: Readonly<Record<AskedStage, string>>;
  /** "Ask Right: up to which card?" */
  ask: (seats: string, question: string) => string;
  /** "Not said yet: Right, Left." */
  waiting: (seats: string) => string;
  /** Above a seat read as what its player said. */
  readAsSaid: string;
  /** "Values that can be said: 20, 50 or 100." */
  values: (list: string) => string;
  /** How likely each outcome is: "Player 1 & Player 3 write: 62 %". */
  chance: (who: string, share: number) => string;
  nobodyChance: (share: number) => string;
  /** A ladder value not said yet. */
  unsaid: string;
  /** What a seat said, in a line: "said “fifty”". */
  said: string;
  /** Beside a seat whose words were read from the game page, not tapped. */
  fromPage: string;
  /** One tap per value in the overlay: what the others said. */
  whatSaid: (seat: string) => string;
  nothing: string;
  clear: string;
  /** Parts of what was said, as the table says them: "4 cards", "up to the King", "in trump". */
  cards: (count: number) => string;
  upTo: (rank: string) => string;
  /** The kind of a Weis where a four of a kind beats a run of equal points: "a run", "a four of a kind". */
  aRun: string;
  aFour: string;
  inTrump: string;
  notInTrump: string;
  othersSaid: string;
  /** The other seats seen from one's own: right, partner, left. */
  seatsFromYou: readonly [string, string, string];
}

/** A share written as a percentage the language's own way. */
export const percentIn =
  (lang: Lang) =>
  (share: number): string =>
    formatsOf(lang).percent(share);

/** Alternatives joined the language's own way: "points, cards or highest card". */
export const orIn =
  (lang: Lang) =>
  (items: readonly string[]): string =>
    formatsOf(lang).or(items);

/**
 * A card's rank with its article in French, where a rank's name follows a preposition: "le roi",
 * "la dame", "l’as"; "au roi", "à la dame", "à l’as"; "du roi", "de la dame", "de l’as".
 */
export function frRank(value: string, with_: 'le' | 'à' | 'de'): string {
  const vowel = /^[aeiouhé]/i.test(value);
  const feminine = /^dame$/i.test(value);
  const article = vowel ? 'l’' : feminine ? 'la ' : 'le ';
  if (with_ === 'le') return `${article}${value}`;
  if (vowel || feminine) return `${with_} ${article}${value}`;
  return `${with_ === 'à' ? 'au' : 'du'} ${value}`;
}

/** The same in Italian: "il re", "la donna", "l’asso"; "al re", "alla donna", "all’asso"; "dal re", "dalla donna", "dall’asso". */
export function itRank(value: string, with_: 'il' | 'a' | 'da'): string {
  const vowel = /^[aeiou]/i.test(value);
  const feminine = /^donna$/i.test(value);
  if (with_ === 'il') return vowel ? `l’${value}` : feminine ? `la ${value}` : `il ${value}`;
  return vowel ? `${with_}ll’${value}` : feminine ? `${with_}lla ${value}` : `${with_}l ${value}`;
}

/**
 * A stage's name with its article in French, after "par" or "de": "par le nombre de cartes",
 * "par les points", "par la carte la plus haute", "par l’atout"; "du nombre", "des points".
 */
export function frStage(stage: string, with_: 'par' | 'de'): string {
  const article = /^[aeiou]/.test(stage) ? 'l’' : stage === 'points' ? 'les ' : /^(carte|place)/.test(stage) ? 'la ' : 'le ';
  if (with_ === 'par') return `par ${article}${stage}`;
  return `${article === 'le ' ? 'du ' : article === 'les ' ? 'des ' : `de ${article}`}${stage}`;
}

/** The same in Italian, after "da" or "di": "dal numero di carte", "dai punti", "dalla briscola", "dell’ordine dei semi". */
export function itStage(stage: string, with_: 'da' | 'di'): string {
  const by = with_ === 'da' ? 'da' : 'de';
  if (/^[aeiou]/.test(stage)) return `${by}ll’${stage}`;
  return `${by}${stage === 'punti' ? 'i' : /^(carta|briscola)/.test(stage) ? 'lla' : 'l'} ${stage}`;
}
