import { describe, expect, it } from 'vitest';
import { shownText } from '../../src/extension/views/overlay-mirror.js';
import { mountOverlay, overlayState } from '../helpers/overlay.js';

/*
 * German-Swiss cards are a 36-card deck: at a Belot, Belote or Klaverjas table the overlay offers no
 * switch to them (a French player was offered "German-Swiss cards"), only the way back where a site was set so.
 */
describe('the overlay’s deck-face switch follows the game’s deck', () => {
  // The overlay's words are drawn, not written into the page's text: read as a player sees them.
  const faceButton = (root: ParentNode) => {
    const button = root.querySelector('button.face');
    return button ? shownText(button).trim() : null;
  };

  it('Schieber, 36 cards: German-Swiss cards are offered', () => {
    const root = mountOverlay(overlayState(['HA HK HQ H6 S7 S8 D9 DT C6']));
    expect(faceButton(root)).toBe('German-Swiss cards');
  });

  it.each([
    ['belot', 'S'],
    ['belote', 'S'],
    ['klaverjas', 'S'],
  ] as const)('%s, 32 cards: no switch to German-Swiss cards', (rules, trump) => {
    const root = mountOverlay(overlayState(['HA HK HQ HJ S7 S8 D9 DT'], true, { rules, trump }));
    expect(root.querySelector('.tools button.teach')).not.toBeNull();
    expect(faceButton(root)).toBeNull();
  });

  it('a Belote table on a site set to German-Swiss cards: the way back to French cards', () => {
    const state = overlayState(['HA HK HQ HJ S7 S8 D9 DT'], true, { rules: 'belote', trump: 'S' });
    const root = mountOverlay({ ...state, face: 'german-swiss' });
    expect(faceButton(root)).toBe('French cards');
  });
});
