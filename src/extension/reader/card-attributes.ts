/* The attributes in which pages name a card, read before anything else of a box. */

/** Where pages name a card for programs: their own attributes, and the ids their tests click by (`data-testid="hand-card-hearts-ace"`). */
export const DATA_ATTRIBUTES = [
  'data-card',
  'data-card-id',
  'data-cardid',
  'data-id',
  'data-value',
  'data-code',
  'data-name',
  'face',
  'data-testid',
  'data-test',
  'data-cy',
];

/** Words for people: what a screen reader, a picture's fallback or a tooltip says. */
export const LABEL_ATTRIBUTES = ['aria-label', 'alt', 'title'];
