import { type CardId, isCardId, isMode } from '../core/index.js';
import { SAID_CHARS } from './reader/announcements.js';
import type { PageRead } from './reader/read-page.js';

/*
 * What leaves a page, in a message or in storage: a read and an address within fixed caps,
 * whatever the page holds (a 2 MB address, 25,000 groups of "other cards").
 */

/** At most this much of a page's address is kept. */
export const URL_CHARS = 300;
/** Other seats' cards kept: at most three groups (the other players) of at most nine cards. */
export const OTHER_GROUPS = 3;
const GROUP_CARDS = 9;
const HAND_CARDS = 36;

/** The page's address as kept: origin and path, never what the query or fragment carry. */
export function keptUrl(url: string): string {
  try {
    const { origin, pathname } = new URL(url);
    return `${origin}${pathname}`.slice(0, URL_CHARS);
  } catch {
    return '';
  }
}

const cards = (value: unknown, max: number): CardId[] =>
  Array.isArray(value) ? value.slice(0, max).filter((card): card is CardId => typeof card === 'string' && isCardId(card)) : [];

/** A read as kept: valid cards only, the hand and the others within their caps. */
export function keptRead(read: PageRead): PageRead {
  const others = Array.isArray(read.others) ? read.others.slice(0, OTHER_GROUPS) : [];
  return {
    hand: cards(read.hand, HAND_CARDS),
    trump: isMode(read.trump) ? read.trump : null,
    face: read.face === 'french' || read.face === 'german-swiss' ? read.face : null,
    others: others.map((group) => cards(group, GROUP_CARDS)),
    via: read.via,
    ...(typeof read.unnamed === 'number' && read.unnamed > 0 ? { unnamed: Math.min(Math.trunc(read.unnamed), HAND_CARDS) } : {}),
    said: [0, 1, 2, 3].map((seat) => {
      const text = Array.isArray(read.said) ? read.said[seat] : null;
      return seat > 0 && typeof text === 'string' ? text.slice(0, SAID_CHARS) : null;
    }),
    unplaced: (Array.isArray(read.unplaced) ? read.unplaced.slice(0, 3) : [])
      .filter((text): text is string => typeof text === 'string')
      .map((text) => text.slice(0, SAID_CHARS)),
  };
}
