// What `npm run bench` loads into a page to time the reader: the same modules the content script runs.
export { GameSession } from '../src/extension/content/game-session.js';
export { readPageInSlices } from '../src/extension/reader/read-page.js';
