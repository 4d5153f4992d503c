import { isLang, LANGS, SETTING_NAMES, type SettingName, settingSpec } from '../core/index.js';
import { escapeMarkup } from '../figure/escape.js';
import { figureOf } from '../figure/figure.js';
import { getMessages } from '../i18n/index.js';
import { errorText } from '../i18n/sentences.js';
import { figureParams } from '../service/figure-params.js';

/*
 * The block editor's side of the WordPress plugin: the "Jass Weis figure" block, its fields in
 * the editor's sidebar, the element as its preview, and the figure saved as static HTML (the
 * element with the figure in text inside: shown without script, drawn over by the element's
 * script on the page). WordPress's own scripts are globals here (`wp`).
 */

type Attributes = Record<'hands' | SettingName | 'lang' | 'names', string> & {
  /** The figure's height in the editor (px): the page keeps that much room while the element's script loads. */
  height?: number;
};
type Element = unknown;
interface Wp {
  blocks: { registerBlockType(name: string, settings: Record<string, unknown>): unknown };
  element: {
    createElement(type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]): Element;
    Fragment: unknown;
    RawHTML: unknown;
    useEffect(effect: () => unknown, deps: unknown[]): void;
    useRef<T>(initial: T): { current: T };
  };
  blockEditor: {
    InspectorControls: unknown;
    useBlockProps: ((props?: Record<string, unknown>) => Record<string, unknown>) & {
      save(props?: Record<string, unknown>): Record<string, unknown>;
    };
  };
  components: { PanelBody: unknown; TextControl: unknown; SelectControl: unknown; Notice: unknown };
}
declare const wp: Wp;

/** The element's attributes in a fixed order (the saved HTML is the same for the same table). */
const ORDER = ['hands', ...SETTING_NAMES, 'lang', 'names'] as const;

/** The figure's height as drawn in the editor, once its script has drawn it; 0 before. */
async function drawnHeight(element: HTMLElement | null): Promise<number> {
  if (!element) return 0;
  await customElements.whenDefined('jass-weis-calculator');
  await (element as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  return Math.round(element.getBoundingClientRect().height);
}

/**
 * The saved wrapper's room for the figure (`--jass-weis-height`): with script, the page keeps it
 * while the element loads, so the text inside is drawn over with nothing below it moving.
 */
export const roomFor = (height: number | undefined): Record<string, string> | undefined =>
  height && height > 0 ? { '--jass-weis-height': `${Math.round(height)}px` } : undefined;

/** The figure of a block's table: its attributes' figure, or the coded error in the block's language. */
export function blockFigure(attributes: Partial<Attributes>): { html: string; error: string | null } {
  const given = ORDER.flatMap((name) => (attributes[name] ? [[name, attributes[name] ?? ''] as [string, string]] : []));
  const tag = `<jass-weis-calculator readonly${given.map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`).join('')}>`;
  const lang = isLang(attributes.lang) ? attributes.lang : 'en';
  const params = figureParams(new URLSearchParams(given));
  if ('code' in params) return { html: `${tag}</jass-weis-calculator>`, error: errorText(params, getMessages(lang)) };
  const drawn = figureOf(params.request);
  if (!drawn.ok) {
    const [first] = drawn.errors;
    return { html: `${tag}</jass-weis-calculator>`, error: first ? errorText(first, getMessages(lang)) : null };
  }
  return { html: `${tag}${drawn.figure.text}</jass-weis-calculator>`, error: null };
}

/** The editor's language as the element speaks it ("de-CH", "fr"), else English. */
function editorLang(): string {
  const lang = document.documentElement.lang;
  if (isLang(lang)) return lang;
  const base = lang.split('-')[0] ?? '';
  return isLang(base) ? base : 'en';
}

function register(): void {
  const { createElement: el, Fragment, RawHTML, useEffect, useRef } = wp.element;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, TextControl, SelectControl, Notice } = wp.components;
  wp.blocks.registerBlockType('jass-weis/figure', {
    edit({ attributes, setAttributes }: { attributes: Attributes; setAttributes: (next: Partial<Attributes>) => void }) {
      // A new block speaks the editor's language; the author may choose another.
      useEffect(() => {
        if (!attributes.lang) setAttributes({ lang: editorLang() });
      }, []);
      // The figure's height as the editor draws it, kept with the block for the page.
      const preview = useRef<HTMLElement | null>(null);
      useEffect(
        () => {
          let current = true;
          void drawnHeight(preview.current).then((height) => {
            if (current && height > 0 && Math.abs(height - (attributes.height ?? 0)) > 4) setAttributes({ height });
          });
          return () => {
            current = false;
          };
        },
        ORDER.map((name) => attributes[name]),
      );
      const { error } = blockFigure(attributes);
      const field = (name: keyof Attributes, label: string, help?: string) =>
        el(TextControl, { label, help, value: attributes[name], onChange: (value: string) => setAttributes({ [name]: value }) });
      return el(
        Fragment,
        null,
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: 'Jass Weis', initialOpen: true },
            field('hands', 'Hands', 'Seats separated by |: cards, melds or what was said (H9 HT HJ | HA DA SA CA).'),
            // The table's settings, from the core's registry: a list where a setting has choices.
            ...SETTING_NAMES.map((name) => {
              const { values } = settingSpec(name);
              const label = getMessages(isLang(attributes.lang) ? attributes.lang : 'en').fields[name];
              return values
                ? el(SelectControl, {
                    label,
                    value: attributes[name] || settingSpec(name).default,
                    options: values.map((value) => ({ label: value, value })),
                    onChange: (value: string) => setAttributes({ [name]: value }),
                  })
                : field(name, label, name === 'trump' ? 'H D S C, Rosen, obenabe, undenufe …; empty: not known.' : undefined);
            }),
            el(SelectControl, {
              label: 'Language',
              value: attributes.lang,
              options: LANGS.map((lang) => ({ label: lang, value: lang })),
              onChange: (lang: string) => setAttributes({ lang }),
            }),
            field('names', 'Names', 'Anna|Beat|Chrigu|Dani'),
          ),
        ),
        el(
          'div',
          useBlockProps(),
          error ? el(Notice, { status: 'error', isDismissible: false }, error) : null,
          el('jass-weis-calculator', {
            ref: preview,
            readonly: '',
            // Only what is given: an empty setting is the element's default.
            ...Object.fromEntries(ORDER.flatMap((name) => (attributes[name] ? [[name, attributes[name]]] : []))),
          }),
        ),
      );
    },
    // In the block's own wrapper: the theme lays it out as a block of the post's column.
    save({ attributes }: { attributes: Attributes }) {
      const style = roomFor(attributes.height);
      return el('div', useBlockProps.save(style ? { style } : {}), el(RawHTML, null, blockFigure(attributes).html));
    },
  });
}

if (typeof wp !== 'undefined') register();
