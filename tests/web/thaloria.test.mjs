// Heroes and Spells: Realms of Thaloria in the browser.
//
// 1. A 3-player game (a person against two bots) from Home on a 360 px phone: the hex map, the
//    person's hand, decisions through the board and the answer buttons, an illegal tap refused
//    with the rule's words, a tablet-width layout, then the bots finish the game to the end screen.
// 2. Hot seat: two people and a bot on one device. Each person's view appears only behind the
//    "pass the device" curtain; the hand shown is always the named person's, the other person's
//    cards never appear, and the curtain falls again when the device must pass.
// Screenshots go to tests/artifacts/thaloria-*.png.
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

const PHONE = { width: 360, height: 780 };
const TABLET = { width: 820, height: 1180 };

async function shot(page, name) {
  await page.screenshot({ path: path.join(ARTIFACTS, `thaloria-${name}.png`), fullPage: false });
}

/** The screen's steps and who acts, once no request is in flight and chance has run. */
async function settled(page, timeout = 20000) {
  const screen = page.getByTestId('play-screen');
  await screen.waitFor({ timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const busy = await screen.getAttribute('data-busy');
    const toAct = await screen.getAttribute('data-to-act');
    if (busy === 'false' && toAct !== null && toAct !== 'chance') {
      return { steps: Number(await screen.getAttribute('data-steps')), toAct };
    }
    if (Date.now() > deadline) throw new Error(`the game did not settle (busy ${busy}, to act ${toAct})`);
    await page.waitForTimeout(40);
  }
}

async function stepsChanged(page, steps) {
  await page.waitForFunction(
    (n) => {
      const s = document.querySelector('[data-testid="play-screen"]');
      return s && Number(s.dataset.steps) !== n && s.dataset.busy === 'false';
    },
    steps,
    { timeout: 20000 },
  );
}

/** Home → Heroes and Spells → the form: 3 Wizards on the quick board, the given seats. */
async function start(page, seed, seats) {
  await page.goto(`${server.url}/`);
  await page.getByTestId('play-thaloria').click();
  await page.getByTestId('new-game-form').waitFor();
  assert.equal(await page.getByTestId('pick-game-thaloria').getAttribute('aria-pressed'), 'true');
  await page.getByTestId('mode-play').click();
  await page.getByTestId('wizards-3').click();
  await page.getByTestId('variant-board-quick').click();
  for (const [i, kind] of seats.entries()) await page.getByTestId(`seat-kind-${i}`).selectOption(kind);
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('start-game').click();
  await page.getByTestId('play-screen').waitFor();
  assert.equal(await page.getByTestId('play-screen').getAttribute('data-game'), 'thaloria');
}

/** Answers the pending question with its first answer button. */
async function answerFirst(page) {
  const before = await settled(page);
  await page.getByTestId('question').waitFor({ timeout: 20000 });
  const answer = page.locator('[data-testid="answers"] [data-testid^="answer-"]').first();
  await answer.click({ timeout: 10000 });
  await stepsChanged(page, before.steps);
  return settled(page);
}

/** Taps a highlighted board element; true if one acted. */
async function tapBoardTarget(page) {
  const before = await settled(page);
  const target = page.locator('.play-board .is-target').first();
  if ((await target.count()) === 0) return false;
  await target.click();
  const sheet = page.getByTestId('info-sheet');
  await Promise.race([
    sheet.waitFor({ timeout: 4000 }).catch(() => {}),
    stepsChanged(page, before.steps).catch(() => {}),
  ]);
  if (await sheet.count()) {
    const answer = sheet.locator('[data-testid^="sheet-answer-"]').first();
    if ((await answer.count()) === 0) {
      await page.keyboard.press('Escape');
      return false;
    }
    await answer.click();
    await stepsChanged(page, before.steps);
  }
  await settled(page);
  return true;
}

/** No element is wider than the viewport (nothing scrolls sideways on a phone). */
async function noSidewaysScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `the page scrolls sideways by ${overflow}px`);
}

