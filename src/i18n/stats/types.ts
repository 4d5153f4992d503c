/** The words only `<jass-weis-stats>` speaks (with the element's own: melds, hands, share). */
export interface StatsWords {
  title: string;
  computing: string;
  /** A rare share: "1 in 240,000". */
  oneIn: (n: string) => string;
  /** The line under the statistics: the word (Stöck, Belot), what it is, and the share of hands that hold it. */
  stoeck: (word: string, share: string) => string;
}
