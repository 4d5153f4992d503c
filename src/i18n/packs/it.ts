import { it } from '../it.js';

export const messages = { it };
