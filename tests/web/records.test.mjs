// Records: a finished game appears in Records with its date, mode, seats, result, grade and
// played time; Home shows each game's wins and losses; the game can be watched again step by
// step (buttons, slider, arrow keys), after a reload too; a record can be deleted.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test --test-force-exit tests/web/records.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { ARTIFACTS, DIST, launchChromium, openPage, serveStatic, touchPhone } from './helpers.mjs';

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

/** Starts `game` in `mode` with `seed` from Home and lets the bots finish it at instant speed. */
async function playToTheEnd(page, game, mode, seed) {
  await page.goto(`${server.url}/`);
  await page.getByTestId(`play-${game}`).click();
  await page.getByTestId('new-game-form').waitFor();
  await page.getByTestId(`mode-${mode}`).click();
  await page.getByTestId('seed').fill(String(seed));
  if (game === 'defenders') await page.getByTestId('heroes-2').click();
  await page.getByTestId('start-game').click();
  await page.getByTestId('play-screen').waitFor();
  if (mode === 'play') {
    await page.getByTestId('open-game-menu').click();
    await page.getByTestId('bots-finish').click();
  }
  await page.getByTestId('speed-instant').click();
  await page.getByTestId('end-screen').waitFor({ timeout: 240000 });
  return page.getByTestId('end-summary').textContent();
}

/** The replay's step and its number of steps. */
async function replayAt(page) {
  return page.evaluate(() => {
    const s = document.querySelector('[data-testid="replay-screen"]');
    return s ? { step: Number(s.dataset.step), steps: Number(s.dataset.steps) } : null;
  });
}

async function waitForStep(page, step) {
  await page.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="replay-screen"]')?.dataset.step) === n,
    step,
    { timeout: 20000 },
  );
}

test('a finished Valeria game appears in Records, counts on Home and can be watched again', async () => {
  const { context, page, problems } = await touchPhone(browser);
  const summary = await playToTheEnd(page, 'valeria', 'play', 31);
  // The end panel leads to Records, filtered to this game.
  await page.getByTestId('end-records').tap();
  await page.getByTestId('records-screen').waitFor();
  const rows = page.locator('li.record');
  await rows.first().waitFor();
  assert.equal(await rows.count(), 1);
  const row = rows.first();
  const text = await row.textContent();
  assert.ok(text.includes(summary.trim()), `the record says how it ended: ${text}`);
  assert.match(text, /Played · Day \d+ · \d+ steps · (under a minute|\d+ minutes?)/);
  assert.match(text, /You, then a bot|You/);
  assert.match(text, /seed 31/);
  assert.match(await row.getByTestId('record-grade').textContent(), /Siege Engine|honou?r/i);
  const result = (await row.getByTestId('record-result').textContent()).trim();
  assert.ok(['Won', 'Lost'].includes(result), result);
  const stats = (await page.getByTestId('record-stats-valeria').textContent()).trim();
  assert.match(stats, result === 'Won' ? /1 won, 0 lost/ : /0 won, 1 lost/);
  await page.screenshot({ path: path.join(ARTIFACTS, 'records-phone.png'), fullPage: true });

  // Home shows the game's wins and losses, and they lead back to Records.
  await page.goto(`${server.url}/`);
  const results = page.getByTestId('results-valeria');
  await results.waitFor();
  assert.match(await results.textContent(), result === 'Won' ? /1 won, 0 lost/ : /0 won, 1 lost/);
  assert.equal(await page.getByTestId('results-defenders').count(), 0, 'no Defenders game was finished');
  await results.tap();
  await page.getByTestId('records-screen').waitFor();

  // Watch it again: it opens at the end, then steps back to the setup and forward.
  await page.getByTestId('record-replay').tap();
  await page.getByTestId('replay-screen').waitFor();
  const end = await replayAt(page);
  assert.ok(end.steps > 20 && end.step === end.steps, JSON.stringify(end));
  assert.ok((await page.getByTestId('replay-end').textContent()).includes(summary.trim()));
  assert.ok((await page.locator('.play-board svg').count()) >= 1, 'the board is drawn');
  await page.getByTestId('replay-first').tap();
  await waitForStep(page, 0);
  assert.match(await page.getByTestId('replay-where').textContent(), new RegExp(`^Step 0 of ${end.steps}`));
  assert.match(await page.getByTestId('replay-now').textContent(), /setup/);
  await page.getByTestId('replay-forward').tap();
  await waitForStep(page, 1);
  const first = await page.getByTestId('replay-now').textContent();
  assert.ok(first.length > 3 && !/setup/.test(first), first);
  await page.screenshot({ path: path.join(ARTIFACTS, 'records-replay-phone.png') });
  // The controls stay on screen on a phone, every one at least 44 px.
  for (const id of ['replay-first', 'replay-back', 'replay-play', 'replay-forward', 'replay-last']) {
    const box = await page.getByTestId(id).boundingBox();
    assert.ok(box && box.width >= 44 && box.height >= 44 && box.y + box.height <= 740, `${id}: ${JSON.stringify(box)}`);
  }
  // The slider jumps anywhere.
  const middle = Math.floor(end.steps / 2);
  await page.getByTestId('replay-slider').fill(String(middle));
  await waitForStep(page, middle);
  // Autoplay moves on by itself, and pauses.
  await page.getByTestId('replay-play').tap();
  await waitForStep(page, middle + 2);
  await page.getByTestId('replay-play').tap();
  const paused = (await replayAt(page)).step;
  await page.waitForTimeout(1600);
  assert.ok((await replayAt(page)).step <= paused + 1, 'paused');
  assert.deepEqual(problems, []);
  await context.close();
});

test('records survive a reload, a watched game counts as watched, the arrow keys step, a record is deleted', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const { page, problems } = await openPage(context);
  await playToTheEnd(page, 'defenders', 'watch', 5);
  await page.getByTestId('end-records').click();
  await page.getByTestId('records-screen').waitFor();
  await page.reload();
  await page.getByTestId('records-screen').waitFor();
  const row = page.locator('li.record').first();
  await row.waitFor();
  assert.match(await row.textContent(), /Watched · Turn \d+/);
  assert.match(await row.textContent(), /King's Champion/);
  assert.match(await page.getByTestId('record-stats-defenders').textContent(), /1 watched/);
  assert.doesNotMatch(await page.getByTestId('record-stats-defenders').textContent(), /won|lost/, 'bots alone win or lose nothing of yours');

  await row.getByTestId('record-replay').click();
  await page.getByTestId('replay-screen').waitFor();
  const end = await replayAt(page);
  assert.equal(end.step, end.steps);
  await page.keyboard.press('Home');
  await waitForStep(page, 0);
  await page.keyboard.press('ArrowRight');
  await waitForStep(page, 1);
  await page.keyboard.press('ArrowRight');
  await waitForStep(page, 2);
  await page.keyboard.press('ArrowLeft');
  await waitForStep(page, 1);
  await page.keyboard.press('End');
  await waitForStep(page, end.steps);
  // A reload of the replay's address shows the same record.
  await page.reload();
  await page.getByTestId('replay-screen').waitFor();
  assert.deepEqual(await replayAt(page), end);
  await page.screenshot({ path: path.join(ARTIFACTS, 'records-replay-desktop.png') });

  await page.getByTestId('replay-records').click();
  await page.getByTestId('records-screen').waitFor();
  await page.locator('li.record').first().getByTestId('record-delete').click();
  await page.getByTestId('confirm').click();
  await page.getByTestId('records-empty').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
