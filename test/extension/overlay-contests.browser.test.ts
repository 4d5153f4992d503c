import { describe, expect, it } from 'vitest';
import { shownText } from '../../src/extension/views/overlay-mirror.js';
import { mountOverlay, overlayState } from '../helpers/overlay.js';

/*
 * Issue 37: the overlay loops over the core's list of contests. Where the others' cards are on
 * the page, Belot's two contests are each told with their ladder (it once read only Schieber's one).
 */
describe('the overlay tells each contest (issue 37)', () => {
  it('Belot with the others’ cards known: runs and carrés, each its sentence and ladder', () => {
    const hands = ['C7 C8 C9 CT SQ SK', 'SJ DJ CJ HJ D7 D8 D9', 'SA DA CA HA', 'HT H7 H8 H9'];
    const root = mountOverlay(overlayState(hands, true, { rules: 'belot', trump: 'S' }));
    const verdicts = [...root.querySelectorAll('.verdict')].map((element) => shownText(element));
    expect(verdicts).toHaveLength(2);
    expect(verdicts[0]).toMatch(/^Runs: /);
    expect(verdicts[1]).toMatch(/^Carrés: /);
    expect(root.querySelectorAll('table.ladder').length).toBe(2);
  });
});
