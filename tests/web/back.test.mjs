// The system Back (Android's back button or gesture; here the browser's Back, which is what the
// Android web view receives) closes the open sheet before it leaves the screen; a sheet closed by
// its own button leaves no extra step behind, so the next Back leaves the screen at once; a sheet
// that closes as the app goes to another screen does not pull the app back.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test --test-force-exit tests/web/back.test.mjs
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

const hash = (page) => new URL(page.url()).hash;

async function openClock(page) {
  const button = page.getByTestId('clock-chip');
  await button.scrollIntoViewIfNeeded();
  await button.tap();
  await page.getByTestId('clock-sheet').waitFor();
}

test('Back closes a tracker sheet, then leaves the table; a closed sheet leaves no step behind', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await startTracker(page, server.url, 'exiled');
  const table = hash(page);
  assert.match(table, /^#\/table\//);

  // Back with a sheet open: the sheet closes, the table stays.
  await openClock(page);
  await page.goBack();
  await page.getByTestId('clock-sheet').waitFor({ state: 'detached' });
  assert.equal(hash(page), table, 'Back closed the sheet and stayed at the table');

  // Two sheets, one after the other, each closed by Back.
  await page.getByTestId('match-box').scrollIntoViewIfNeeded();
  await page.getByTestId('match-box').tap();
  await page.getByTestId('match-box-sheet').waitFor();
  await page.goBack();
  await page.getByTestId('match-box-sheet').waitFor({ state: 'detached' });
  assert.equal(hash(page), table);

  // A sheet closed by its own button, then Back: the table is left at once (no stray step).
  await openClock(page);
  await page.getByTestId('clock-sheet').locator('button[aria-label="Close"]').tap();
  await page.getByTestId('clock-sheet').waitFor({ state: 'detached' });
  await page.waitForTimeout(100);
  await page.goBack();
  await page.waitForFunction((table) => location.hash !== table, table);
  assert.notEqual(hash(page), table, 'Back left the table');

  assert.deepEqual(problems, []);
  await context.close();
});

test('Back closes the game menu and the keyboard sheet of a game in play, then leaves the game', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await page.goto(`${server.url}/`);
  await page.getByTestId('play-valeria').tap();
  await page.getByTestId('start-game').tap();
  await page.getByTestId('play-screen').waitFor();
  const game = hash(page);
  assert.match(game, /^#\/play\//);

  await page.getByTestId('open-game-menu').tap();
  await page.getByTestId('game-menu').waitFor();
  await page.goBack();
  await page.getByTestId('game-menu').waitFor({ state: 'detached' });
  assert.equal(hash(page), game, 'Back closed the menu and stayed in the game');

  // Escape-closed (here: the close button) sheet, then Back leaves the game.
  await page.getByTestId('open-game-menu').tap();
  await page.getByTestId('game-menu').locator('button[aria-label="Close"]').tap();
  await page.getByTestId('game-menu').waitFor({ state: 'detached' });
  await page.waitForTimeout(100);
  await page.goBack();
  await page.waitForFunction((game) => location.hash !== game, game);

  assert.deepEqual(problems, []);
  await context.close();
});
