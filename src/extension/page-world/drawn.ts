/*
 * What the page-world recorder reports of a frame, and its caps: shared by the recorder (in the
 * page's world) and the content script that checks what it receives.
 */

/** One drawn image: its address (or kind), the source rectangle, the destination in CSS pixels of the viewport. */
export interface Drawn {
  image: string;
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The first word of the private channel, so that the content script knows the port it is given. */
export const CHANNEL_HELLO = 'jw-canvas-port';
/** How a drawn entry that is text the page wrote (not an image) is named: this, then the words. */
export const DRAWN_TEXT = 'text:';
/** Words of one text call that are recorded. */
export const MAX_TEXT = 80;
/** At most this many draws of one frame are reported (a page drawing 50,000 tiles reports its first ones). */
export const MAX_DRAWS = 2000;
/** Nodes of a page's scene graph one read visits at most, however the graph is built. */
export const MAX_SCENE_NODES = 20_000;
/** The longest address of a drawn image that is reported. */
export const MAX_URL = 512;
/** Fields of one reported draw. */
export const FIELDS = 8;
