import { startSidePanel } from './app.js';

void startSidePanel(document.querySelector('#app') as HTMLElement);
