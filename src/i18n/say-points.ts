/** How a language says the value of a Weis (20 to 300): its hundreds, its tens, and how they join. */
export interface PointWords {
  hundreds: readonly [string, string, string, string];
  tens: Readonly<Record<number, string>>;
  join?: (hundreds: string, tens: string) => string;
}

/** What a player says at the table, the value of their best meld in words ("a hundred and fifty"), or the digits where the language has no words for it. */
export const sayPoints =
  ({ hundreds: hundredWords, tens: tenWords, join = (h, t) => h + t }: PointWords) =>
  (points: number): string => {
    const hundreds = hundredWords[Math.floor(points / 100)];
    const rest = points % 100;
    const tens = rest === 0 ? '' : tenWords[rest];
    if (hundreds === undefined || tens === undefined) return String(points);
    if (!tens) return hundreds;
    if (!hundreds) return tens;
    return join(hundreds, tens);
  };
