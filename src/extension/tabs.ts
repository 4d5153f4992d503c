import { browser } from 'wxt/browser';

/** The tab a page of the extension is about: the active one, or `?tab=ID` when opened as a page. */
export async function targetTab() {
  const id = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(id) && id > 0) return browser.tabs.get(id);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab;
}
