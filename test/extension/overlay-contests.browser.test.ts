import { describe, expect, it } from 'vitest';
import { DEFAULT_PAIRING, PRESETS, readTable, resolveTable } from '../../src/core/index.js';
import { OverlayController, type OverlayState } from '../../src/extension/views/overlay-controller.js';
import { createOverlayHost } from '../../src/extension/views/overlay-host.js';
import { shownText } from '../../src/extension/views/overlay-mirror.js';
import { overlayStyles } from '../../src/extension/views/overlay-styles.js';
import { playerSeatNames } from '../../src/i18n/extension/index.js';
import { saidRowModel } from '../../src/ui/quick-said.js';
import { IDLE_HANDLERS, READING } from '../helpers/overlay.js';

/*
 * Issue 37: the overlay loops over the core's list of contests. Where the others' cards are on
 * the page, Belot's two contests are each told with their ladder (it once read only Schieber's one).
 */
function belotState(hands: string[]): OverlayState {
  const read = readTable({ rules: 'belot', trump: 'S', hands });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  const result = resolveTable(read.table);
  return {
    lang: 'en',
    face: 'french',
    pairing: DEFAULT_PAIRING,
    hand: read.table.seats[0]?.cards ?? [],
    trump: 'S',
    modes: ['unknown', ...PRESETS.belot.modes],
    deck: PRESETS.belot.deck,
    result,
    odds: null,
    ...READING,
    said: saidRowModel(read.reads, result, read.table.rules, read.table.mode, playerSeatNames('en')),
    unplaced: [],
    hints: [],
    partial: null,
  };
}

describe('the overlay tells each contest (issue 37)', () => {
  it('Belot with the others’ cards known: runs and carrés, each its sentence and ladder', () => {
    const css = overlayStyles.map((style) => style.cssText).join('\n');
    const { host, root } = createOverlayHost(document, css);
    document.body.replaceChildren(host);
    const controller = new OverlayController(
      host,
      root,
      { x: null, y: null, collapsed: false },
      { ...IDLE_HANDLERS, placeChanged: () => {}, keepFree: () => [], anchor: () => null },
    );
    controller.show(belotState(['C7 C8 C9 CT SQ SK', 'SJ DJ CJ HJ D7 D8 D9', 'SA DA CA HA', 'HT H7 H8 H9']));
    const verdicts = [...root.querySelectorAll('.verdict')].map((element) => shownText(element));
    expect(verdicts).toHaveLength(2);
    expect(verdicts[0]).toMatch(/^Runs: /);
    expect(verdicts[1]).toMatch(/^Carrés: /);
    expect(root.querySelectorAll('table.ladder').length).toBe(2);
  });
});
