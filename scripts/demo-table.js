// A believable game table drawn with our own card art, for the store images
// (`npm run screenshots`): the player's nine cards face up along the bottom (named in
// `data-card`, as many games mark them), the other three seats' backs, the trump and a played
// trick in the middle. Needs `npm run build:types` (it draws with dist/lib's card faces).
const lib = new URL('../dist/lib/', import.meta.url);
const { cardFaceMarkup } = await import(new URL('src/figure/card-faces.js', lib));
const { rankIndex } = await import(new URL('src/ui/card-art.js', lib));
const { DEFAULT_PAIRING } = await import(new URL('src/core/index.js', lib));
const { getMessages, modeName } = await import(new URL('src/i18n/index.js', lib));

const face = (card, deck, messages, width) =>
  `<svg viewBox="0 0 60 84" width="${width}" height="${(width * 84) / 60}" aria-hidden="true"><rect x="1" y="1" width="58" height="82" rx="6" fill="#fffdf7" stroke="#5b6570" stroke-width="1.2"/>${cardFaceMarkup(card, deck, DEFAULT_PAIRING, rankIndex(card[1], deck, messages))}</svg>`;
const back = (width, turned = false) =>
  `<svg viewBox="0 0 60 84" width="${width}" height="${(width * 84) / 60}"${turned ? ' style="transform: rotate(90deg)"' : ''}><rect x="1" y="1" width="58" height="82" rx="6" fill="#7a1f2b" stroke="#f3e3c3" stroke-width="2"/><path d="M8 8H52V76H8Z" fill="none" stroke="#f3e3c3" stroke-width="1.2"/><path d="M30 16L46 42L30 68L14 42Z" fill="none" stroke="#f3e3c3" stroke-width="1.5"/></svg>`;

/** The table in one language and deck, the hand sorted by suit as games show it. */
export function demoTableHtml({ lang, deck, hand, trick, trump, names }) {
  const messages = getMessages(lang);
  const cards = hand
    .map((card) => `<div class="card" data-card="${card}" title="${card}">${face(card, deck, messages, 96)}</div>`)
    .join('');
  const played = trick.map((card, seat) => `<div class="played p${seat}">${face(card, deck, messages, 78)}</div>`).join('');
  const seat = (name, where, turned) =>
    `<div class="seat ${where}"><span class="name">${name}</span><div class="backs">${Array.from({ length: 9 }, () => back(46, turned)).join('')}</div></div>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Jass</title><style>
  html, body { margin: 0; height: 100%; }
  body { background: radial-gradient(ellipse at center, #1f7a43 0%, #11502a 70%, #0b3a1e 100%); font: 15px 'Liberation Sans', Arial, sans-serif; color: #fffdf7; overflow: hidden; }
  .info { position: absolute; left: 24px; top: 18px; background: rgb(0 0 0 / 0.28); padding: 8px 14px; border-radius: 10px; line-height: 1.5; }
  .seat { position: absolute; display: flex; flex-direction: column; align-items: center; gap: 6px; }
  .seat .backs { display: flex; }
  .seat .backs svg + svg { margin-left: -30px; }
  .top { left: 50%; top: 18px; transform: translateX(-50%); }
  .left { left: 40px; top: 250px; }
  .right { right: 40px; top: 250px; }
  .left .backs, .right .backs { flex-direction: column; }
  .left .backs svg + svg, .right .backs svg + svg { margin-left: 0; margin-top: -52px; }
  .name { background: rgb(0 0 0 / 0.35); padding: 2px 10px; border-radius: 999px; }
  .trick { position: absolute; left: 50%; top: 300px; width: 240px; height: 220px; transform: translateX(-50%); }
  .played { position: absolute; filter: drop-shadow(0 3px 6px rgb(0 0 0 / 0.35)); }
  .p0 { left: 81px; top: 110px; } .p1 { left: 160px; top: 55px; } .p2 { left: 81px; top: 0; } .p3 { left: 2px; top: 55px; }
  #hand { position: absolute; left: 50%; bottom: 22px; transform: translateX(-50%); display: flex; gap: 6px; }
  #hand .card { filter: drop-shadow(0 4px 8px rgb(0 0 0 / 0.35)); transition: transform 0.15s; }
  #hand .card:hover { transform: translateY(-10px); }
  .you { position: absolute; left: 50%; bottom: 172px; transform: translateX(-50%); }
</style></head><body>
<div class="info"><div>${messages.ui.trump}: <strong class="trump-name">${modeName(trump, messages, deck)}</strong></div><div>${names[0]} & ${names[2]}: 157 · ${names[1]} & ${names[3]}: 95</div></div>
${seat(names[2], 'top', false)}${seat(names[3], 'left', true)}${seat(names[1], 'right', true)}
<div class="trick">${played}</div>
<span class="name you">${names[0]}</span>
<div id="hand">${cards}</div>
</body></html>`;
}
