import {
  DEFAULT_PAIRING,
  type Face,
  isLang,
  isPresetName,
  type Lang,
  type PresetName,
  readOptional,
  readPairing,
  type SuitPairing,
} from '../core/index.js';

/** The settings shared by popup, side panel and overlay. */
export interface Settings {
  rules: PresetName;
  /** Empty: the browser's language. */
  lang: Lang | '';
  /** Empty: from the language. */
  deck: Face | '';
  pairing: SuitPairing;
  overlay: boolean;
}

export const DEFAULT_SETTINGS: Settings = { rules: 'schieber', lang: '', deck: '', pairing: DEFAULT_PAIRING, overlay: true };

/** Whatever storage holds, a complete and valid `Settings` (old or hand-edited values fall back). */
export function normalizeSettings(value: unknown): Settings {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof Settings, unknown>>;
  return {
    rules: isPresetName(raw.rules) ? raw.rules : DEFAULT_SETTINGS.rules,
    lang: isLang(raw.lang) ? raw.lang : '',
    deck: raw.deck === 'french' || raw.deck === 'german-swiss' ? raw.deck : '',
    pairing: readOptional(raw.pairing, DEFAULT_PAIRING, readPairing).value ?? DEFAULT_PAIRING,
    overlay: typeof raw.overlay === 'boolean' ? raw.overlay : DEFAULT_SETTINGS.overlay,
  };
}

/** The alternative pairing some players use: Eicheln with clubs, Schellen with diamonds. */
export const ALTERNATIVE_PAIRING: SuitPairing = { rosen: 'H', eicheln: 'C', schilten: 'S', schellen: 'D' };
