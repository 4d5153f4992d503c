import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECKS,
  DEFAULT_STATE,
  type EmbedState,
  elementHtml,
  embedSnippet,
  LANGS,
  stateFromHash,
  stateToHash,
} from '../../site/embed-state.js';

const state = (change: Partial<EmbedState>): EmbedState => ({ ...DEFAULT_STATE, ...change });

describe('embed builder state', () => {
  it('the snippet holds only what differs from the element’s defaults', () => {
    expect(elementHtml(DEFAULT_STATE)).toBe('<jass-weis-calculator></jass-weis-calculator>');
    expect(
      embedSnippet(
        state({ rules: 'official', trump: 'undenufe', readonly: true, hands: ['HQ HK HA', 'S6 S7 S8', '', ''] }),
        'https://x/y.js',
      ),
    ).toBe(
      '<script type="module" src="https://x/y.js"></script>\n<jass-weis-calculator readonly rules="official" trump="undenufe" hands="HQ HK HA|S6 S7 S8"></jass-weis-calculator>',
    );
  });

  it('quick mode writes only the first seat; a | typed in a hand cannot make a new seat', () => {
    expect(elementHtml(state({ seats: 1, hands: ['H6 H7 H8', 'SA', '', ''] }))).toBe(
      '<jass-weis-calculator seats="1" hands="H6 H7 H8"></jass-weis-calculator>',
    );
    expect(elementHtml(state({ hands: ['H6|H7', '', '', ''] }))).toContain('hands="H6 H7"');
  });

  it('quotes and angle brackets in a hand cannot break out of the attribute', () => {
    const html = elementHtml(state({ hands: ['"><script>alert(1)</script>', '', '', ''] }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('hands="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('any state survives the trip through a link', () => {
    const hand = fc.string({ maxLength: 30 }).map((text) => text.replace(/\|/g, ' ').trim());
    const arbitrary = fc.record({
      rules: fc.constantFrom('schieber', 'official', 'no-cross', 'traditional', 'vorarlberg', 'belot'),
      trump: fc.constantFrom('', 'H', 'S', 'obenabe', 'undenufe', 'bock'),
      seats: fc.constantFrom(1, 4),
      input: fc.constantFrom('hands' as const, 'melds' as const),
      hands: fc.tuple(hand, hand, hand, hand),
      forehand: fc.integer({ min: 0, max: 3 }),
      factor: fc.integer({ min: 1, max: 1000 }),
      game: fc.constantFrom('schieber', 'molotow'),
      lang: fc.constantFrom(...LANGS),
      deck: fc.constantFrom(...DECKS),
      readonly: fc.boolean(),
      odds: fc.boolean(),
    });
    fc.assert(
      fc.property(arbitrary, (original) => {
        const back = stateFromHash(stateToHash(original));
        // What the element is given is what counts: the same attributes, so the same table.
        expect(elementHtml(back)).toBe(elementHtml(original));
      }),
    );
  });

  it('a mangled link still opens a calculator with the defaults', () => {
    expect(stateFromHash('#forehand=9&factor=-3&seats=7&lang=xx&deck=%E0%A4&input=zzz')).toEqual(DEFAULT_STATE);
    expect(stateFromHash('')).toEqual(DEFAULT_STATE);
  });
});
