import { messages as deCH } from '../de-ch/messages.js';
import { messages as de } from './messages.js';

/** German and Swiss German: one file, as Swiss German is German with the table's words. */
export const messages = { de, 'de-CH': deCH };
