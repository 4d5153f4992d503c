import { parseArgs } from 'node:util';
import {
  cutToken,
  FACES,
  type Face,
  isLang,
  type Lang,
  LIMITS,
  SETTING_NAMES,
  type SettingName,
  settingSpec,
  type TableRequest,
} from '../core/index.js';
import { parseSeatNames } from '../i18n/seat-names.js';
import type { ViewError } from '../i18n/sentences.js';

export type Command = 'table' | 'stats' | 'odds' | 'render' | 'serve';

export interface CliOptions {
  command: Command;
  request: TableRequest;
  /** odds: the player's seat (0-3; typed 1-4), the number of deals, the seed, what others announced. */
  seat: number;
  deals: number;
  seed: number;
  announced: { seat: number; points: number }[];
  lang: Lang;
  face: Face | null;
  /** Players' names by seat ("Anna|Beat|Chrigu|Dani"). */
  names: string[];
  json: boolean;
  help: boolean;
  example: boolean;
  /** `--options`: the rule options listed; `--schema`: the JSON Schema of a table. */
  listOptions: boolean;
  schema: boolean;
  /** render: what to write (HTML with the element, an SVG picture, a PNG picture), and where (stdout when absent). */
  format: 'html' | 'svg' | 'png';
  out: string | null;
  /** serve: where it listens, and the public origin its links name (default: where it listens). */
  port: number;
  host: string;
  origin: string | null;
}

/** The classic argument: a five-card sequence against four aces, in opposing seats. */
export const EXAMPLE_REQUEST: TableRequest = { rules: 'schieber', trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA'] };

const NULL_SEATS = new Set(['-', '?', 'null', '']);

/** A player typed 1-4 as the seat index 0-3; anything else stays as typed, for its error. */
const oneBased = (value: number | string | undefined): number | string | undefined =>
  typeof value === 'number' && value >= 1 && value <= 4 ? value - 1 : typeof value === 'number' ? String(value) : value;

function parseNumber(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** `--option crossUse=false`: a rule option, its value as JSON where it parses. */
function parseOptions(pairs: string[] | undefined): Record<string, unknown> | ViewError | undefined {
  if (!pairs?.length) return undefined;
  const entries: [string, unknown][] = [];
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at < 1) return { code: 'bad-arguments', field: 'option', token: cutToken(pair) };
    const value = pair.slice(at + 1);
    try {
      entries.push([pair.slice(0, at), JSON.parse(value)]);
    } catch {
      entries.push([pair.slice(0, at), value]);
    }
  }
  // Own keys only: `__proto__=…` stays a key (and is refused as an unknown option), never a prototype.
  return Object.fromEntries(entries);
}

