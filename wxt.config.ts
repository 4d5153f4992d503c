import { defineConfig } from 'wxt';

/**
 * The extension: popup, side panel, and a content script that runs only on sites the user
 * enables. JASS_E2E=1 builds a test variant that may read http://127.0.0.1 (the fixture
 * server of the end-to-end tests); the release manifest asks for no host at install.
 */
const e2e = process.env.JASS_E2E === '1';

export default defineConfig({
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  outDir: e2e ? '.output/e2e' : '.output',
  manifestVersion: 3,
  imports: false,
  manifest: ({ browser }) => ({
    // Store name and description in the browser's language: public/_locales. The version is package.json's.
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'activeTab', 'scripting'],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    ...(e2e ? { host_permissions: ['http://127.0.0.1/*'] } : {}),
    // Firefox's WebDriver may not open extension pages itself: the test build lets the test
    // server's pages open the popup and side panel. Release builds expose nothing to pages.
    ...(e2e && browser === 'firefox'
      ? { web_accessible_resources: [{ resources: ['popup.html', 'sidepanel.html'], matches: ['http://127.0.0.1/*'] }] }
      : {}),
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'jass-weis@jass-weis.app',
              // data_collection_permissions came with Firefox 140 (desktop, the current ESR) and 142 (Android).
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
