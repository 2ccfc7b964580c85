// The five games' trackers in the browser, one test per game: start from the game's tile, change
// the key values (a pool transfer, a Steps "Next", a rule button), reach the loss alert, undo it,
// reload, and (Siege of Valeria, Defenders) export and import. A phone-width screenshot per game
// goes to tests/artifacts/table-<game>.png.
// Run after `trunk build`: node --test tests/web/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { ARTIFACTS, DIST, launchChromium, openPage, serveStatic } from './helpers.mjs';

let server;
let browser;

before(async () => {
  server = await serveStatic(DIST);
  browser = await launchChromium();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A phone-sized page (360 px wide) that records errors and counts vibrations. */
async function phone() {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, acceptDownloads: true });
  await context.addInitScript(() => {
    window.__buzz = 0;
    Navigator.prototype.vibrate = function vibrate() {
      window.__buzz += 1;
      return true;
    };
  });
  const { page, problems } = await openPage(context);
  return { context, page, problems };
}

/** Home → the game's tile → the new-table form (its kind chosen) → a new tracker. */
async function startFromTile(page, kind) {
  await page.goto(`${server.url}/`);
  await page.getByTestId(`track-${kind}`).click();
  await page.getByTestId(`kind-${kind}`).waitFor();
  assert.equal(await page.getByTestId(`kind-${kind}`).getAttribute('aria-checked'), 'true');
  assert.equal(await page.getByTestId('kind-generic').getAttribute('aria-checked'), 'false');
  await page.getByTestId('start-table').click();
  await page.locator('[data-key]').first().waitFor();
  assert.match(page.url(), /#\/table\/[^/]+$/);
}

/** The widget of the counter with `key` (shared unless `player` is given). */
function widget(page, key, player) {
  const owner = player === undefined ? ':not([data-player])' : `[data-player="${player}"]`;
  return page.locator(`[data-key="${key}"]${owner}`).first();
}

async function valueOf(page, key, player) {
  return Number(await widget(page, key, player).getAttribute('data-value'));
}

/** Waits until the counter shows `expected` (both its data-value and its value element). */
async function waitValue(page, key, expected, player) {
  const w = widget(page, key, player);
  const deadline = Date.now() + 5000;
  let seen;
  while (Date.now() < deadline) {
    seen = await w.getAttribute('data-value');
    const shown = await w.locator('[data-testid="value"]').first().textContent();
    if (Number(seen) === expected && Number(shown) === expected) return;
    await page.waitForTimeout(40);
  }
  throw new Error(`${key}${player === undefined ? '' : `/${player}`}: expected ${expected}, found ${seen}`);
}

async function plus(page, key, player) {
  const before = await valueOf(page, key, player);
  await widget(page, key, player).locator('[data-step="plus"]').click();
  await waitValue(page, key, before + 1, player);
}

async function minus(page, key, player) {
  const before = await valueOf(page, key, player);
  await widget(page, key, player).locator('[data-step="minus"]').click();
  await waitValue(page, key, before - 1, player);
}

/** "Next" on a Steps counter: one step on. */
async function advance(page, key) {
  const before = await valueOf(page, key);
  await page.getByTestId(`advance-${key}`).click();
  await waitValue(page, key, before + 1);
}

/** + on the first pooled counter that is not its pool's home: 1 moves from the home. */
async function poolTransfer(page) {
  const member = page.locator('.counter--pool:not(.counter--home)').filter({
    has: page.locator('[data-step="plus"]:not([disabled])'),
  }).first();
  const key = await member.getAttribute('data-key');
  const player = (await member.getAttribute('data-player')) ?? undefined;
  const home = page.locator('.counter--home').first();
  const poolTotal = async () => {
    const values = await page.$$eval('.counter--pool', (els) => els.map((el) => Number(el.dataset.value)));
    return values.reduce((a, b) => a + b, 0);
  };
  const total = await poolTotal();
  const homeBefore = Number(await home.getAttribute('data-value'));
  await plus(page, key, player);
  assert.equal(await poolTotal(), total, 'a pool keeps its total');
  assert.ok(Number(await home.getAttribute('data-value')) <= homeBefore, 'the home gave');
  return key;
}

async function pressRule(page, key) {
  const button = page.getByTestId(`rule-${key}`).first();
  assert.equal(await button.isDisabled(), false, `rule-${key} is enabled`);
  await button.click();
  await page.getByTestId('last-result').waitFor();
  assert.ok((await page.getByTestId('result-title').textContent()).trim().length > 0);
}

const alertCount = (page, level) => page.locator(`[data-testid="alert-${level}"]`).count();

/** The loss alert is up, in a banner (role alert) that blocks nothing, and its section is marked. */
async function expectLoss(page) {
  await page.getByTestId('alert-loss').first().waitFor();
  assert.equal(await page.locator('[role="alert"] [data-testid="alert-loss"]').count() > 0, true);
  assert.equal(await page.locator('.modal').count(), 0, 'an alert is never a modal');
  assert.ok((await page.locator('.marked--loss').count()) > 0, 'the section of the loss is marked');
}

async function screenshot(page, game) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(ARTIFACTS, `table-${game}.png`) });
}