test('Heroes and Spells: a 3-player game against two bots, from Home to the end screen', async () => {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1 });
  const { page, problems } = await openPage(context);
  await start(page, 3131, ['human', 'bot:heuristic', 'bot:heuristic']);
  await settled(page);
  await page.getByTestId('question').waitFor({ timeout: 20000 });
  // One person: no curtain, the map is drawn.
  assert.equal(await page.getByTestId('pass-device').count(), 0);
  await page.getByTestId('thl-map').waitFor();
  await shot(page, 'phone-start');
  // Decisions until the map has tiles and the person holds cards: board taps where offered.
  let decisions = 0;
  for (let i = 0; i < 80 && ((await page.locator('[data-testid^="thl-card-"]').count()) === 0 || decisions < 6); i += 1) {
    const state = await settled(page);
    if (state.toAct === 'game_over') break;
    if (!(await tapBoardTarget(page))) await answerFirst(page);
    decisions += 1;
  }
  assert.ok(decisions >= 6, 'the person made decisions');
  assert.ok((await page.locator('[data-testid^="thl-tile-"]').count()) >= 30, 'the quick board lays 31 tiles');
  assert.ok((await page.locator('[data-testid^="thl-card-"]').count()) > 0, 'the hand is drawn');
  for (const seat of [0, 1, 2]) await page.getByTestId(`thl-player-${seat}`).waitFor();
  await noSidewaysScroll(page);
  await shot(page, 'phone-board');
  // An illegal tap: a tile the engine does not offer, while the person decides, is refused with
  // the rule's words and changes nothing.
  for (let i = 0; i < 40; i += 1) {
    const q = await page.getByTestId('question-text').textContent();
    if (/deploy/i.test(q)) break;
    await answerFirst(page);
  }
  const before = await settled(page);
  const plain = page.locator('.play-board [data-testid^="thl-tile-"]:not(.is-target)');
  let refused = false;
  for (let i = 0; i < Math.min(await plain.count(), 12) && !refused; i += 1) {
    await plain.nth(i).click();
    refused = await page.getByTestId('refusal').waitFor({ timeout: 1500 }).then(() => true).catch(() => false);
    if (await page.getByTestId('info-sheet').count()) await page.keyboard.press('Escape');
  }
  if (refused) {
    assert.match(await page.getByTestId('refusal').textContent(), /rule|not|cannot|must|only/i);
    assert.equal((await settled(page)).steps, before.steps, 'a refused tap changes nothing');
  }
  // Tablet width: the board beside the side column.
  await page.setViewportSize(TABLET);
  await shot(page, 'tablet');
  await page.setViewportSize(PHONE);
  // The bots finish the game.
  await page.getByTestId('open-game-menu').click();
  await page.getByTestId('bots-finish').click();
  await page.getByTestId('speed-instant').click();
  await page.getByTestId('end-screen').waitFor({ timeout: 300000 });
  const summary = await page.getByTestId('end-summary').textContent();
  assert.match(summary, /win|wins|won|standing|territor|round/i, summary);
  await shot(page, 'end');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Heroes and Spells: two people pass the device, and each sees only their own hand', async () => {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1 });
  const { page, problems } = await openPage(context);
  await start(page, 4747, ['human', 'human', 'bot:heuristic']);
  await settled(page);
  // The curtain is up before any private view appears.
  const curtain = page.getByTestId('pass-device');
  await curtain.waitFor({ timeout: 20000 });
  await shot(page, 'pass-device');
  const handovers = [];
  const handsSeen = new Set();
  let withCards = 0;
  for (let i = 0; i < 300 && (handovers.length < 4 || withCards < 2); i += 1) {
    const state = await settled(page);
    if (state.toAct === 'game_over') break;
    if (await curtain.count()) {
      const name = (await page.getByTestId('pass-device-name').textContent()).replace('Pass the device to ', '');
      handovers.push(Number(await curtain.getAttribute('data-seat')));
      await page.getByTestId('pass-device-ready').click();
      await curtain.waitFor({ state: 'detached' });
      await settled(page);
      // The hand shown is the named person's, and none of the other person's cards.
      if (await page.getByTestId('thl-hand').count()) {
        const title = await page.locator('[data-testid="thl-hand"] .board-panel__title').textContent();
        assert.ok(title.includes(name.split(' (')[0]), `the hand shown (${title}) is ${name}'s`);
        handsSeen.add(name);
        withCards += Number((await page.locator('[data-testid^="thl-card-"]').count()) > 0);
      }
      continue;
    }
    if (!(await page.getByTestId('question').count())) {
      await page.waitForTimeout(100);
      continue;
    }
    // The bots may move on and the curtain fall between the look and the tap: the curtain then
    // takes the tap (nothing behind it can be pressed), and the loop looks again.
    const clicked = await page
      .locator('[data-testid="answers"] [data-testid^="answer-"]')
      .first()
      .click({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (clicked) await stepsChanged(page, state.steps).catch(() => {});
  }
  assert.ok(handovers.length >= 4, `the device passed back and forth: seats ${handovers.join(' → ')}`);
  assert.ok(handsSeen.size >= 1 && withCards >= 2, `a hand of cards was shown after ${withCards} handovers`);
  assert.deepEqual([...new Set(handovers)].sort(), [0, 1], `both people took the device: seats ${handovers.join(' → ')}`);
  for (let k = 1; k < handovers.length; k += 1) assert.notEqual(handovers[k], handovers[k - 1], 'each curtain names the next person');
  // Hide the hands by hand: the curtain falls for the person holding the device.
  await settled(page);
  if ((await page.getByTestId('pass-device').count()) === 0) {
    await page.getByTestId('hide-hands').click();
    await curtain.waitFor();
  }
  await noSidewaysScroll(page);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Heroes and Spells: Assist keeps a drawn card secret from the app until it is named', async () => {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1 });
  const { page, problems } = await openPage(context);
  await page.goto(`${server.url}/`);
  await page.getByTestId('play-thaloria').click();
  await page.getByTestId('new-game-form').waitFor();
  await page.getByTestId('mode-assist').click();
  await page.getByTestId('variant-board-quick').click();
  await page.getByTestId('seat-kind-1').selectOption('bot:heuristic');
  await page.getByTestId('seed').fill('99');
  await page.getByTestId('start-game').click();
  await page.getByTestId('play-screen').waitFor();
  let secrets = 0;
  for (let i = 0; i < 200 && (secrets < 3 || (await page.locator('[data-testid="thl-card-0"]').count()) === 0); i += 1) {
    const screen = page.getByTestId('play-screen');
    await page.waitForFunction(() => document.querySelector('[data-testid="play-screen"]')?.dataset.busy === 'false');
    const toAct = await screen.getAttribute('data-to-act');
    if (toAct === 'game_over') break;
    const steps = Number(await screen.getAttribute('data-steps'));
    if (await page.getByTestId('chance-picker').count()) {
      if (await page.getByTestId('card-secret').count()) {
        if (secrets === 0) await shot(page, 'assist-secret');
        await page.getByTestId('card-secret').click();
        secrets += 1;
      } else if (await page.locator('.die-picker').count()) {
        const faces = page.locator('.die-picker [data-testid^="face-"]');
        await faces.nth(i % (await faces.count())).click();
      } else {
        await page.locator('[data-testid="card-options"] button').first().click();
      }
      await stepsChanged(page, steps);
    } else if (await page.getByTestId('question').count()) {
      await page.locator('[data-testid="answers"] [data-testid^="answer-"]').first().click();
      await stepsChanged(page, steps);
    } else {
      await page.waitForTimeout(100);
    }
  }
  assert.ok(secrets >= 3, `draws were kept secret (${secrets})`);
  const secretCard = page.getByTestId('thl-card-0').first();
  await secretCard.waitFor();
  assert.match(await secretCard.textContent(), /secret card/i);
  await shot(page, 'assist-hand');
  assert.deepEqual(problems, []);
  await context.close();
});
