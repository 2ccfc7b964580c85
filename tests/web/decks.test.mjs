// Decks and stacks, for each game whose box has them, on a touch phone (360×740): the deck shows
// "left / box", Draw takes one card (into the discard pile where the table counts one) and is one
// undo step, Reshuffle brings the discard pile back in one tap, a held finger on − or + moves 5,
// and an empty deck (or The Exiled's last card) shows the alert the rulebook gives.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test --test-force-exit tests/web/decks.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { ARTIFACTS, DIST, launchChromium, serveStatic, startTracker, touchPhone } from './helpers.mjs';

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


const startFromTile = (page, kind) => startTracker(page, server.url, kind);

function widget(page, key) {
  return page.locator(`[data-key="${key}"]:not([data-player])`).first();
}

async function valueOf(page, key) {
  return Number(await widget(page, key).getAttribute('data-value'));
}

async function waitValue(page, key, expected) {
  const deadline = Date.now() + 5000;
  let seen;
  while (Date.now() < deadline) {
    seen = await valueOf(page, key);
    if (seen === expected) return;
    await page.waitForTimeout(40);
  }
  throw new Error(`${key}: expected ${expected}, found ${seen}`);
}

/** Brings `locator` below the middle of the screen, clear of the pinned block on top (turn bar,
 * section bar, alerts) and the undo bar at the bottom. */
async function bringIntoReach(locator) {
  await locator.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    window.scrollBy(0, -150);
  });
}

async function tap(locator) {
  await bringIntoReach(locator);
  await locator.tap();
}

