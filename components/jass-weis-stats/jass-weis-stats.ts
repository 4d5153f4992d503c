import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import {
  DECK_INFO,
  enumerateHands,
  enumerationUnits,
  isPresetName,
  type Mode,
  mergeCounts,
  type Rules,
  rulesAndMode,
  type StatsCounts,
  statsRows,
  stoeckWordOf,
} from '../../src/core/index.js';
import { modeName } from '../../src/i18n/card-names.js';
import { formatsOf } from '../../src/i18n/format.js';
import { getMessages } from '../../src/i18n/index.js';
import { defaultFace } from '../../src/i18n/negotiate.js';
import { STATS_WORDS, shareText } from '../../src/i18n/stats/index.js';
import { baseStyles } from '../../src/ui/base-styles.js';
import { LanguageController } from '../../src/ui/lang-controller.js';
import { runInTasks, type Slices } from '../../src/ui/slices.js';

/** Each slice of the count is sized to take about this long, so that no task of the page is long (50 ms). */
const SLICE_MS = 8;
/** The chart's scale: one in a hundred million at its left end, every hand at its right. */
const LOG_FLOOR = 8;

/**
 * The exact distribution of the best Weis over every hand of the deck, for rules articles: a
 * table with a bar per row on a log scale (rare melds stay visible), shares as people say them
 * ("12.3 %", "1 in 240,000"), and how many hands hold Stöck. Counted in the page in small
 * slices between frames, so the page stays responsive.
 *
 * @tag jass-weis-stats
 * @summary Exact statistics of the best Weis.
 * @csspart table - The distribution table.
 */
export class JassWeisStatsElement extends LitElement {
  static override properties = {
    rules: { type: String, reflect: true },
    trump: { type: String },
    lang: { type: String, reflect: true },
    deck: { type: String },
  };

  /** Rules preset. */
  declare rules: string;
  /** Trump suit or mode; empty: not known, as in the calculator (the counts do not depend on it; Stöck would). */
  declare trump: string;
  declare lang: string;
  /** `french` or `german-swiss`; default from the language, as the calculator names suits. */
  declare deck: string;

  private readonly language = new LanguageController(this);
  private counts: StatsCounts | null = null;
  private progress = 0;
  private run = 0;

  constructor() {
    super();
    this.rules = 'schieber';
    this.trump = '';
  }

  private get settings(): { rules: Rules; mode: Mode } {
    return rulesAndMode(this.rules, this.trump);
  }

  /** The words of a language fetched on demand (the standalone bundle): the drawing waits for them. */
  // biome-ignore lint/suspicious/noConfusingVoidType: Lit's own signature for this method.
  protected override scheduleUpdate(): void | Promise<unknown> {
    const words = this.language.loading();
    return words ? words.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // Where no hand declares (Klaverjas's roem lies in tricks), there is nothing to count.
    if ((changed.has('rules') || changed.has('trump')) && this.settings.rules.melds === 'hand') void this.count();
  }

  /**
   * Counts slice by slice, yielding to the page between slices; each slice is sized by how long
   * the last one took.
   */
  private async count(): Promise<void> {
    const run = ++this.run;
    this.counts = null;
    const counts = await runInTasks(this.countSlices(run), 0);
    if (counts === null || run !== this.run) return;
    this.counts = counts;
    this.requestUpdate();
  }

  /**
   * The enumeration in slices, from the last units (hands with long suits: a few each) to the
   * first (up to 48,620 each), so that the counting code is compiled before the heavy slices
   * come; null once another count has begun.
   */
  private *countSlices(run: number): Slices<StatsCounts | null> {
    const { rules, mode } = this.settings;
    const units = enumerationUnits(rules);
    const parts: StatsCounts[] = [];
    let size = 8;
    for (let to = units; to > 0; ) {
      yield;
      if (run !== this.run) return null;
      const from = Math.max(0, to - size);
      const started = performance.now();
      parts.push(enumerateHands(rules, mode, { from, to }));
      const took = performance.now() - started;
      to = from;
      this.progress = 1 - to / units;
      this.requestUpdate();
      size = Math.max(1, Math.min(size * 2, Math.round((size * SLICE_MS) / Math.max(took, 0.5))));
    }
    return mergeCounts(parts);
  }

