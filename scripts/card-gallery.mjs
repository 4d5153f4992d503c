// `node scripts/card-gallery.mjs [out.html]`: every card of both decks, the simple faces (before
// issue 19) beside the detailed ones, for looking at them (needs `npm run build:types`). The
// picture of it is docs/card-faces-before-after.png.
import { writeFileSync } from 'node:fs';

const lib = new URL('../dist/lib/', import.meta.url);
const { cardFaceMarkup } = await import(new URL('components/jass-weis-calculator/card-faces.js', lib));
const { SYMBOLS, symbolOf, isRedCard, CARD_FONT } = await import(new URL('components/jass-weis-calculator/card-signs.js', lib));
const { DEFAULT_PAIRING, RANKS, SUITS } = await import(new URL('src/core/index.js', lib));
const { getMessages } = await import(new URL('src/i18n/index.js', lib));
const { rankIndex } = await import(new URL('src/ui/card-art.js', lib));

const card = (inner) =>
  `<svg viewBox="0 0 60 84" width="60" height="84"><rect x="1" y="1" width="58" height="82" rx="6" fill="#fffdf7" stroke="#8a939c" stroke-width="1.5"/>${inner}</svg>`;
const simple = (id, face) => {
  const label =
    { T: face === 'french' ? '10' : 'B', J: face === 'french' ? 'J' : 'U', Q: face === 'french' ? 'Q' : 'O' }[id[1]] ?? id[1];
  return card(
    `<text x="7" y="27" font-family="Georgia, serif" font-weight="700" font-size="22" fill="${isRedCard(id, face) ? '#b3261e' : '#1c1c1c'}">${label}</text><g transform="translate(22 40) scale(1.1)">${SYMBOLS[symbolOf(id[0], face, DEFAULT_PAIRING)]}</g>`,
  );
};
const rows = [];
for (const [face, lang] of [
  ['french', 'en'],
  ['french', 'de'],
  ['german-swiss', 'de-CH'],
]) {
  const messages = getMessages(lang);
  for (const suit of SUITS) {
    const ids = RANKS.map((rank) => `${suit}${rank}`);
    rows.push(
      `<tr><th>${face}, ${lang}, ${suit}</th><td>${ids.map((id) => simple(id, face)).join('')}</td><td>${ids
        .map((id) => card(cardFaceMarkup(id, face, DEFAULT_PAIRING, rankIndex(id[1], face, messages))))
        .join('')}</td></tr>`,
    );
  }
}
const out = process.argv[2] ?? 'dist/card-gallery.html';
writeFileSync(
  out,
  `<!doctype html><meta charset="utf-8"><title>jass-weis card faces</title><style>body{font:14px ${CARD_FONT};background:#eee}td{padding:4px}svg{margin:2px}th{text-align:left;font-weight:400}</style>
<h1>Card faces: before (simple) and after (detailed)</h1><table><tr><th></th><th>before</th><th>after</th></tr>${rows.join('\n')}</table>`,
);
console.log(`wrote ${out}`);
