import { type Drawn, MAX_DRAWS, MAX_SCENE_NODES } from './drawn.js';

/*
 * Scenes that WebGL libraries publish for their developer tools (PixiJS, Phaser): the sprites
 * they draw, read in the page's own world, bounded however a page builds its graph.
 */

/** A short hash of a text (FNV-1a over at most 4,096 of its characters), for data images. */
export function hash32(text: string): string {
  let h = 0x811c9dc5;
  const step = Math.max(1, Math.floor(text.length / 4096));
  for (let i = 0; i < text.length; i += step) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

type Node = Record<string, unknown>;
const get = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Node)[key] : undefined;
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN);

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

function boundsOf(node: unknown): Bounds | null {
  const getBounds = get(node, 'getBounds');
  if (typeof getBounds !== 'function') return null;
  const bounds = getBounds.call(node) as unknown;
  const rect = get(bounds, 'rectangle') ?? bounds;
  const box = {
    x: num(get(rect, 'x')),
    y: num(get(rect, 'y')),
    width: num(get(rect, 'width')),
    height: num(get(rect, 'height')),
  };
  return Object.values(box).every(Number.isFinite) && box.width > 0 && box.height > 0 ? box : null;
}

/** A texture's name as the page gave it (a file or an atlas frame), and where in its image it is cut from. */
function textureOf(texture: unknown): { name: string; x: number; y: number } | null {
  const source = get(texture, 'source') ?? get(texture, 'baseTexture');
  const resource = get(source, 'resource');
  const names = [
    get(texture, 'label'),
    (get(texture, 'textureCacheIds') as unknown[] | undefined)?.[0],
    get(source, 'label'),
    get(resource, 'src'),
    get(resource, 'url'),
  ];
  const name = names.find((value): value is string => typeof value === 'string' && value.length > 0);
  const frame = get(texture, 'frame');
  return name ? { name: name.slice(-512), x: num(get(frame, 'x')) || 0, y: num(get(frame, 'y')) || 0 } : null;
}

/** A sprite of a scene where the page shows it: scene bounds scaled to the canvas's place in the viewport. */
const onPage = (image: string, sx: number, sy: number, bounds: Bounds, rect: DOMRect, scale: number): Drawn => ({
  image,
  sx,
  sy,
  sw: bounds.width,
  sh: bounds.height,
  x: rect.left + bounds.x * scale,
  y: rect.top + bounds.y * scale,
  width: bounds.width * scale,
  height: bounds.height * scale,
});

/** Sprites on screen in a PixiJS or Phaser scene the page published, in CSS pixels of the viewport. */
export function readSceneGraphs(win: Window & typeof globalThis): Drawn[] {
  const global = win as unknown as Node;
  const drawn: Drawn[] = [];
  const app = global.__PIXI_APP__;
  const stage = get(app, 'stage') ?? global.__PIXI_STAGE__;
  const renderer = get(app, 'renderer') ?? global.__PIXI_RENDERER__;
  const canvas = (get(renderer, 'canvas') ?? get(renderer, 'view') ?? get(app, 'canvas')) as HTMLCanvasElement | undefined;
  if (stage && canvas instanceof win.HTMLCanvasElement) {
    const rect = canvas.getBoundingClientRect();
    const screen = get(renderer, 'screen');
    const scale = rect.width / (num(get(screen, 'width')) || rect.width);
    // Every node is visited once and the walk counts them: a container that is its own child, or
    // children shared across branches, cost no more than the budget.
    const seen = new WeakSet<object>();
    let visits = 0;
    const walk = (node: unknown, depth: number) => {
      if (typeof node !== 'object' || node === null || seen.has(node) || ++visits > MAX_SCENE_NODES) return;
      seen.add(node);
      if (drawn.length >= MAX_DRAWS || depth > 32 || get(node, 'visible') === false || get(node, 'renderable') === false) return;
      const texture = get(node, 'texture');
      const named = texture ? textureOf(texture) : null;
      const bounds = named ? boundsOf(node) : null;
      if (named && bounds) drawn.push(onPage(named.name, named.x, named.y, bounds, rect, scale));
      const children = get(node, 'children');
      if (Array.isArray(children)) for (const child of children.slice(0, MAX_DRAWS)) walk(child, depth + 1);
    };
    walk(stage, 0);
  }
  const game = global.__PHASER_GAME__;
  const gameCanvas = get(game, 'canvas');
  if (game && gameCanvas instanceof win.HTMLCanvasElement) {
    const rect = gameCanvas.getBoundingClientRect();
    const scale = rect.width / (num(get(get(game, 'scale'), 'width')) || gameCanvas.width || rect.width);
    const manager = get(game, 'scene');
    const scenes = get(manager, 'scenes');
    for (const scene of Array.isArray(scenes) ? scenes.slice(0, 16) : []) {
      const list = get(get(scene, 'children'), 'list');
      for (const object of Array.isArray(list) ? list.slice(0, MAX_DRAWS) : []) {
        if (drawn.length >= MAX_DRAWS || get(object, 'visible') === false) continue;
        const key = get(get(object, 'texture'), 'key');
        const frame = get(object, 'frame');
        const bounds = boundsOf(object);
        if (typeof key !== 'string' || !bounds) continue;
        const frameName = get(frame, 'name');
        const image = `${key}${typeof frameName === 'string' || typeof frameName === 'number' ? `/${frameName}` : ''}`;
        drawn.push(onPage(image.slice(-512), num(get(frame, 'cutX')) || 0, num(get(frame, 'cutY')) || 0, bounds, rect, scale));
      }
    }
  }
  return drawn;
}
