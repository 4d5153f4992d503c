/** Numbers with a fixed count of decimals, as the reader's language writes them ("72.3173%", "72,3173 %"). */
export function decimalsIn(
  lang: string,
  digits: number,
): { percent: (share: number) => string; number: (value: number) => string } {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const percent = new Intl.NumberFormat(lang, { ...options, style: 'percent' });
  const number = new Intl.NumberFormat(lang, options);
  return { percent: (share) => percent.format(share), number: (value) => number.format(value) };
}
