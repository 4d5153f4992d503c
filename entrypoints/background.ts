import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../src/extension/background.js';

export default defineBackground(() => startBackground());