/** Holds a real finger on `locator` for 800 ms, through the DevTools protocol. */
async function hold(context, page, locator) {
  await bringIntoReach(locator);
  const box = await locator.boundingBox();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const client = await context.newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(800);
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

const historyTotal = async (page) => Number(await page.getByTestId('history-total').textContent());

/** Types a deck's count through its set dialog. */
async function typeCount(page, key, value) {
  await tap(page.getByTestId(`deck-count-${key}`));
  await page.getByTestId('counter-value-input').fill(String(value));
  await page.getByTestId('counter-set').tap();
  await waitValue(page, key, value);
}

async function alertWith(page, text) {
  return page.locator('[data-testid^="alert-"]', { hasText: text }).count();
}

// deck key, its discard pile (draws join it; Reshuffle takes it back, when `reshuffles`), the count
// at the start and in the box, where its alert fires and the alert's words.
const GAMES = [
  { kind: 'valeria', deck: 'events.deck', discard: 'events.discard', left: 18, box: 18, reshuffles: false, low: 0, alert: 'The Event deck is empty' },
  { kind: 'firesiege', deck: 'horde.deck', discard: 'horde.discard', left: 15, box: 17, reshuffles: true, low: 0, alert: 'The horde deck is empty' },
  { kind: 'defenders', deck: 'darkness.deck', discard: 'darkness.discard', left: 56, box: 56, reshuffles: true, low: 0, alert: 'The Darkness Spreads deck is empty' },
  { kind: 'exiled', deck: 'efficiency.attacker', discard: 'efficiency.attacker_discard', left: 23, box: 23, reshuffles: true, low: 1, alert: "One card left in the Attacker's Efficiency stack" },
];

for (const game of GAMES) {
  test(`${game.kind}: ${game.deck} draws, reshuffles, runs out and moves by 5 on a long press`, async () => {
    const { context, page, problems } = await touchPhone(browser);
    await startFromTile(page, game.kind);
    const { deck, discard } = game;
    const w = widget(page, deck);
    await w.waitFor();
    assert.equal(await page.getByTestId(`deck-count-${deck}`).textContent(), `${game.left} / ${game.box}`);
    for (const id of [`draw-${deck}`, `deck-count-${deck}`].concat(game.reshuffles ? [`reshuffle-${deck}`] : [])) {
      const box = await page.getByTestId(id).boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, `${id} is a 44 px target: ${JSON.stringify(box)}`);
    }
    assert.equal(await page.getByTestId(`reshuffle-${deck}`).count(), game.reshuffles ? 1 : 0);

    // Draw: one fewer, one more in the discard pile, one history line — and one undo step.
    const lines = await historyTotal(page);
    await tap(page.getByTestId(`draw-${deck}`));
    await waitValue(page, deck, game.left - 1);
    await waitValue(page, discard, 1);
    assert.equal(await historyTotal(page), lines + 1);
    assert.match(await page.locator(`[data-testid="history"] > li`).first().textContent(), new RegExp(`Drew from the .*: ${game.left - 1} left`));
    await tap(page.getByTestId('undo'));
    await waitValue(page, deck, game.left);
    await waitValue(page, discard, 0);
    assert.equal(await historyTotal(page), lines, 'one undo takes the whole draw back');

    // Two draws, then Reshuffle brings both back in one tap.
    await tap(page.getByTestId(`draw-${deck}`));
    await waitValue(page, deck, game.left - 1);
    await tap(page.getByTestId(`draw-${deck}`));
    await waitValue(page, deck, game.left - 2);
    await waitValue(page, discard, 2);
    if (game.reshuffles) {
      assert.match(await page.getByTestId(`reshuffle-${deck}`).textContent(), /Reshuffle \(2\)/);
      await tap(page.getByTestId(`reshuffle-${deck}`));
      await waitValue(page, deck, game.left);
      await waitValue(page, discard, 0);
      assert.equal(await page.getByTestId(`reshuffle-${deck}`).isDisabled(), true, 'nothing left to reshuffle');
    }

    // A held finger on − takes 5 off the deck; on + it puts 5 back.
    const before = await valueOf(page, deck);
    assert.match(await w.locator('[data-step="minus"]').getAttribute('aria-label'), /hold for 5/);
    await hold(context, page, w.locator('[data-step="minus"]'));
    await waitValue(page, deck, before - 5);
    await hold(context, page, w.locator('[data-step="plus"]'));
    await waitValue(page, deck, before);

    // Down to the rule's threshold: its alert shows; empty, Draw waits and says why.
    assert.equal(await alertWith(page, game.alert), 0, 'no alert while the deck holds cards');
    await typeCount(page, deck, game.low + 1);
    await tap(page.getByTestId(`draw-${deck}`));
    await waitValue(page, deck, game.low);
    await page.locator('[data-testid^="alert-"]', { hasText: game.alert }).first().waitFor();
    if (game.low > 0) await typeCount(page, deck, 0);
    assert.equal(await page.getByTestId(`draw-${deck}`).isDisabled(), true);
    assert.match(await page.getByTestId(`deck-empty-${deck}`).textContent(), /Empty: .*(rulebook|designed)/);
    await page.screenshot({ path: path.join(ARTIFACTS, `decks-${game.kind}.png`) });
    if (game.reshuffles) {
      const pile = await valueOf(page, discard);
      assert.ok(pile > 0);
      await tap(page.getByTestId(`reshuffle-${deck}`));
      await waitValue(page, deck, pile);
      await waitValue(page, discard, 0);
      if (pile > game.low) {
        await page.waitForFunction((text) => ![...document.querySelectorAll('[data-testid^="alert-"]')].some((a) => a.textContent.includes(text)), game.alert);
      }
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a held finger moves a pooled counter by 5, or by what its pool holds', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await startFromTile(page, 'valeria');
  // Strength tokens: 9 in the supply (the pool's home), 0 on cards.
  const w = widget(page, 'strength.cards');
  await hold(context, page, w.locator('[data-step="plus"]'));
  await waitValue(page, 'strength.cards', 5);
  await waitValue(page, 'strength.supply', 4);
  await hold(context, page, w.locator('[data-step="plus"]'));
  await waitValue(page, 'strength.cards', 9);
  await waitValue(page, 'strength.supply', 0);
  await hold(context, page, w.locator('[data-step="minus"]'));
  await waitValue(page, 'strength.cards', 4);
  // And on a track: the horde track of Firesiege steps 5 spaces.
  await startFromTile(page, 'firesiege');
  const track = widget(page, 'horde');
  await hold(context, page, track.locator('[data-step="plus"]'));
  await waitValue(page, 'horde', 5);
  assert.deepEqual(problems, []);
  await context.close();
});
