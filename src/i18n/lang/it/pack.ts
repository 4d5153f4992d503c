import { messages as it } from './messages.js';

export const messages = { it };