  override render(): TemplateResult {
    const lang = this.language.lang;
    const messages = getMessages(lang);
    const ui = messages.ui;
    const words = STATS_WORDS[lang];
    const formats = formatsOf(lang);
    const { rules, mode } = this.settings;
    const face = this.deck === 'french' || this.deck === 'german-swiss' ? this.deck : defaultFace(lang, rules.deck);
    const caption = `${words.title} (${DECK_INFO[rules.deck].handSize}) · ${messages.presetNames[isPresetName(this.rules) ? this.rules : 'schieber']} · ${modeName(mode, messages, face)}`;
    // Its language's words could not be fetched (one file copied, say): English, and it says so.
    const missing = this.language.unavailable;
    const notice = missing
      ? html`<p class="error" role="alert" part="errors">${messages.errors['words-unavailable'](missing, '')}</p>`
      : nothing;
    if (rules.melds !== 'hand') {
      const why = rules.melds === 'trick' ? messages.roem.notInHand : messages.meldWords[rules.words].notPlayed;
      return html`${notice}<p class="not-counted" part="errors">${why}</p>`;
    }
    if (!this.counts) {
      return html`${notice}<p class="computing">${words.computing}
        <progress max="1" .value=${this.progress} aria-label=${words.computing}></progress></p>`;
    }
    const counts = this.counts;
    const share = (value: number) => shareText(lang, value);
    // The bar's length: the share on a log scale, so that one in a million is still a sliver.
    const bar = (value: number) => `${Math.max(1, ((Math.log10(value) + LOG_FLOOR) / LOG_FLOOR) * 100).toFixed(1)}%`;
    const withStoeck = counts.bestWithStoeck.reduce((sum, count) => sum + count, 0);
    return html`${notice}<table part="table" lang=${lang}>
      <caption>${caption} (${formats.number(counts.hands)} ${ui.statsHands})</caption>
      <thead><tr><th scope="col">${ui.melds}</th><th scope="col" class="count">${ui.statsHands}</th><th scope="col">${ui.statsShare}</th></tr></thead>
      <tbody>${statsRows(counts).map(
        (row) => html`<tr>
          <th scope="row">${row.kind === 'none' ? ui.noMeld : `${row.points} · ${row.kind === 'four' ? ui.kindFour : ui.kindSequence}`}</th>
          <td class="count">${formats.number(row.count)}</td>
          <td class="share"><span class="bar" aria-hidden="true" style="width: ${bar(row.probability)}"></span><span class="value">${share(row.probability)}</span></td></tr>`,
      )}</tbody>
    </table>
    ${
      withStoeck > 0
        ? html`<p class="stoeck" part="stoeck">${words.stoeck(ui[stoeckWordOf(rules)], share(withStoeck / counts.hands))}</p>`
        : nothing
    }`;
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        font-family: var(--jass-font, inherit);
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-variant-numeric: tabular-nums;
      }
      caption {
        text-align: start;
        color: var(--_muted);
        padding-bottom: 0.25rem;
      }
      th,
      td {
        text-align: start;
        padding: 0.2rem 0.5rem;
        border-bottom: 1px solid var(--_border);
      }
      td.count,
      thead th.count {
        text-align: end;
      }
      tbody th {
        font-weight: 400;
      }
      td.share {
        position: relative;
        width: 45%;
      }
      .bar {
        position: absolute;
        inset-block: 0.25rem;
        inset-inline-start: 0;
        background: color-mix(in srgb, var(--_accent) 24%, transparent);
        border-radius: 0 3px 3px 0;
      }
      .value {
        position: relative;
        padding-inline-start: 0.3rem;
      }
      .error {
        margin: 0 0 0.4rem;
        color: var(--_error);
      }
      .stoeck {
        margin: 0.4rem 0 0;
        color: var(--_muted);
      }
      progress {
        width: 100%;
      }
      /* A phone: the share says it, the count of hands steps aside. */
      @container (max-width: 420px) {
        .count {
          display: none;
        }
        th,
        td {
          padding-inline: 0.3rem;
        }
      }
    `,
  ];
}
