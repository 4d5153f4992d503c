import { fixture, fixtureCleanup } from '@open-wc/testing';
import { html, unsafeStatic } from 'lit/static-html.js';
import { afterEach, describe, expect, it } from 'vitest';
import '../../components/jass-weis-calculator/define.js';
import type { JassWeisCalculatorElement } from '../../components/jass-weis-calculator/index.js';
import { isNumberSetting, SETTING_NAMES, settingSpec } from '../../src/core/index.js';
import { badSetting, sampleSetting } from '../helpers/settings.js';

/* Issue 37: each table setting of the core's registry is an attribute of the element, handed to the core. */
afterEach(() => fixtureCleanup());

async function withAttribute(name: string, value: string): Promise<JassWeisCalculatorElement> {
  const el = await fixture<JassWeisCalculatorElement>(
    html`<jass-weis-calculator readonly hands="H9 HT HJ HQ HK|HA DA SA CA" ${unsafeStatic(`${name}="${value}"`)}></jass-weis-calculator>`,
  );
  await el.updateComplete;
  return el;
}

describe('the table settings as the element’s attributes (issue 37)', () => {
  it.each(SETTING_NAMES)('%s: the attribute is the property, and the table the element hands to the core', async (name) => {
    const sample = sampleSetting(name);
    const el = await withAttribute(name, String(sample));
    const property = (el as unknown as Record<string, unknown>)[name];
    expect(property).toBe(isNumberSetting(name) ? Number(sample) : String(sample));
    expect((el.table as Record<string, unknown>)[name]).toBe(sample);
    expect(el.result).not.toBeNull();
    expect(el.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
  });

  it.each(SETTING_NAMES.filter(isNumberSetting))(
    '%s="" (as a form or a CMS writes an empty field) is its default, not 0',
    async (name) => {
      const el = await withAttribute(name, '');
      expect((el as unknown as Record<string, unknown>)[name]).toBe(settingSpec(name).default);
      expect(el.result).not.toBeNull();
    },
  );

  it.each(SETTING_NAMES)('%s: a value it does not allow is the core’s error, shown, never thrown', async (name) => {
    const el = await withAttribute(name, badSetting(name));
    expect(el.result).toBeNull();
    expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent?.trim().length).toBeGreaterThan(0);
  });
});

/* Issue 37: the player is known by the seat (`you`), never by the word for "you". */
describe('the reader’s seat', () => {
  const figure = async (attributes: string) =>
    fixture<JassWeisCalculatorElement>(
      html`<jass-weis-calculator readonly lang="fr" trump="H" hands="H9 HT HJ HQ HK|nothing|nothing|fifty" ${unsafeStatic(attributes)}></jass-weis-calculator>`,
    );
  const said = (el: Element) => el.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '';

  it('you="0": the seats named from the player’s, the player’s team spoken to', async () => {
    const el = await figure('you="0"');
    await el.updateComplete;
    expect(said(el)).toContain('Vous & Partenaire marquez');
  });

  it('with names, every seat is spoken of by its name, even the reader’s', async () => {
    const el = await figure('you="0" names="Anna|Beat|Chrigu|Dani"');
    await el.updateComplete;
    expect(said(el)).toContain('Anna & Chrigu marquent');
    expect(said(el)).not.toContain('marquez');
  });
});
