import { startPopup } from './app.js';

void startPopup(document.querySelector('#app') as HTMLElement);
