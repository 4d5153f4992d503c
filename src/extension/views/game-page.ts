import { makeRules } from '../../core/index.js';
import { formatsOf } from '../../i18n/index.js';
import { timed } from '../content/budget.js';
import { PatternMemory } from '../content/overlay-state.js';
import { ScreenPictures } from '../content/screen-pictures.js';
import { SettingsStore } from '../settings-store.js';
import { loadFace, loadGame, loadPattern, loadPlace, savePattern } from '../site-memory.js';
import { sitesItem } from '../storage.js';
import { GameOverlay, type Kept, type Running } from './game-overlay.js';

const RUNNING = Symbol.for('jass-weis.game');

/**
 * The content script: reads the page, reports it, and shows the overlay. Never throws into the
 * page. It listens to nothing the page can send: the framework's "a newer script started"
 * signal is ignored (a page could forge it); it stops only when the extension itself is gone.
 */
export async function runGame(): Promise<void> {
  const slot = window as unknown as Record<symbol, Running | undefined>;
  const running = slot[RUNNING];
  if (running?.alive) {
    running.refresh();
    return;
  }
  // Taken at once, before anything is awaited: a second injection meanwhile starts no second reader.
  const starting: Running = { alive: true, refresh: () => undefined };
  slot[RUNNING] = starting;
  try {
    // Firefox matches a site's pattern on every port: read only the origin the player switched on.
    if (!(await sitesItem.getValue()).includes(location.origin)) {
      starting.alive = false;
      return;
    }
    slot[RUNNING] = new GameOverlay(await loadKept());
  } catch (error) {
    starting.alive = false;
    console.debug('jass-weis: not running on this page', error);
  }
}

/** What this site keeps, loaded before the overlay is built. */
async function loadKept(): Promise<Kept> {
  const origin = location.origin;
  const store = await SettingsStore.open();
  // The page's first number format costs the browser its language data (tens of ms): paid in a
  // task of its own now, not in the first answer.
  setTimeout(() => timed('formats', () => formatsOf(store.lang).number(0)), 0);
  const patterns = new PatternMemory(await loadPattern(origin), (next) => savePattern(origin, next));
  const place = await loadPlace(origin);
  const pictures = await ScreenPictures.open(origin, () => makeRules(store.settings.rules).deck);
  return { store, patterns, place, pictures, face: await loadFace(origin), game: await loadGame(origin) };
}
