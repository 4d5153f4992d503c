/**
 * A German rules article as an author writes it in Markdown: a ```jass-weis fence (the figure),
 * a sentence, and a code block of another language that must stay code.
 */
export const ARTICLE = `# Wer schreibt den Weis?

\`\`\`jass-weis
hands: H9 HT HJ HQ HK | HA DA SA CA
trump: S
lang: de-CH
names: Anna|Beat
\`\`\`

Anna gewinnt mit dem Fünfblatt.

\`\`\`js
const other = 'code stays code';
\`\`\`
`;
