import { de } from '../de.js';
import { deCH } from '../de-ch.js';

/** German and Swiss German: one file, as Swiss German is German with the table's words. */
export const messages = { de, 'de-CH': deCH };
