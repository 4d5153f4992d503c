/** The browser extension's own words: overlay, popup, side panel and settings (not in the element's bundle). */
export interface ExtensionWords {
  language: string;
  noCards: string;
  teach: string;
  teachPrompt: string;
  teachFailed: string;
  teachDone: string;
  undo: string;
  forgetSite: string;
  nameCards: string;
  namePrompt: string;
  nameNotCard: string;
  nameWhich: string;
  nameMore: (count: number) => string;
  setTrump: string;
  cancel: string;
  collapse: string;
  expand: string;
  sayIt: string;
  trumpUnknown: string;
  readOnSite: string;
  knownSite: string;
  overlayOn: string;
  pairingLabel: string;
  pageTable: string;
  noPage: string;
  settings: string;
  auto: string;
  right: string;
  partner: string;
  left: string;
}
