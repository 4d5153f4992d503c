import { fr } from '../fr.js';

export const messages = { fr };
