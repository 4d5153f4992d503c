import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../src/core/index.js';
import { figureOf } from '../../src/figure/figure.js';
import { FIGURE_PARAMS, figureParams } from '../../src/service/figure-params.js';
import { badSetting, sampleSetting } from '../helpers/settings.js';

/* Issue 37: each table setting of the core's registry is a parameter of a figure's URL. */
describe('the table settings in a figure’s URL (issue 37)', () => {
  it.each(SETTING_NAMES)('%s is a parameter: into the figure’s table, and kept in the canonical URL', (name) => {
    expect(FIGURE_PARAMS).toContain(name);
    const sample = sampleSetting(name);
    const params = figureParams(new URLSearchParams({ hands: 'H9 HT HJ HQ HK|HA DA SA CA', [name]: String(sample) }));
    if ('code' in params) throw new Error(params.code);
    expect(params.request[name]).toBe(sample);
    expect(new URLSearchParams(params.canonical).get(name)).toBe(String(sample));
    expect(figureOf(params.request).ok).toBe(true);
  });

  it.each(SETTING_NAMES)('%s with a value it does not allow: the figure is the core’s coded error for that field', (name) => {
    const params = figureParams(new URLSearchParams({ hands: 'H9 HT HJ HQ HK|HA DA SA CA', [name]: badSetting(name) }));
    if ('code' in params) throw new Error(params.code);
    const figure = figureOf(params.request);
    expect(!figure.ok && figure.errors[0]?.field).toBe(name);
  });
});
