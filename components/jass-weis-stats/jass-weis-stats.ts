import { css, html, LitElement, type TemplateResult } from 'lit';
import {
  DECK_INFO,
  enumerateHands,
  isPresetName,
  type Mode,
  mergeCounts,
  type Rules,
  rulesAndMode,
  type StatsCounts,
  statsRows,
} from '../../src/core/index.js';
import { defaultFace, getMessages, modeName } from '../../src/i18n/index.js';
import { LanguageController } from '../jass-weis-calculator/lang-controller.js';
import { baseStyles } from '../jass-weis-calculator/styles.js';

const PARTS = 96;

/**
 * The exact distribution of the best Weis over every hand of the deck, for rules articles.
 * Counted in the page in small slices between frames, so the page stays responsive.
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

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('rules') || changed.has('trump')) void this.count();
  }

  /** Counts slice by slice, yielding to the page between slices. */
  private async count(): Promise<void> {
    const run = ++this.run;
    const { rules, mode } = this.settings;
    const parts: StatsCounts[] = [];
    this.counts = null;
    for (let part = 0; part < PARTS; part++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (run !== this.run) return;
      parts.push(enumerateHands(rules, mode, { part, parts: PARTS }));
      this.progress = (part + 1) / PARTS;
      this.requestUpdate();
    }
    this.counts = mergeCounts(parts);
    this.requestUpdate();
  }

  override render(): TemplateResult {
    const lang = this.language.lang;
    const messages = getMessages(lang);
    const ui = messages.ui;
    const { rules, mode } = this.settings;
    const face = this.deck === 'french' || this.deck === 'german-swiss' ? this.deck : defaultFace(lang);
    const caption = `${ui.statsTitle} (${DECK_INFO[rules.deck].handSize}) · ${messages.presetNames[isPresetName(this.rules) ? this.rules : 'schieber']} · ${modeName(mode, messages, face)}`;
    if (!this.counts) {
      return html`<p class="computing">${ui.statsComputing}
        <progress max="1" .value=${this.progress} aria-label=${ui.statsComputing}></progress></p>`;
    }
    const counts = this.counts;
    const format = new Intl.NumberFormat(lang);
    const share = new Intl.NumberFormat(lang, { style: 'percent', maximumSignificantDigits: 3 });
    return html`<table part="table" lang=${lang}>
      <caption>${caption} (${format.format(counts.hands)} ${ui.statsHands})</caption>
      <thead><tr><th scope="col">${ui.melds}</th><th scope="col">${ui.statsHands}</th><th scope="col">${ui.statsShare}</th></tr></thead>
      <tbody>${statsRows(counts).map(
        (row) => html`<tr>
          <th scope="row">${row.kind === 'none' ? ui.noMeld : `${row.points} · ${row.kind === 'four' ? ui.kindFour : ui.kindSequence}`}</th>
          <td>${format.format(row.count)}</td><td>${share.format(row.probability)}</td></tr>`,
      )}</tbody>
    </table>`;
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        font-family: var(--jass-font, system-ui, sans-serif);
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
      td,
      thead th + th {
        text-align: end;
      }
      tbody th {
        font-weight: 400;
      }
      progress {
        width: 100%;
      }
    `,
  ];
}