/** Undo takes the loss back; the alert goes. */
async function undoLoss(page) {
  await page.getByTestId('undo').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="alert-loss"]'));
}

async function reloadKeeps(page, expected) {
  const url = page.url();
  await page.reload();
  await page.locator('[data-key]').first().waitFor();
  assert.equal(page.url(), url);
  for (const [key, value, player] of expected) await waitValue(page, key, value, player);
  assert.equal(await page.getByTestId('undo').isDisabled(), false, 'undo survives a reload');
}

test('Siege of Valeria: phases, dice pool, roll, Turret Impacts to the loss; export and import', async () => {
  const { context, page, problems } = await phone();
  await startFromTile(page, 'valeria');
  // Keep awake: on while the tracker is open, unless turned off (and that choice is kept).
  const awake = page.getByTestId('keep-awake-tracker');
  assert.equal(await awake.getAttribute('aria-pressed'), 'true');
  await awake.click();
  assert.equal(await awake.getAttribute('aria-pressed'), 'false');
  await awake.click();
  assert.equal(await awake.getAttribute('aria-pressed'), 'true');
  await pressRule(page, 'roll_dice');
  await advance(page, 'phase');
  const pooled = await poolTransfer(page);
  const pooledValue = await valueOf(page, pooled);
  for (let i = 0; i < 3; i++) await plus(page, 'turret1.impact');
  await page.getByTestId('alert-warning').first().waitFor();
  assert.equal(await alertCount(page, 'loss'), 0);
  await plus(page, 'turret1.impact');
  await expectLoss(page);
  assert.ok(await page.evaluate(() => window.__buzz) >= 1, 'the phone buzzed');
  await screenshot(page, 'valeria');
  await undoLoss(page);
  await waitValue(page, 'turret1.impact', 3);
  await reloadKeeps(page, [['turret1.impact', 3], ['phase', 1], [pooled, pooledValue]]);

  // Export to a file, import it back: a new table with the same numbers.
  const oldUrl = page.url();
  await page.getByTestId('export').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="export-text"]')?.value.length > 100);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
  assert.match(download.suggestedFilename(), /^rampart-.*\.json$/);
  const file = path.join(ARTIFACTS, 'valeria-export.json');
  await download.saveAs(file);
  JSON.parse(fs.readFileSync(file, 'utf8'));
  await page.keyboard.press('Escape');
  await page.getByTestId('nav-home').click();
  await page.getByTestId('import').click();
  await page.getByTestId('import-file').setInputFiles(file);
  await page.waitForFunction((old) => location.href !== old && /#\/table\//.test(location.href), oldUrl);
  await waitValue(page, 'turret1.impact', 3);
  await waitValue(page, 'phase', 1);
  fs.rmSync(file);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Firesiege: turn steps, a battle-die attack, the horde reaches the skull', async () => {
  const { context, page, problems } = await phone();
  await startFromTile(page, 'firesiege');
  await advance(page, 'step');
  if ((await page.locator('.counter--pool').count()) > 0) await poolTransfer(page);
  await plus(page, 'attack_strength');
  await pressRule(page, 'attack');
  const horde = widget(page, 'horde');
  const last = await horde.locator('[data-space]').last().getAttribute('data-space');
  await horde.locator(`[data-space="${Number(last) - 1}"]`).click();
  await waitValue(page, 'horde', Number(last) - 1);
  assert.equal(await alertCount(page, 'loss'), 0);
  await page.getByTestId('alert-warning').first().waitFor();
  await plus(page, 'horde');
  await expectLoss(page);
  await screenshot(page, 'firesiege');
  await undoLoss(page);
  await waitValue(page, 'horde', Number(last) - 1);
  await reloadKeeps(page, [['horde', Number(last) - 1], ['step', 1]]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('The Exiled: Attacker and Defender, City Durability to 0', async () => {
  const { context, page, problems } = await phone();
  await page.goto(`${server.url}/`);
  await page.getByTestId('track-exiled').click();
  await page.getByTestId('kind-exiled').waitFor();
  assert.equal(await page.getByTestId('player-name-0').inputValue(), 'Attacker');
  assert.equal(await page.getByTestId('player-name-1').inputValue(), 'Defender');
  assert.equal(await page.getByTestId('add-player').isDisabled(), true, 'exactly two sides');
  await page.getByTestId('start-table').click();
  await page.locator('[data-key]').first().waitFor();
  await advance(page, 'phase');
  await poolTransfer(page);
  // The round's "Next" helper: one more line in the history.
  const history = page.locator('[data-testid="history"] > li');
  const lines = await history.count();
  await page.getByTestId('rule-next').click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] > li').length === n + 1, lines);
  const city = await valueOf(page, 'city');
  assert.ok(city > 0);
  await widget(page, 'city').locator('[data-testid="value"]').click();
  await page.getByTestId('counter-value-input').fill('1');
  await page.getByTestId('counter-set').click();
  await waitValue(page, 'city', 1);
  await minus(page, 'city');
  await expectLoss(page);
  await screenshot(page, 'exiled');
  await undoLoss(page);
  await waitValue(page, 'city', 1);
  await reloadKeeps(page, [['city', 1]]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Heroes and Spells: wizards, armies, a wizard at 0 Life Points', async () => {
  const { context, page, problems } = await phone();
  await startFromTile(page, 'thaloria');
  assert.equal(await page.locator('[data-testid^="player-title-"]').count(), 2);
  const steps = page.locator('[data-testid^="advance-"]').first();
  if ((await steps.count()) > 0) {
    const key = (await steps.getAttribute('data-testid')).replace('advance-', '');
    await advance(page, key);
  }
  if ((await page.locator('.counter--pool').count()) > 0) await poolTransfer(page);
  await pressRule(page, 'roll_for_start');
  const life = await valueOf(page, 'life', 1);
  assert.ok(life > 0);
  await page.getByTestId('life-value-1').click();
  await page.getByTestId('counter-value-input').fill('1');
  await page.getByTestId('counter-set').click();
  await waitValue(page, 'life', 1, 1);
  await page.getByTestId('life-minus-1').click();
  await waitValue(page, 'life', 0, 1);
  await expectLoss(page);
  await page.getByTestId('defeated-1').waitFor();
  await screenshot(page, 'thaloria');
  await undoLoss(page);
  await waitValue(page, 'life', 1, 1);
  await reloadKeeps(page, [['life', 1, 1], ['life', life, 0]]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Defenders of the Realm: phases, minion pools, a minion roll, Monarch City falls; pasted import', async () => {
  const { context, page, problems } = await phone();
  await startFromTile(page, 'defenders');
  await advance(page, 'phase');
  const pooled = await poolTransfer(page);
  await plus(page, 'here.black');
  await pressRule(page, 'roll_minions');
  assert.ok((await page.locator('[data-testid="last-result"] .result-die').count()) > 0, 'dice are drawn');
  // Read the pool after the roll: a hit sends the defeated minion back to the supply.
  const pooledValue = await valueOf(page, pooled);
  for (let i = 0; i < 4; i++) await plus(page, 'black.city');
  await page.getByTestId('alert-warning').first().waitFor();
  await plus(page, 'black.city');
  await expectLoss(page);
  await screenshot(page, 'defenders');
  await undoLoss(page);
  await waitValue(page, 'monarch_city', 4);
  await reloadKeeps(page, [['monarch_city', 4], ['phase', 1], [pooled, pooledValue]]);

  // Copy the text and paste it into Import.
  await page.getByTestId('export').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="export-text"]')?.value.length > 100);
  const text = await page.getByTestId('export-text').inputValue();
  await page.keyboard.press('Escape');
  await page.getByTestId('nav-home').click();
  await page.getByTestId('import').click();
  // As a paste does: the whole text in one input event (typing a long text would take minutes).
  await page.getByTestId('import-text').evaluate((el, value) => {
    el.value = value;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, text);
  const oldUrl = page.url();
  await page.getByTestId('import-submit').click();
  await page.waitForFunction((old) => location.href !== old && /#\/table\//.test(location.href), oldUrl);
  await waitValue(page, 'monarch_city', 4);
  assert.deepEqual(problems, []);
  await context.close();
});

// Any game's templates, on a touch phone (360 × 740): the template picker, a score sheet's Score
// (a tap, and a held finger for five) and Round; then a round counter's turn marker and a custom die.

/** A touch phone, 360 × 740, that records errors. */
async function touchPhone() {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  const { page, problems } = await openPage(context);
  return { context, page, problems };
}

/** Home → New table → Any game with `template` → a new tracker. */
async function startTemplate(page, template, names = []) {
  await page.goto(`${server.url}/`);
  await page.getByTestId('new-table').tap();
  await page.getByTestId('template-life').waitFor();
  assert.equal(await page.getByTestId('kind-generic').getAttribute('aria-checked'), 'true');
  assert.equal(await page.getByTestId('template-life').getAttribute('aria-checked'), 'true', 'life is the default');
  for (const id of ['life', 'score_sheet', 'rounds']) {
    const box = await page.getByTestId(`template-${id}`).boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `template-${id} is a 44 px target: ${JSON.stringify(box)}`);
  }
  await page.getByTestId(`template-${template}`).tap();
  assert.equal(await page.getByTestId(`template-${template}`).getAttribute('aria-checked'), 'true');
  assert.equal(await page.getByTestId('template-life').getAttribute('aria-checked'), String(template === 'life'));
  assert.equal(await page.getByTestId('starting-life').count(), template === 'life' ? 1 : 0, 'starting Life only for life');
  for (const [index, name] of names.entries()) await page.getByTestId(`player-name-${index}`).fill(name);
  await page.getByTestId('start-table').tap();
  await page.locator('[data-key]').first().waitFor();
  assert.match(page.url(), /#\/table\/[^/]+$/);
}

/** Holds a real finger on `locator` for 800 ms, through the DevTools protocol. */
async function hold(context, page, locator) {
  // To the middle of the screen: a raw touch lands on whatever is on top, and the pinned block
  // (turn bar, section bar, alerts) and the undo bar cover the edges.
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await locator.boundingBox();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const client = await context.newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(800);
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

test('Any game, score sheet: a Score per player and the Round, by touch, in the history', async () => {
  const { context, page, problems } = await touchPhone();
  await startTemplate(page, 'score_sheet', ['Ann', 'Bob']);
  await waitValue(page, 'score', 0, 0);
  await waitValue(page, 'score', 0, 1);
  await waitValue(page, 'round', 1);
  assert.equal(await page.locator('[data-key="life"]').count(), 0, 'a score sheet has no Life');
  assert.equal((await page.getByTestId('table-title').textContent()).trim(), 'Score sheet');
  const history = page.locator('[data-testid="history"] > li');
  const lines = await history.count();

  await widget(page, 'score', 0).locator('[data-step="plus"]').tap();
  await waitValue(page, 'score', 1, 0);
  await hold(context, page, widget(page, 'score', 1).locator('[data-step="plus"]'));
  await waitValue(page, 'score', 5, 1);
  await page.waitForTimeout(300);
  assert.equal(await valueOf(page, 'score', 1), 5, 'the tap that ends a long press is not counted');
  await widget(page, 'round').locator('[data-step="plus"]').tap();
  await waitValue(page, 'round', 2);
  assert.equal(await history.count(), lines + 3);
  const text = await page.locator('[data-testid="history"]').textContent();
  assert.match(text, /Ann: Score 0 → 1 \(\+1\)/);
  assert.match(text, /Bob: Score 0 → 5 \(\+5\)/);
  assert.match(text, /Round 1 → 2 \(\+1\)/);

  await page.getByTestId('undo').tap();
  await waitValue(page, 'round', 1);
  await page.getByTestId('redo').tap();
  await waitValue(page, 'round', 2);
  await reloadKeeps(page, [['score', 1, 0], ['score', 5, 1], ['round', 2]]);
  await screenshot(page, 'score-sheet');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Any game, round counter: Next passes the turn and starts the next round; a custom die rolls', async () => {
  const { context, page, problems } = await touchPhone();
  await startTemplate(page, 'rounds', ['Ann', 'Bob']);
  await waitValue(page, 'turn', 0);
  await waitValue(page, 'round', 1);
  const marker = await widget(page, 'turn').textContent();
  assert.match(marker, /Ann/);
  assert.match(marker, /Bob/);
  await page.getByTestId('advance-turn').tap();
  await waitValue(page, 'turn', 1);
  await page.getByTestId('advance-turn').tap();
  await waitValue(page, 'turn', 0);
  await waitValue(page, 'round', 2);

  // Custom dice work at a template table as at any other.
  await page.getByTestId('new-die').tap();
  await page.getByTestId('die-name').fill('Attack');
  await page.getByTestId('save-die').tap();
  await page.getByTestId('roll-custom-0').tap();
  await page.waitForFunction(() => /Hit|Miss|Shield/.test(document.querySelector('[data-testid="last-roll"]')?.textContent ?? ''));
  assert.match(await page.locator('[data-testid="history"] > li').first().textContent(), /Attack/);
  assert.deepEqual(problems, []);
  await context.close();
});

// The section bar (issue 22): on a touch phone, every tracker has a bar of its parts pinned under
// the top bar; a tap brings that part to just under the bar, and a player's name stays in view
// while their card scrolls.

/** Where `selector`'s top is, against the pinned block's bottom (CSS px). */
async function offsetUnderPins(page, selector) {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel).getBoundingClientRect().top;
    const pins = document.getElementById('tracker-pins').getBoundingClientRect().bottom;
    return target - pins;
  }, selector);
}

/** Taps the bar's button for `target` and waits until the part sits just under the bar. */
async function jump(page, target) {
  const button = page.getByTestId(`jump-${target}`);
  await button.scrollIntoViewIfNeeded();
  await button.tap();
  await page.waitForFunction((id) => {
    const top = document.getElementById(id).getBoundingClientRect().top;
    const pins = document.getElementById('tracker-pins').getBoundingClientRect().bottom;
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const atTop = window.scrollY <= 0;
    const shown = top >= pins - 1 && top < window.innerHeight;
    return (top - pins >= 0 && top - pins <= 16) || ((atEnd || atTop) && shown);
  }, target);
}

test('Section bar: every tracker jumps to its sections, players, dice and history on a phone', async () => {
  const { context, page, problems } = await touchPhone();
  let pinnedNames = 0;
  for (const kind of ['valeria', 'firesiege', 'exiled', 'thaloria', 'defenders', 'generic']) {
    await page.goto(`${server.url}/`);
    await page.getByTestId('new-table').tap();
    await page.getByTestId(`kind-${kind}`).tap();
    await page.getByTestId('start-table').tap();
    await page.locator('[data-key]').first().waitFor();
    const bar = page.getByTestId('section-bar');
    await bar.waitFor();
    const targets = await bar.locator('button').evaluateAll((buttons) => buttons.map((b) => b.dataset.target));
    for (const target of targets) {
      assert.equal(await page.locator(`[id="${target}"]`).count(), 1, `${kind}: ${target} is on the page`);
    }
    const box = await bar.locator('button').first().boundingBox();
    assert.ok(box.height >= 44, `${kind}: the bar's buttons are 44 px targets`);
    assert.ok(targets.includes('tracker-history') && targets.includes('tracker-dice'), `${kind}: ${targets}`);
    assert.ok(targets.includes('player-card-0'), `${kind}: the first player's card`);

    await jump(page, 'tracker-history');
    assert.ok(await page.getByTestId('section-bar').isVisible(), `${kind}: the bar stays pinned`);
    await jump(page, 'player-card-0');
    await jump(page, targets[0]);
    // The player's name stays in view while a long card scrolls under the bar.
    const cardHeight = await page.locator('#player-card-0').evaluate((card) => card.offsetHeight);
    if (cardHeight > 300) {
      pinnedNames += 1;
      await page.evaluate(() => {
        const card = document.getElementById('player-card-0');
        const pins = document.getElementById('tracker-pins').getBoundingClientRect().bottom;
        window.scrollTo({ top: card.getBoundingClientRect().top + window.scrollY - pins + 60, behavior: 'instant' });
      });
      await page.waitForTimeout(100);
      const header = await offsetUnderPins(page, '#player-card-0 .player__header');
      assert.ok(header >= -1 && header <= 8, `${kind}: the name is pinned under the bar (${header})`);
    }
  }
  assert.ok(pinnedNames >= 2, `the pinned name was checked on the trackers with long player cards (${pinnedNames})`);
  await page.screenshot({ path: path.join(ARTIFACTS, 'section-bar.png') });
  assert.deepEqual(problems, []);
  await context.close();
});
