import { startSidePanel } from '../../src/extension/views/side-panel.js';

void startSidePanel(document.querySelector('#app') as HTMLElement);
