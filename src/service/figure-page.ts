import type { Lang } from '../core/index.js';
import { escapeMarkup } from '../figure/escape.js';
import type { Figure } from '../figure/figure.js';
import { getMessages } from '../i18n/index.js';
import { labelled } from '../i18n/sentences.js';

/** Where the page's links point: the page itself, its pictures and its oEmbed answer. */
export interface FigureLinks {
  page: string;
  svg: string;
  png: string;
  oembed: string;
}

/** The picture's size in pixels, from its SVG's own width and height. */
export function svgSize(svg: string): { width: number; height: number } {
  const width = Number(/\bwidth="(\d+)"/.exec(svg)?.[1] ?? 640);
  const height = Number(/\bheight="(\d+)"/.exec(svg)?.[1] ?? 480);
  return { width, height };
}

/** A share link's words: the verdict as the title, the rules and each seat's best Weis as the description. */
export function figureWords(figure: Figure, lang: Lang): { title: string; description: string } {
  const { model } = figure;
  const messages = getMessages(lang);
  const seats = model.seats.map((seat) => labelled(seat.name, seat.best, messages));
  return { title: model.verdict.slice(0, 200), description: [model.heading, ...seats].join(' · ').slice(0, 300) };
}

/**
 * The page a shared link opens: the figure's picture and its words, with Open Graph and
 * Twitter card tags (the PNG at twice the size as the preview) and the oEmbed link, so a chat
 * or a forum shows the verdict and the cards. No script; every word escaped.
 */
export function figurePage(figure: Figure, lang: Lang, links: FigureLinks): string {
  const { title, description } = figureWords(figure, lang);
  const { width, height } = svgSize(figure.svg);
  const attr = escapeMarkup;
  const meta = (key: 'property' | 'name', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${attr(String(content))}">`;
  return `<!doctype html>
<html lang="${attr(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${attr(title)}</title>
${meta('name', 'description', description)}
${meta('property', 'og:type', 'website')}
${meta('property', 'og:site_name', 'jass-weis')}
${meta('property', 'og:title', title)}
${meta('property', 'og:description', description)}
${meta('property', 'og:url', links.page)}
${meta('property', 'og:image', links.png)}
${meta('property', 'og:image:type', 'image/png')}
${meta('property', 'og:image:width', width * 2)}
${meta('property', 'og:image:height', height * 2)}
${meta('property', 'og:image:alt', title)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', title)}
${meta('name', 'twitter:description', description)}
${meta('name', 'twitter:image', links.png)}
<link rel="canonical" href="${attr(links.page)}">
<link rel="alternate" type="application/json+oembed" href="${attr(links.oembed)}" title="${attr(title)}">
<style>body{margin:0 auto;max-width:680px;padding:1rem;font:16px/1.5 system-ui,sans-serif;color:#1d232a;background:#fff}img{max-width:100%;height:auto}table{border-collapse:collapse}th,td{padding:.2rem .6rem .2rem 0;text-align:start;vertical-align:top}</style>
</head>
<body>
<main>
<h1>${attr(title)}</h1>
<img src="${attr(links.svg)}" width="${width}" height="${height}" alt="${attr(title)}">
${figure.text}
</main>
</body>
</html>
`;
}
