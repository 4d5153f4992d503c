import { describe, expect, test } from 'vitest';
import { givenAnswers, withAnswer, withoutAnswer } from '../../src/core/index.js';

describe('issue 27: an answer to a follow-up can be taken back', () => {
  test('the answers a meld said holds, in the order the questions come', () => {
    const said = withAnswer(withAnswer({ points: 50 }, 'highest', 'K'), 'trump', false);
    expect(givenAnswers(said)).toEqual([
      { stage: 'highest', answer: 'K' },
      { stage: 'trump', answer: false },
    ]);
    expect(givenAnswers({ points: 50 })).toEqual([]);
  });

  test('one answer taken back leaves the others and the value', () => {
    const said = withAnswer(withAnswer({ points: 100, kind: 'sequence' }, 'highest', 'A'), 'cards', 5);
    expect(withoutAnswer(said, 'highest')).toEqual({ points: 100, kind: 'sequence', cards: 5 });
    expect(withoutAnswer(said, 'cards')).toEqual({ points: 100, kind: 'sequence', top: 'A' });
    expect(withoutAnswer(withoutAnswer(said, 'cards'), 'highest')).toEqual({ points: 100, kind: 'sequence' });
  });
});
