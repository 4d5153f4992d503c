// How every tool here starts Chromium: Debian's build unless CHROMIUM_PATH points elsewhere,
// with the flags this closed network needs (no background connections, no QUIC, no GPU).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
