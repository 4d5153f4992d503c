import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECKS,
  DEFAULT_STATE,
  type EmbedState,
  elementHtml,
  embedSnippet,
  iframeSnippet,
  LANGS,
  serviceLink,
  stateFromHash,
  stateToHash,
  THEMES,
} from '../../site/embed-state.js';
import { settingsArbitrary } from '../helpers/settings.js';

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
      seats: fc.constantFrom(1, 4),
      input: fc.constantFrom('hands' as const, 'melds' as const),
      hands: fc.tuple(hand, hand, hand, hand),
      lang: fc.constantFrom(...LANGS),
      deck: fc.constantFrom(...DECKS),
      readonly: fc.boolean(),
      odds: fc.boolean(),
      names: fc.constantFrom('', 'Anna|Beat', 'Anna||Chrigu|Dani'),
      theme: fc.constantFrom(...THEMES),
      script: fc.constantFrom('', 'https://blog.example/js/jass-weis-calculator.js'),
    });
    const withSettings = fc.tuple(arbitrary, settingsArbitrary()).map(([state, settings]) => ({ ...state, ...settings }));
    fc.assert(
      fc.property(withSettings, (original) => {
        const back = stateFromHash(stateToHash(original));
        // What the element is given is what counts: the same attributes, so the same table.
        expect(elementHtml(back)).toBe(elementHtml(original));
        expect(embedSnippet(back, 'https://cdn/x.js')).toBe(embedSnippet(original, 'https://cdn/x.js'));
      }),
    );
  });

  it('names, theme and a self-hosted script: in the tag, the script address and the link', () => {
    const chosen = state({ names: 'Anna|Beat', theme: 'dark', script: 'https://blog.example/js/jass.js', readonly: true });
    expect(embedSnippet(chosen, 'https://cdn/x.js', '<div class="jass-weis-fallback">…</div>')).toBe(
      '<script type="module" src="https://blog.example/js/jass.js"></script>\n<jass-weis-calculator readonly names="Anna|Beat" theme="dark"><div class="jass-weis-fallback">…</div></jass-weis-calculator>',
    );
    // Only a web address is taken as the script's: anything else is the CDN's.
    expect(embedSnippet(state({ script: 'javascript:alert(1)' }), 'https://cdn/x.js')).toContain('src="https://cdn/x.js"');
    expect(stateFromHash(stateToHash(chosen))).toEqual(chosen);
    expect(iframeSnippet(chosen, 'https://site/figure.html', 480.4)).toBe(
      '<iframe src="https://site/figure.html#readonly=1&amp;names=Anna%7CBeat&amp;theme=dark&amp;script=https%3A%2F%2Fblog.example%2Fjs%2Fjass.js" title="Weis: Anna, Beat" width="100%" height="480" style="border: 0; max-width: 100%" loading="lazy"></iframe>',
    );
    // With the figure's verdict (the builder's), the frame is named by what it says, escaped.
    expect(iframeSnippet(chosen, 'https://site/figure.html', 480, 'Anna schreibt 100 & "mehr".')).toContain(
      'title="Anna schreibt 100 &amp; &quot;mehr&quot;."',
    );
  });

  it('issue 28: with a figure service, the share link is its page for the table (the figure’s attributes only)', () => {
    const chosen = {
      ...DEFAULT_STATE,
      trump: 'S',
      hands: ['H9 HT HJ', 'HA DA SA CA', '', ''],
      lang: 'de-CH',
      names: 'Anna|Beat',
      theme: 'dark',
      odds: true,
    };
    expect(serviceLink(chosen, 'https://weis.example/')).toBe(
      'https://weis.example/?trump=S&lang=de-CH&hands=H9+HT+HJ%7CHA+DA+SA+CA&names=Anna%7CBeat',
    );
  });

  it('a mangled link still opens a calculator with the defaults', () => {
    expect(stateFromHash('#forehand=9&factor=-3&seats=7&lang=xx&deck=%E0%A4&input=zzz')).toEqual(DEFAULT_STATE);
    expect(stateFromHash('')).toEqual(DEFAULT_STATE);
  });
});

describe('the version the element links its rules with', () => {
  it('is the package’s own', async () => {
    const { VERSION, RULES_URL } = await import('../../components/jass-weis-calculator/rules-url.js');
    const { readFile } = await import('node:fs/promises');
    const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(VERSION).toBe(manifest.version);
    expect(RULES_URL).toBe(`https://cdn.jsdelivr.net/npm/jass-weis@${manifest.version}/docs/rules.md`);
  });
});