/** Reads the command line; never throws, a bad flag is a coded error. */
export function parseCli(argv: readonly string[]): CliOptions | ViewError {
  let parsed: ReturnType<typeof parseWith>;
  try {
    parsed = parseWith(argv);
  } catch (error) {
    const token = /'([^']+)'/.exec(String((error as Error).message))?.[1] ?? argv.join(' ');
    return { code: 'bad-arguments', token: cutToken(token) };
  }
  const { values } = parsed;
  const first = parsed.positionals[0];
  const command: Command = first === 'stats' || first === 'odds' || first === 'render' || first === 'serve' ? first : 'table';
  const positionals = command === 'table' ? parsed.positionals : parsed.positionals.slice(1);
  // People count players from 1: the command line does too; data keeps 0-3.
  const seat = parseNumber(values.seat ?? '1');
  const deals = parseNumber(values.deals ?? '100000');
  const seed = parseNumber(values.seed ?? '1');
  if (typeof seat !== 'number' || seat < 1 || seat > 4)
    return { code: 'bad-arguments', field: 'seat', token: cutToken(`--seat ${values.seat}`) };
  if (typeof deals !== 'number' || deals < 1 || deals > LIMITS.deals)
    return { code: 'bad-arguments', field: 'deals', token: cutToken(`--deals ${values.deals}`) };
  if (typeof seed !== 'number' || seed < 0 || seed > 2 ** 32 - 1)
    return { code: 'bad-arguments', field: 'seed', token: cutToken(`--seed ${values.seed}`) };
  const announced: { seat: number; points: number }[] = [];
  for (const entry of values.announced ?? []) {
    const match = /^([1-4])[:=](\d+)$/.exec(entry);
    if (!match) return { code: 'bad-arguments', field: 'announced', token: cutToken(`--announced ${entry}`) };
    announced.push({ seat: Number(match[1]) - 1, points: Number(match[2]) });
  }
  const port = parseNumber(values.port ?? '8787');
  if (typeof port !== 'number' || port < 0 || port > 65535)
    return { code: 'bad-arguments', field: 'port', token: cutToken(`--port ${values.port}`) };
  if (values.origin !== undefined && (!/^https?:\/\/[^/?#\s]+\/?$/.test(values.origin) || !URL.canParse(values.origin)))
    return { code: 'bad-arguments', field: 'origin', token: cutToken(`--origin ${values.origin}`) };
  const lang = values.lang ?? 'en';
  if (!isLang(lang)) return { code: 'unknown-lang', field: 'lang', token: cutToken(lang) };
  if (values.svg && values.png) return { code: 'bad-arguments', field: 'format', token: '--svg --png' };
  if (values.face !== undefined && !FACES.includes(values.face as Face))
    return { code: 'bad-arguments', field: 'face', token: cutToken(values.face) };
  const options = parseOptions(values.option);
  if (options && 'code' in options) return options as ViewError;
  const tricks = values.tricks?.split(/[,\s]+/).map((part) => parseNumber(part));
  const settings = Object.fromEntries(
    SETTING_NAMES.map((name) => {
      const text = values[name];
      if (text === undefined || typeof text !== 'string') return [name, undefined];
      const kind = settingSpec(name).kind;
      return [name, kind === 'seat' ? oneBased(parseNumber(text)) : kind === 'integer' ? parseNumber(text) : text];
    }),
  );
  const request: TableRequest = {
    ...settings,
    tricks,
    options,
    trick: values.trick,
    hands: positionals.map((hand) => (NULL_SEATS.has(hand.trim().toLowerCase()) ? null : hand)),
  };
  return {
    command,
    seat: seat - 1,
    deals,
    seed,
    announced,
    names: parseSeatNames(values.names),
    request,
    lang,
    face: (values.face as Face | undefined) ?? null,
    json: values.json ?? false,
    help: values.help ?? false,
    example: values.example ?? false,
    listOptions: values.options ?? false,
    schema: values.schema ?? false,
    format: values.png ? 'png' : values.svg ? 'svg' : 'html',
    out: values.out ?? null,
    port,
    host: values.host ?? '127.0.0.1',
    origin: values.origin ?? null,
  };
}

/** The table settings' options, from the registry: `--factor F`, `-x F`. */
function settingOptions(): Record<SettingName, { type: 'string'; short?: string }> {
  return Object.fromEntries(
    SETTING_NAMES.map((name) => {
      const { short } = settingSpec(name).cli;
      return [name, short ? { type: 'string' as const, short } : { type: 'string' as const }];
    }),
  ) as Record<SettingName, { type: 'string'; short?: string }>;
}

function parseWith(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      ...settingOptions(),
      lang: { type: 'string', short: 'l' },
      face: { type: 'string' },
      tricks: { type: 'string' },
      trick: { type: 'string' },
      option: { type: 'string', multiple: true },
      seat: { type: 'string' },
      names: { type: 'string' },
      deals: { type: 'string' },
      seed: { type: 'string' },
      announced: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      example: { type: 'boolean' },
      options: { type: 'boolean' },
      schema: { type: 'boolean' },
      svg: { type: 'boolean' },
      png: { type: 'boolean' },
      out: { type: 'string', short: 'o' },
      port: { type: 'string' },
      host: { type: 'string' },
      origin: { type: 'string' },
    },
  });
}
