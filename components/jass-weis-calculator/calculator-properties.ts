import { LitElement, type PropertyDeclarations } from 'lit';
import {
  DEFAULT_PAIRING,
  defaultSettings,
  isNumberSetting,
  SETTING_NAMES,
  type SettingValues,
  type SuitPairing,
  settingSpec,
  tokenOf,
} from '../../src/core/index.js';
import { RULES_URL } from './controls.js';

/** Reflected string properties: whatever a script assigns, the attribute gets text, never an exception. */
const REFLECT_SAFELY = {
  fromAttribute: (value: string | null) => value,
  toAttribute: (value: unknown) => (typeof value === 'string' ? value : tokenOf(value)),
};

/** A number attribute left empty (`factor=""`, as a form or a CMS writes it) is not given: the default, never 0. */
const numberOr = (fallback: number) => ({
  fromAttribute: (value: string | null) => (value === null || value.trim() === '' ? fallback : Number(value)),
});

/** Each table setting of the core's registry is a property and its attribute of the same name: text, or a number. */
const settingProperties = (): PropertyDeclarations =>
  Object.fromEntries(
    SETTING_NAMES.map((name) => [
      name,
      isNumberSetting(name) ? { type: Number, converter: numberOr(Number(settingSpec(name).default)) } : { type: String },
    ]),
  );

/** A setting added to the registry is typed on the element without a word here. */
export interface CalculatorProperties extends SettingValues {}

/**
 * The calculator's public properties, their attributes and their defaults: what a page sets.
 * The element (`JassWeisCalculatorElement`) adds what it draws and how it is edited.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface adds the settings' types; Lit's properties create them.
export class CalculatorProperties extends LitElement {
  static override properties: PropertyDeclarations = {
    ...settingProperties(),
    // Themes and pages select on the rules in play.
    rules: { type: String, reflect: true, converter: REFLECT_SAFELY },
    lang: { type: String, reflect: true, converter: REFLECT_SAFELY },
    deck: { type: String },
    hands: { type: String },
    trick: { type: String },
    seats: { type: Number },
    input: { type: String },
    readonly: { type: Boolean, reflect: true },
    compact: { type: Boolean, reflect: true },
    odds: { type: Boolean, reflect: true },
    pairing: { attribute: false },
    rulesHref: { type: String, attribute: 'rules-href' },
    names: { type: String },
    you: { type: Number },
    theme: { type: String, reflect: true, converter: REFLECT_SAFELY },
  };

  /** Rules preset: schieber, official, no-cross, traditional, vorarlberg, belot, belote, klaverjas. */
  declare rules: string;
  /** Trump suit or mode: H D S C, obenabe, undenufe, bock, geiss, slalom, no-trumps, all-trumps. Empty: not known (no Stöck, no trump stage); the Trump control then shows "not known". */
  declare trump: string;
  /** The seat that plays first (0-3). */
  declare forehand: number;
  /** The round's factor. */
  declare factor: number;
  /** `schieber`, `molotow`, `coiffeur` or `differenzler`. */
  declare game: string;
  /** en, de-CH, de, fr, it; default: the nearest `lang` in the page, then the browser's. */
  declare lang: string;
  /** `french` or `german-swiss`; default from the language. */
  declare deck: string;
  /** Seats separated by `|`, each in any notation. */
  declare hands: string;
  /** The cards of one trick, in any notation: its roem where melds count in tricks (`rules="klaverjas"`), its Tischweis in Molotow. */
  declare trick: string;
  /** `1` quick mode (one seat) or `4` the full table. */
  declare seats: number;
  /** `hands` (cards and the picker; melds where a whole text is meld language) or `melds` (melds entered directly). */
  declare input: string;
  /** An illustration: shows the table and its result, no editing. */
  declare readonly: boolean;
  /**
   * Quick mode in a small window (an extension's popup): the card picker opens on a tap once the
   * hand has cards, the hand's title and the image buttons are left out, and who has not said
   * anything yet is told by the headline alone.
   */
  declare compact: boolean;
  /** Shows how often a lone hand's Weis wins, by Monte Carlo over the unseen cards (off by default). */
  declare odds: boolean;
  /** German-Swiss to French suits. */
  declare pairing: SuitPairing;
  /** Where the preset descriptions link to for the rules and their sources (`#<preset>` is added). */
  declare rulesHref: string;
  /** Players' names by seat, separated by `|` ("Anna|Beat|Chrigu|Dani"); "Player 1" to "Player 4" where none. */
  declare names: string;
  /** The seat (0-3) of the reader, where the element speaks to a player: "You win"; without `names`, the seats are named from there (You, right, partner, left). */
  declare you: number;
  /** `light`, `dark`, or `auto` (the default: the reader's system setting). */
  declare theme: string;

  constructor() {
    super();
    Object.assign(this, defaultSettings());
    this.deck = '';
    this.hands = '';
    this.trick = '';
    this.seats = 4;
    this.input = 'hands';
    this.readonly = false;
    this.compact = false;
    this.odds = false;
    this.pairing = DEFAULT_PAIRING;
    this.rulesHref = RULES_URL;
    this.names = '';
    this.you = -1;
    this.theme = 'auto';
  }
}
