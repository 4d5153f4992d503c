/** On every answer of the figure service, whatever its status: nothing to sniff, no referrer to leak. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;
