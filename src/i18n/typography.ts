/** Swiss Standard German: German with "ss" for "ß", as Swiss authors write it (a table of plain words). */
export const swissSpelling = <T>(words: T): T => JSON.parse(JSON.stringify(words).replaceAll('ß', 'ss')) as T;

/** French typography in a table of plain words: a no-break space before ":" and a narrow one before ";", "?" and "!". */
export const frenchSpacing = <T>(words: T): T =>
  JSON.parse(
    JSON.stringify(words).replace(/ ([:;?!])/g, (_match, sign: string) => (sign === ':' ? '\u00a0:' : `\u202f${sign}`)),
  ) as T;
