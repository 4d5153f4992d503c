import type { ExtensionWords } from '../../extension/types.js';
import { formatsOf } from '../../format.js';

const number = (value: number) => formatsOf('en').number(value);

export const extension: ExtensionWords = {
  language: 'Language',
  noCards: 'No cards found on this page.',
  teach: 'Teach: click one of your cards',
  teachShort: 'Teach',
  teachPrompt: 'Click one of your cards…',
  teachFailed: 'That was not one of your cards: nothing was saved. Click one of your cards.',
  teachTooLarge: 'This page’s cards are named too long to remember: nothing was saved. Use “Name a card” instead.',
  lessonDropped: (why) =>
    `What I learnt on this site read ${why === 'twice' ? 'one card twice' : 'more cards than a hand holds'}, so it cannot be right: I forgot it. Name your cards again.`,
  handImpossible: (why) =>
    `I read ${why === 'twice' ? 'one card twice' : 'more cards than a hand holds'} on this page, so I show no hand. Name your cards to teach me.`,
  teachNotSaved: 'The browser’s storage refused to keep what was learnt: nothing was saved. Try again later.',
  panelBehind: 'The side panel does not follow this page: the browser’s storage refused the update.',
  seenUnplaced: (texts) => `On the page, seat not clear: ${texts}`,
  refusedSaid: (seat, text) => `On the page for ${seat}, but impossible beside your cards (not used): ${text}`,
  restsOnPage: (seats) => `This rests on words read from the page for ${seats}.`,
  teachDone: 'Learnt. Now reading:',
  undo: 'Undo',
  forgetSite: 'Forget this site',
  nameCards: 'Name a card',
  namePrompt: 'Click a card I cannot read…',
  nameNotCard: 'That is no card among others. Click one of your cards.',
  nameWhich: 'Which card is this?',
  nameMore: (count) => `Thanks. Name one more card (${number(count)} so far).`,
  nameDoubt: {
    alike: 'Two of your cards look alike to me.',
    misread: 'What I learnt would name one of your cards wrongly.',
    unchecked: 'One more card lets me check what I learnt.',
    more: 'I cannot read every card from these yet.',
  },
  nameNext: 'Now click the outlined card: it tells most.',
  nameMissing: 'Name the outlined cards',
  readScreen: 'Read from screen',
  setTrump: 'Set trump',
  cancel: 'Cancel',
  collapse: 'Collapse',
  expand: 'Expand',
  sayIt: 'Say',
  trumpUnknown: 'trump not shown',
  readOnSite: 'Read cards on this site',
  knownSite: 'Known site',
  overlayOn: 'Overlay on game pages',
  pairingLabel: 'German-Swiss suits',
  handFromPage: (host) => `Your hand as read on ${host}`,
  pageTable: 'Table on this page',
  noPage: 'Open a game page and enable reading in the popup.',
  settings: 'Language, cards, overlay',
  auto: 'Automatic',
  soFar: 'so far',
  partialRead: (read, of, unnamed) =>
    `${read} of ${of} cards read${unnamed > 0 ? `; ${unnamed} not named` : ''}: what is shown holds for these cards only.`,
};
