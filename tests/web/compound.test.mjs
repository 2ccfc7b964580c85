// Compound moves in the browser, on a touch phone (360 × 740): for each of the four games whose
// tracker offers one, the move done through the UI (a tap, or the generic form of its inputs)
// changes its counters as one gesture, writes one history line, and one Undo restores it all.
// Run after `trunk build`: RAMPART_DIST=... node --test tests/web/compound.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DIST, launchChromium, serveStatic, startTracker, touchPhone } from './helpers.mjs';

let server;
let browser;

before(async () => {
  server = await serveStatic(DIST);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});


const startFromTile = (page, kind) => startTracker(page, server.url, kind);

function widget(page, key, player) {
  const owner = player === undefined ? ':not([data-player])' : `[data-player="${player}"]`;
  return page.locator(`[data-key="${key}"]${owner}`).first();
}

async function valueOf(page, key, player) {
  return Number(await widget(page, key, player).getAttribute('data-value'));
}

async function waitValue(page, key, expected, player) {
  const deadline = Date.now() + 5000;
  let seen;
  while (Date.now() < deadline) {
    seen = await valueOf(page, key, player);
    if (seen === expected) return;
    await page.waitForTimeout(40);
  }
  throw new Error(`${key}${player === undefined ? '' : `/${player}`}: expected ${expected}, found ${seen}`);
}

/** Every counter's value, by key and owner. */
async function snapshot(page) {
  return page.$$eval('[data-key][data-value]', (els) =>
    els.map((el) => `${el.dataset.key}/${el.dataset.player ?? '-'}=${el.dataset.value}`).sort(),
  );
}

/** Scrolls `locator` to the lower middle of the screen, clear of the pinned bars above (turn bar, section
 * bar, alerts, a player's name) and the undo bar below, for a finger to reach. */
async function centre(locator) {
  await locator.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const top = el.getBoundingClientRect().top;
    window.scrollBy(0, top - window.innerHeight * 0.68);
  });
}

/** A finger's tap in the middle of `locator`, brought to the middle of the screen first (a raw touch
 * lands on whatever is on top; the pinned bars cover the edges). */
async function touch(page, locator) {
  await centre(locator);
  const box = await locator.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const historyLines = (page) => page.locator('[data-testid="history"] > li').count();

async function tapNext(page, key) {
  const before = await valueOf(page, key);
  const button = page.getByTestId(`advance-${key}`);
  await touch(page, button);
  await waitValue(page, key, before + 1);
}

async function tapPlus(page, key, player) {
  const before = await valueOf(page, key, player);
  const button = widget(page, key, player).locator('[data-step="plus"]');
  await touch(page, button);
  await waitValue(page, key, before + 1, player);
}

/**
 * Does the compound move `key` (with `answers` in its form, if it has one) and checks the promises:
 * `changed` counters reach their values together, one history line more, one Undo restores every
 * counter and the history.
 */
async function compound(page, key, answers, changed) {
  const before = await snapshot(page);
  const lines = await historyLines(page);
  const button = page.getByTestId(`rule-${key}`).first();
  assert.equal(await button.isDisabled(), false, `rule-${key} is enabled`);
  await touch(page, button);
  if (answers) {
    await page.getByTestId('rule-form').waitFor();
    for (const [input, value] of Object.entries(answers)) {
      const field = page.getByTestId(`rule-input-${input}`);
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(String(value));
      else await field.fill(String(value));
    }
    const submit = page.getByTestId('rule-form-submit');
    assert.equal(await submit.isDisabled(), false, 'the answers are in range');
    await submit.tap();
    await page.getByTestId('rule-form').waitFor({ state: 'detached' });
  }
  for (const [k, value, player] of changed) await waitValue(page, k, value, player);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] > li').length === n + 1, lines);
  const line = (await page.locator('[data-testid="history"] > li').allTextContents()).join('\n');
  await page.getByTestId('undo').tap();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] > li').length === n, lines);
  for (const [k, , player] of changed) {
    const was = before.find((s) => s.startsWith(`${k}/${player ?? '-'}=`));
    await waitValue(page, k, Number(was.split('=')[1]), player);
  }
  assert.deepEqual(await snapshot(page), before, 'one Undo restores every counter');
  return line;
}

test('Siege of Valeria: rolled at the table, every die of the pool active in one tap', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await startFromTile(page, 'valeria');
  const soldiers = (await valueOf(page, 'soldier.active')) + (await valueOf(page, 'soldier.spent'));
  const holy = (await valueOf(page, 'holy.active')) + (await valueOf(page, 'holy.spent'));
  const line = await compound(page, 'rolled_at_table', null, [
    ['soldier.active', soldiers],
    ['soldier.spent', 0],
    ['holy.active', holy],
    ['holy.spent', 0],
  ]);
  assert.match(line, /Rolled at the table/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Defenders of the Realm: heal N Life Tokens; a Darkness Spreads card with its overrun', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await startFromTile(page, 'defenders');
  // Two wounds on the first hero: + on Wounded takes them from the active tokens (the pool's home).
  for (let i = 0; i < 2; i++) await tapPlus(page, 'life_wounded', 0);
  const used = await valueOf(page, 'life_used', 0);
  let line = await compound(page, 'heal_tokens.0', { tokens: 2 }, [
    ['life_wounded', 0, 0],
    ['life_used', used + 2, 0],
  ]);
  assert.match(line, /heals 2 Life Token/);
  // Night, then card #7 (Ghost Marsh: 2 Demons) where 3 minions stand already: an overrun.
  await tapNext(page, 'phase');
  await tapNext(page, 'phase');
  const crystals = await valueOf(page, 'crystals');
  const red = await valueOf(page, 'red.board');
  const green = await valueOf(page, 'green.board');
  line = await compound(page, 'darkness_spreads', { card: 7, a_there: 3, b_there: 0, full_neighbours: 0 }, [
    ['crystals', crystals + 1],
    ['green.board', green + 1],
  ]);
  assert.ok(line.includes('Darkness Spreads #7') && line.includes('overrun at Ghost Marsh'), line);
  assert.equal(await valueOf(page, 'red.board'), red, 'undone');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Heroes and Spells: a battle\'s casualties on both armies in one form', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await startFromTile(page, 'thaloria');
  for (const player of [0, 1]) {
    for (let i = 0; i < 2; i++) await tapPlus(page, 'standard_tiles', player);
  }
  const fallen = [await valueOf(page, 'standard_fallen', 0), await valueOf(page, 'standard_fallen', 1)];
  const line = await compound(page, 'battle_casualties', { att_standard: 1, def_standard: 2 }, [
    ['standard_fallen', fallen[0] + 1, 0],
    ['standard_fallen', fallen[1] + 2, 1],
    ['standard_tiles', 1, 0],
    ['standard_tiles', 0, 1],
  ]);
  assert.match(line, /casualties/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('The Exiled: the Defenders\' round of new units in one form', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await startFromTile(page, 'exiled');
  await tapNext(page, 'phase');
  await tapNext(page, 'phase');
  const archers = await valueOf(page, 'archers');
  const line = await compound(page, 'round_units.defenders', { 'units.archers': 2, 'units.swordsmen': 1 }, [
    ['archers', archers + 2],
    ['swordsmen', 1],
  ]);
  assert.match(line, /2 Archers, 1 Swordsmen/);
  assert.deepEqual(problems, []);
  await context.close();
});
