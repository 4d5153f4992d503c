import {
  capErrors,
  checkOddsRequest,
  cutToken,
  type Lang,
  LIMITS,
  oddsPlan,
  parseHand,
  type Rules,
  readTable,
  resolveTable,
  type TableRequest,
  weisOdds,
} from '../core/index.js';
import { CLI_WORDS } from '../i18n/cli/index.js';
import { getMessages } from '../i18n/index.js';
import { defaultFace } from '../i18n/negotiate.js';
import { errorText, type ViewError } from '../i18n/sentences.js';
import { type CliOptions, EXAMPLE_REQUEST, parseCli } from './args.js';
import { conflictText, formatErrors } from './format-error.js';
import { formatOdds, formatResult, formatVerdictOdds } from './format-text.js';
import { helpText } from './help.js';
import { tableSchemaText } from './json-schema.js';
import { type HtmlRenderer, renderCommand } from './render.js';
import { ruleOptionsData, ruleOptionsText } from './rule-options-text.js';
import { serveFigures } from './serve.js';
import { formatStats, runStats } from './stats.js';

export interface CliIo {
  /** Standard input as text; it need not read more than `limit` bytes (a longer input is refused). */
  readStdin: (limit: number) => Promise<string>;
  write: (text: string) => void;
  /** Standard error: sentences for people (errors in text mode, hints). */
  error: (text: string) => void;
  /** A line of progress on a terminal (empty: clear it); absent when not a TTY. */
  progress?: (text: string) => void;
  /** Bytes to stdout (a PNG). */
  writeBytes?: (bytes: Uint8Array) => void;
  /** The element's server rendering, for `render` (HTML). */
  renderHtml?: () => Promise<HtmlRenderer>;
}

interface FailContext {
  lang?: Lang;
  json?: boolean;
  more?: number;
  /** The hands as typed, to echo with the bad word marked. */
  texts?: readonly (string | null)[];
  rules?: string;
}

/**
 * Bad input, exit code 2. With --json: one JSON answer on stdout (the first `error`, the
 * `errors` listed, at most `LIMITS.errors`, and how many `more`). Otherwise: sentences on
 * stderr in the chosen language, the hand echoed and the bad word marked.
 */
function failWith(io: CliIo, errors: ViewError[], context: FailContext = {}): number {
  const lang = context.lang ?? 'en';
  const messages = getMessages(lang);
  const listed = capErrors(errors);
  const more = listed.more + (context.more ?? 0);
  if (!context.json) {
    io.error(formatErrors(listed.errors, more, context.texts ?? [], context.rules, messages, CLI_WORDS[lang]));
    return 2;
  }
  const words = CLI_WORDS[lang];
  const describe = (error: ViewError) => ({
    ...error,
    message: `${errorText(error, messages, words.errors)}${conflictText(error, words)}`,
  });
  const first = listed.errors[0] ?? { code: 'bad-json' as const };
  io.write(`${JSON.stringify({ error: describe(first), errors: listed.errors.map(describe), more })}\n`);
  return 2;
}

/** The JSON table on stdin, or the error that refuses it (too large, not JSON, not an object). */
async function readJsonRequest(io: CliIo): Promise<{ ok: true; request: TableRequest } | { ok: false; error: ViewError }> {
  const text = await io.readStdin(LIMITS.jsonBytes);
  if (Buffer.byteLength(text) > LIMITS.jsonBytes)
    return { ok: false, error: { code: 'too-large', field: 'stdin', token: cutToken(text) } };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ok: true, request: value as TableRequest };
  } catch {
    // Not JSON: the same answer as JSON that is no table.
  }
  return { ok: false, error: { code: 'bad-json', token: cutToken(text) } };
}

/** `jass-weis H6 H7 H8`: every player one single card, surely one hand typed without quotes. */
function looksUnquoted(hands: readonly (string | null)[]): boolean {
  return (
    hands.length >= 2 &&
    hands.every((hand) => hand !== null && parseHand(hand, { maxCards: 1 }).cards.length === 1 && !/[\s,;]/.test(hand.trim()))
  );
}

