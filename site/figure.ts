import '../components/jass-weis-calculator/define.js';
import { elementHtml, stateFromHash } from './embed-state.js';

/*
 * The iframe embed: the table in this page's address (`#readonly=1&hands=…`, as the builder's
 * link), one figure, and its height told to the page around the iframe whenever it changes,
 * as `{ type: 'jass-weis-height', height }`, so a host that listens can size the iframe.
 */
const figure = document.getElementById('figure');

function show(): void {
  if (figure) figure.innerHTML = elementHtml(stateFromHash(location.hash));
}

let told = 0;
const tell = () => {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === told || window.parent === window) return;
  told = height;
  window.parent.postMessage({ type: 'jass-weis-height', height }, '*');
};

show();
window.addEventListener('hashchange', show);
new ResizeObserver(tell).observe(document.documentElement);
