import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../src/cli/render.js';
import { figureService } from '../../src/service/figure-service.js';
import { mismatchWithReference } from './reference-image.js';

/*
 * The pictures a chat shows (issue 28): the figure service's PNG of two tables, one in each deck,
 * compared with their references (resvg on Node, with the machine's Liberation and DejaVu fonts,
 * as `.ci/run` installs them). Every card's corner index is inside the card in them.
 */
const handle = figureService({ png: svgToPng });
const TABLES = {
  'png-german-swiss': 'hands=H9%20HT%20HJ%20HQ%20HK|HA%20DA%20SA%20CA&trump=S&lang=de-CH&names=Anna|Beat',
  'png-french': 'hands=S6%20S7%20S8%20S9|SQ%20SK%20SA|DJ%20HJ%20SJ%20CJ|-&trump=H&lang=fr&names=Anne|Bernard|Claire|Denis',
} as const;

describe('issue 28: the PNG of a figure, in both decks, as its reference pictures', () => {
  for (const [name, query] of Object.entries(TABLES)) {
    it(name, async () => {
      const response = await handle(new Request(`http://figures/figure.png?${query}`));
      expect(response.status).toBe(200);
      const png = Buffer.from(await response.arrayBuffer());
      expect(await mismatchWithReference(png, name)).toBeNull();
    });
  }
});
