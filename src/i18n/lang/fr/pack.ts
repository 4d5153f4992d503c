import { messages as fr } from './messages.js';

export const messages = { fr };