/** Runs the command; returns the exit code. Never throws for any input. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const options = parseCli(argv);
  if ('code' in options) return failWith(io, [options], { json: argv.includes('--json') });
  const words = CLI_WORDS[options.lang];
  if (options.help) {
    io.write(helpText(words));
    return 0;
  }
  const context: FailContext = { lang: options.lang, json: options.json, rules: String(options.request.rules ?? 'schieber') };
  if (options.schema) {
    io.write(tableSchemaText(words));
    return 0;
  }
  if (options.listOptions) return listRuleOptions(options, io, context);
  if (options.command === 'stats') return runStatsCommand(options, io, context);
  if (options.command === 'odds') return runOddsCommand(options, io, context);
  if (options.command === 'serve') {
    // One request's fault that escapes everything else is logged, and the service goes on.
    process.on('uncaughtException', (error) =>
      io.error(`jass-weis serve: ${error instanceof Error ? error.message : String(error)}\n`),
    );
    process.on('unhandledRejection', (error) =>
      io.error(`jass-weis serve: ${error instanceof Error ? error.message : String(error)}\n`),
    );
    const { url } = await serveFigures(options);
    io.error(`${words.serving(url)}\n`);
    // Runs until stopped (Ctrl-C): the server keeps the process alive.
    return 0;
  }
  let request = options.example ? EXAMPLE_REQUEST : options.request;
  const handsGiven = (options.request.hands as unknown[]).length > 0;
  // A trick alone is a table too (its roem, its Tischweis): `--trick` without hands.
  const trickOnly = !handsGiven && typeof options.request.trick === 'string';
  if (trickOnly) request = { ...options.request, hands: undefined };
  // --json alone reads a table from stdin; with hands or --example, it answers for those in JSON.
  if (options.json && !options.example && !handsGiven && !trickOnly) {
    const fromStdin = await readJsonRequest(io);
    if (!fromStdin.ok) return failWith(io, [fromStdin.error], context);
    request = fromStdin.request;
  } else if (!options.example && !handsGiven && !trickOnly) {
    io.write(helpText(words));
    return 2;
  }
  const texts = Array.isArray(request.hands)
    ? (request.hands as unknown[]).map((hand) => (typeof hand === 'string' ? hand : null))
    : [];
  if (options.command === 'render') {
    const errors = await renderCommand(options, request, io);
    return errors ? failWith(io, errors, { ...context, texts }) : 0;
  }
  const unquoted = !options.json && looksUnquoted(texts);
  const read = readTable(request);
  if (!read.ok) {
    if (unquoted) io.error(`${words.quoteHint}\n`);
    return failWith(io, read.errors, { ...context, more: read.more, texts });
  }
  const result = resolveTable(read.table);
  // The odds the core's plan calls for: where the verdict is open, how likely each outcome is (a lone
  // hand's own odds are the `odds` command's).
  const oddsRequest = oddsPlan(read.table, result, { loneHand: false });
  const odds = oddsRequest ? weisOdds(oddsRequest) : null;
  if (options.json) {
    io.write(`${JSON.stringify(odds ? { ...result, odds } : result)}\n`);
  } else {
    const messages = getMessages(options.lang);
    const face = options.face ?? defaultFace(options.lang, read.table.rules.deck);
    io.write(formatResult(result, read.table, messages, face, options.lang, options.names, words));
    if (odds && oddsRequest) io.write(formatVerdictOdds(odds, oddsRequest.seat, messages, options.names, face));
    if (unquoted) io.error(`${words.quoteHint}\n`);
  }
  return 0;
}

/** `--options`: every rule option, with its value in the rules chosen (`--rules`, `--option`). */
function listRuleOptions(options: CliOptions, io: CliIo, context: FailContext): number {
  const read = readTable({ ...options.request, hands: [null] });
  if (!read.ok) return failWith(io, read.errors, { ...context, more: read.more });
  const { rules, preset = 'schieber' } = read.table;
  const name = getMessages(options.lang).presetNames[preset];
  io.write(options.json ? `${JSON.stringify(ruleOptionsData(rules))}\n` : ruleOptionsText(rules, name, CLI_WORDS[options.lang]));
  return 0;
}

/**
 * Statistics and odds where no hand declares (roem lies in tricks; rules without melds): a hand's
 * chances mean nothing there, and the answer says why.
 */
