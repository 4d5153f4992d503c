import { describe, expect, it } from 'vitest';
import { formatsOf } from '../../src/i18n/format.js';

/*
 * What is not certain is never shown as certain: a share that is neither none nor all reads as
 * neither, in every language ("> 99 %" beside a verdict that still depends on an answer).
 */
describe('shares between none and all (what is shown is what is computed)', () => {
  it('reads 0 % and 100 % only for none and all', () => {
    const en = formatsOf('en').percent;
    expect(en(1)).toBe('100%');
    expect(en(0)).toBe('0%');
    expect(en(0.996)).toBe('> 99%');
    expect(en(0.003)).toBe('< 1%');
    expect(en(0.5)).toBe('50%');
    expect(formatsOf('de-CH').percent(0.999)).toMatch(/^> 99\s?%$/);
  });
});
