import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';

const TABLE = ['render', 'H9 HT HJ HQ HK', 'HA DA SA CA', '--trump', 'S', '--lang', 'de-CH', '--names', 'Anna|Beat'];

describe('jass-weis render: the figure wherever no script runs', () => {
  it('HTML: the element with its figure in a declarative shadow root, and the same figure in text for feeds', async () => {
    const { code, stdout } = await cli(TABLE);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^<jass-weis-calculator readonly /);
    expect(stdout).toContain('<template shadowroot="open" shadowrootmode="open">');
    expect(stdout).not.toMatch(/<!--\/?lit-part/);
    // The fallback text after the shadow root: the table, the best Weis, the verdict, in the reader's words.
    const fallback = stdout.slice(stdout.indexOf('</template>'));
    expect(fallback).toContain('<div class="jass-weis-fallback" lang="de-CH">');
    expect(fallback).toContain('Regeln: Schieber · Trumpf: Schilten');
    expect(fallback).toContain('<th scope="row">Anna</th>');
    expect(fallback).toContain('Fünfblatt Rosen bis König · 100');
    expect(fallback).toContain('Anna gewinnt (entschieden durch Anzahl Karten). Anna schreibt 100.');
    // The shadow root says the same as the text: the element's own figure, with the names.
    const shadow = stdout.slice(0, stdout.indexOf('</template>'));
    expect(shadow).toContain('Fünfblatt Rosen bis König');
    expect(shadow).toContain('Anna');
    // "Copy as image" does nothing without script: on the server its place is kept, unseen and unreachable.
    expect(shadow).toContain('<div class="image-actions" part="image-actions" inert>');
  });

  it('SVG and PNG: a picture of the table, melds and verdict', async () => {
    const svg = await cli([...TABLE, '--svg']);
    expect(svg.code).toBe(0);
    expect(svg.stdout).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="\d+"/);
    expect(svg.stdout).toContain('Fünfblatt Rosen bis König · 100');
    // The verdict, over as many lines as it takes.
    const words = [...svg.stdout.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join(' ');
    expect(words).toContain('Anna schreibt 100.');
    const out = join(tmpdir(), `jass-weis-figure-${process.pid}.png`);
    const png = await cli([...TABLE, '--png', '--out', out]);
    expect(png.code).toBe(0);
    const bytes = await readFile(out);
    await rm(out);
    expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    // Twice the SVG's size: 1,280 pixels wide.
    expect(bytes.readUInt32BE(16)).toBe(1280);
  });

  it('issue 28: the picture draws each hand’s cards in the reader’s deck, corners in their language; green only where a Weis is written', async () => {
    const svg = (await cli([...TABLE, '--svg'])).stdout;
    // Nine cards, each a 36 × 50 card of the calculator's own art, German-Swiss for de-CH.
    const cards = svg.match(/<svg x="\d+" y="\d+" width="36" height="50" viewBox="0 0 60 84">/g) ?? [];
    expect(cards).toHaveLength(9);
    expect(svg).toContain('id="jw-rose"');
    // The Bube, Ober and König are U, O and K in a German-Swiss corner; no card is named in words.
    expect(svg).toMatch(/class="rank"[^>]*>U</);
    expect(svg).not.toContain('Rosen Neun');
    expect(svg).toContain('Trumpf: Schilten');
    // Anna's side writes; Anna's line is green, her partner (Spieler 3, no cards) is not drawn at all.
    expect(svg).toMatch(/fill="#0b6b3a" font-weight="700">Anna</);
    expect(svg).not.toMatch(/fill="#0b6b3a" font-weight="700">Beat</);
    // A partner who holds nothing is not green although the side writes.
    const partner = (await cli(['render', 'H9 HT HJ HQ HK', 'HA DA SA CA', 'D6 S8', '--trump', 'S', '--svg'])).stdout;
    expect(partner).toMatch(/fill="#0b6b3a" font-weight="700">Player 1</);
    expect(partner).not.toMatch(/fill="#0b6b3a" font-weight="700">Player 3</);
    expect(partner).toMatch(/font-weight="700">Player 3</);
    // A player not heard from is "nothing said yet", never also "no Weis" and "not known".
    const unheard = (await cli(['render', 'H9 HT HJ', '-', '--svg'])).stdout;
    expect(unheard).toMatch(/font-weight="700">Player 2<\/text><text[^>]*>not said yet</);
    expect(unheard).not.toContain('no Weis');
    expect(unheard).toContain('Trump: not known');
  });

  it('bad input is exit 2 with the error, as for any table', async () => {
    const bad = await cli(['render', 'H9 HT HX', '--json']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout).error.code).toBe('unknown-card');
    const both = await cli(['render', 'H9 HT HJ', '--svg', '--png']);
    expect(both.code).toBe(2);
    // A file that cannot be written: said, exit 2, no stack trace.
    const nowhere = await cli(['render', 'H9 HT HJ', '--svg', '--out', '/nonexistent-folder/figure.svg']);
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain('“/nonexistent-folder/figure.svg” cannot be written');
  });
});
