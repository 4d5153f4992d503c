import type { GuideWords } from '../../guide/types.js';
import { swissSpelling } from '../../typography.js';
import { guide as de } from '../de/guide.js';

/** The site's guide in Swiss Standard German: German with "ss", and numbers grouped with ’. */
export const guide: GuideWords = swissSpelling({
  ...de,
  howOftenText: de.howOftenText.replace('94.143.280', '94’143’280'),
  // The figures beside these show the Swiss deck: Rosen, Ober.
  fiveVsFourCaption: 'Der erste Spieler hat fünf Rosen bis zum König, der zweite vier Asse.',
  undenufeText: de.undenufeText.replace('Dame-König-Ass', 'Ober-König-Ass'),
});
