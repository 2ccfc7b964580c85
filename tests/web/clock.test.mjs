// The session clock on a phone (360×740, touch): the chip in the tracker's title bar counts the
// session's time, Pause and Resume stop and start it, the app going to the background pauses it
// and coming back resumes it, and "Time each turn" charges each player's turns as Next passes the
// turn. None of it is an undo step.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test tests/web/clock.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
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


const startFromTile = (page, kind) => startTracker(page, server.url, kind, '#clock-chip');

const chip = (page) =>
  page.evaluate(() => {
    const c = document.getElementById('clock-chip');
    return { running: c?.dataset.running === 'true', ms: Number(c?.dataset.ms), text: c?.textContent?.trim() ?? '' };
  });

async function waitChip(page, check, what) {
  const deadline = Date.now() + 5000;
  let seen;
  while (Date.now() < deadline) {
    seen = await chip(page);
    if (check(seen)) return seen;
    await page.waitForTimeout(50);
  }
  throw new Error(`${what}: the clock chip shows ${JSON.stringify(seen)}`);
}

/** Pretends the app went to the background (`hidden`) or came back. */
async function background(page, hidden) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('the session clock ticks, pauses, resumes and pauses in the background, outside undo', async () => {
  const { context, page, problems } = await touchPhone(browser);
  try {
    await startFromTile(page, 'defenders');
    const start = await waitChip(page, (c) => c.running, 'a new table’s clock runs');
    assert.match(start.text, /\d+:\d\d/);
    const box = await page.locator('#clock-chip').boundingBox();
    assert.ok(box && box.height >= 44 && box.width >= 44, `a 44 px target: ${JSON.stringify(box)}`);
    // It ticks on by itself.
    await waitChip(page, (c) => c.ms >= start.ms + 1000, 'the clock counts on');
    const undoBefore = await page.getByTestId('undo').isDisabled();

    await page.locator('#clock-chip').tap();
    await page.getByTestId('clock-sheet').waitFor();
    await page.locator('#clock-pause').tap();
    const paused = await waitChip(page, (c) => !c.running, 'Pause stops it');
    await page.waitForTimeout(1300);
    assert.equal((await chip(page)).ms, paused.ms, 'a paused clock stands still');
    assert.equal(await page.getByTestId('undo').isDisabled(), undoBefore, 'pausing is no undo step');
    await page.locator('#clock-pause').tap();
    await waitChip(page, (c) => c.running, 'Resume starts it');

    // The background pauses it, and coming back resumes it.
    await background(page, true);
    await waitChip(page, (c) => !c.running, 'the background pauses it');
    await background(page, false);
    await waitChip(page, (c) => c.running, 'coming back resumes it');

    // Paused by hand, coming back from the background does not start it.
    await page.locator('#clock-pause').tap();
    await waitChip(page, (c) => !c.running, 'paused by hand');
    await background(page, true);
    await background(page, false);
    await page.waitForTimeout(300);
    assert.equal((await chip(page)).running, false, 'still paused by hand');

    // Reset asks twice.
    await page.locator('#clock-reset').tap();
    assert.match(await page.locator('#clock-reset').textContent(), /again/i);
    await page.locator('#clock-reset').tap();
    await waitChip(page, (c) => c.ms === 0, 'reset to zero');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('time each turn: Next charges the turn to the player who played it', async () => {
  const { context, page, problems } = await touchPhone(browser);
  try {
    await startFromTile(page, 'thaloria');
    await page.locator('#turn-first-0').tap();
    await page.locator('#clock-chip').tap();
    await page.getByTestId('clock-sheet').waitFor();
    await page.locator('#clock-per-turn').tap();
    await page.locator('#clock-seats').waitFor();
    assert.equal(await page.locator('#clock-per-turn').getAttribute('aria-pressed'), 'true');
    assert.equal(await page.locator('.clock-sheet__seat--now').getAttribute('data-testid'), 'clock-seat-0');
    await page.waitForTimeout(1100);
    // Close the sheet and walk the turn on to the next player.
    await page.keyboard.press('Escape');
    await page.getByTestId('clock-sheet').waitFor({ state: 'detached' });
    for (let i = 0; i < 20; i++) {
      const active = await page.locator('#turn-who').getAttribute('data-active');
      if (active !== '0') break;
      await page.locator('#turn-next').tap();
      await page.waitForTimeout(60);
    }
    assert.equal(await page.locator('#turn-who').getAttribute('data-active'), '1');
    await page.locator('#clock-chip').tap();
    await page.locator('#clock-seats').waitFor();
    assert.equal(await page.locator('.clock-sheet__seat--now').getAttribute('data-testid'), 'clock-seat-1');
    const charged = Number(await page.getByTestId('clock-seat-0').getAttribute('data-ms'));
    assert.ok(charged >= 1000, `the first player's turn took its time: ${charged} ms`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
