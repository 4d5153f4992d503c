import { sayPoints } from '../../say-points.js';
import type { Messages } from '../../types.js';
import { messages as de } from '../de/messages.js';
import { verdict } from './verdict.js';

/** Swiss German: written Swiss Standard German for the interface, the table's words where players use them. */
export const messages: Messages = {
  ...de,
  lang: 'de-CH',
  quote: (text) => `«${text}»`,
  saysPoints: sayPoints({
    hundreds: ['', 'hundert', 'zwöihundert', 'drüühundert'],
    tens: { 20: 'zwänzg', 40: 'vierzg', 50: 'füfzg', 60: 'sächzg', 80: 'achzg' },
  }),
  faces: {
    ...de.faces,
    // French-suited cards as the Swiss name them: Ecken and Schaufel where Germany says Karo and Pik.
    french: { ...de.faces.french, suits: { H: 'Herz', D: 'Ecken', S: 'Schaufel', C: 'Kreuz' } },
    'german-swiss': {
      ...de.faces['german-swiss'],
      fours: { ...de.faces['german-swiss'].fours, J: 'Vier Puure', '9': 'Vier Näll' },
    },
  },
  // Swiss spelling: no ß.
  errors: Object.fromEntries(
    Object.entries(de.errors).map(([code, sentence]) => [
      code,
      (token: string, field: string) => sentence(token, field).replace(/ß/g, 'ss'),
    ]),
  ) as Messages['errors'],
  modes: { ...de.modes, D: 'Ecken', S: 'Schaufel' },
  verdict,
  ui: de.ui,
};
