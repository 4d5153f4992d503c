import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mergeOdds, type OddsRequest, PRESETS, weisOdds } from '../../src/core/index.js';
import { ShareBudget } from '../../src/extension/content/budget.js';
import { OddsMemo, PatternMemory } from '../../src/extension/content/overlay-state.js';
import type { CardPattern } from '../../src/extension/reader/pattern.js';
import { SettingsStore } from '../../src/extension/settings-store.js';
import { settingsItem } from '../../src/extension/storage.js';

describe('the learnt pattern and Undo', () => {
  const a = { card: 'a' } as unknown as CardPattern;
  const b = { card: 'b' } as unknown as CardPattern;

  test('undo goes back to the pattern before the last teaching, once', async () => {
    const stored: (CardPattern | null)[] = [];
    const memory = new PatternMemory(a, async (next) => {
      stored.push(next);
      return { ok: true };
    });
    expect(memory.canUndo).toBe(false);
    await memory.save(b);
    expect([memory.pattern, memory.canUndo]).toEqual([b, true]);
    await memory.undo();
    expect([memory.pattern, memory.canUndo]).toEqual([a, false]);
    await memory.undo();
    expect(memory.pattern).toBe(a);
    expect(stored).toEqual([b, a]);
  });

  test('forget removes the pattern, with nothing to undo', async () => {
    const memory = new PatternMemory(a, async () => ({ ok: true }));
    await memory.forget();
    expect([memory.pattern, memory.canUndo]).toEqual([null, false]);
  });
});

test('issue 15: a pattern the storage does not keep is not taken as learnt', async () => {
  const a = { card: 'a' } as unknown as CardPattern;
  const memory = new PatternMemory(null, async () => ({ ok: false, reason: 'too-large' }));
  expect(await memory.save(a)).toEqual({ ok: false, reason: 'too-large' });
  expect([memory.pattern, memory.canUndo]).toEqual([null, false]);
});

test('the odds are counted once per key, in short tasks, and shown when counted', async () => {
  const counted: number[] = [];
  const engine = {
    weisOdds: (request: OddsRequest) => {
      counted.push(request.seed ?? 0);
      return weisOdds({ ...request, deals: 50 });
    },
    mergeOdds,
  };
  const memo = new OddsMemo(engine);
  const request = (): OddsRequest => ({
    rules: PRESETS.schieber,
    mode: 'H',
    hand: ['HA', 'HK', 'HQ'],
    seat: 0,
    forehand: 0,
    deals: 200,
  });
  let ready = 0;
  const shown = new Promise<void>((resolve) => {
    expect(memo.get('a', request, () => resolve())).toBeNull();
  });
  expect(memo.get('a', request, () => ready++)).toBeNull();
  await shown;
  // Four tasks of 50 deals, each on a seed of its own, merged.
  expect(new Set(counted).size).toBe(4);
  expect(memo.get('a', request, () => ready++)?.deals).toBe(200);
  expect(ready).toBe(0);
  // Another key is counted afresh; a request dropped for a newer one is never shown.
  let stale = 0;
  memo.get('b', request, () => stale++);
  const fresh = new Promise<void>((resolve) => memo.get('c', request, () => resolve()));
  await fresh;
  expect(stale).toBe(0);
});

describe('one settings store for popup, side panel and content script', () => {
  beforeEach(() => fakeBrowser.reset());

  test('the language and deck face a view uses: the player’s, else the page’s, else the language’s', async () => {
    await settingsItem.setValue({
      rules: 'official',
      lang: 'de-CH',
      deck: '',
      pairing: { rosen: 'H', eicheln: 'D', schilten: 'S', schellen: 'C' },
      overlay: true,
    });
    const store = await SettingsStore.open();
    expect(store.lang).toBe('de-CH');
    expect(store.face()).toBe('german-swiss');
    expect(store.face('french')).toBe('french');
    await store.change({ deck: 'french', lang: 'it' });
    expect([store.lang, store.face('german-swiss')]).toEqual(['it', 'french']);
  });

  test('a change in one part reaches the others; hand-edited storage falls back to valid settings', async () => {
    const popup = await SettingsStore.open();
    const panel = await SettingsStore.open();
    const seen: string[] = [];
    const stop = panel.watch((store) => seen.push(store.settings.rules));
    await popup.change({ rules: 'belot' });
    await expect.poll(() => seen).toEqual(['belot']);
    await settingsItem.setValue({ rules: 'nonsense', lang: 'xx', pairing: { rosen: 'H' } } as never);
    await expect.poll(() => panel.settings.rules).toBe('schieber');
    expect(panel.settings.pairing).toEqual({ rosen: 'H', eicheln: 'D', schilten: 'S', schellen: 'C' });
    stop();
  });
});

describe('issue 15: our share of a game page’s main thread', () => {
  test('a quiet page gets its work at once; a page that never rests, only its share', () => {
    const budget = new ShareBudget(0.05, 100, 0);
    expect(budget.wait(0)).toBe(0);
    budget.spend(60, 0);
    expect(budget.wait(0)).toBe(0);
    // 120 ms spent with 100 in hand: 20 ms owed, paid at 5 % of the time, after 400 ms.
    budget.spend(60, 0);
    expect(budget.wait(0)).toBeCloseTo(400);
    expect(budget.wait(400)).toBe(0);
    // However often it runs, over a long time it takes no more than its share.
    let spent = 0;
    let now = 400;
    for (let run = 0; run < 1000; run++) {
      now += Math.max(16, budget.wait(now));
      budget.spend(30, now);
      spent += 30;
    }
    expect(spent / now).toBeLessThan(0.06);
  });
});
