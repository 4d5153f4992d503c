import { startPopup } from '../../src/extension/views/popup.js';

void startPopup(document.querySelector('#app') as HTMLElement);