function noHandMelds(rules: Rules, preset: string, options: CliOptions, io: CliIo): number {
  const messages = getMessages(options.lang);
  const why = rules.melds === 'trick' ? messages.roem.notInHand : messages.meldWords[rules.words].notPlayed;
  io.write(options.json ? `${JSON.stringify({ rules: preset, meldsCount: rules.melds })}\n` : `${why}\n`);
  return 0;
}

async function runStatsCommand(options: CliOptions, io: CliIo, context: FailContext): Promise<number> {
  const extra = (options.request.hands as unknown[]).find((hand) => hand !== null);
  if (extra !== undefined)
    return failWith(io, [{ code: 'bad-arguments', field: 'stats', token: cutToken(String(extra)) }], context);
  const read = readTable({ ...options.request, hands: [null] });
  if (!read.ok) return failWith(io, read.errors, { ...context, more: read.more });
  const { rules, mode, preset } = read.table;
  if (rules.melds !== 'hand') return noHandMelds(rules, preset ?? 'custom', options, io);
  const progress = io.progress;
  const report = await runStats(
    rules,
    mode,
    preset ?? 'custom',
    progress ? (share) => progress(`${(share * 100).toFixed(0)} %`) : undefined,
  );
  progress?.('');
  io.write(
    options.json ? `${JSON.stringify(report)}\n` : formatStats(report, getMessages(options.lang), CLI_WORDS[options.lang]),
  );
  return 0;
}

async function runOddsCommand(options: CliOptions, io: CliIo, context: FailContext): Promise<number> {
  const hand = (options.request.hands as unknown[])[0];
  if (typeof hand !== 'string') return failWith(io, [{ code: 'bad-hands', field: 'hands', token: '' }], context);
  const hands = [null, null, null, null] as (string | null)[];
  hands[options.seat] = hand;
  const read = readTable({ ...options.request, hands });
  if (!read.ok) return failWith(io, read.errors, { ...context, more: read.more, texts: hands });
  const { table } = read;
  if (table.rules.melds !== 'hand') return noHandMelds(table.rules, table.preset ?? 'custom', options, io);
  const settings = {
    seat: options.seat,
    forehand: table.forehand,
    deals: options.deals,
    seed: options.seed,
    announced: options.announced,
  };
  const invalid = checkOddsRequest(settings, table.rules, table.mode);
  if (invalid) return failWith(io, [invalid], context);
  const result = resolveTable(table);
  const player = result.players[options.seat];
  const odds = weisOdds({ rules: table.rules, mode: table.mode, hand: player?.cards ?? [], ...settings });
  if (options.json) {
    io.write(`${JSON.stringify({ seat: options.seat, best: player?.best ?? null, announce: player?.announce ?? null, odds })}\n`);
  } else {
    const messages = getMessages(options.lang);
    io.write(formatOdds(player ?? null, odds, messages, options.face ?? defaultFace(options.lang), CLI_WORDS[options.lang]));
  }
  return 0;
}

/** Standard input, up to one byte over `limit`: enough to refuse a larger input without reading it all. */
async function readStdin(limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size > limit) break;
  }
  return Buffer.concat(chunks)
    .subarray(0, limit + 1)
    .toString('utf8');
}

/**
 * A reader that closes the pipe early (`jass-weis … | head -3`) has all it wanted: end quietly, as
 * Unix tools do, with no stack trace. Other write errors are said on stderr.
 */
function endQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      if (stream === process.stdout) process.stderr.write(`jass-weis: ${error.message}\n`);
      process.exit(1);
    });
}

export async function main(tools: Pick<CliIo, 'renderHtml'> = {}): Promise<void> {
  endQuietlyOnClosedPipe();
  try {
    const progress = process.stderr.isTTY ? (text: string) => process.stderr.write(`\r\x1b[K${text}`) : undefined;
    process.exitCode = await runCli(process.argv.slice(2), {
      readStdin,
      write: (text) => process.stdout.write(text),
      writeBytes: (bytes) => process.stdout.write(bytes),
      error: (text) => process.stderr.write(text),
      progress,
      ...tools,
    });
  } catch (error) {
    // A bug, not bad input: still no stack trace on stdout, and a distinct exit code.
    process.stdout.write(`${JSON.stringify({ error: { code: 'internal', message: String(error) } })}\n`);
    process.exitCode = 1;
  }
}
