/** Text as it may stand in HTML or SVG, in content and in quoted attributes. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
