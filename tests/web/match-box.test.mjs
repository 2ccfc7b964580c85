// "Match your box" on a touch phone (360×740), for each game's tracker: the sheet lists the designed
// values labelled "designed, check against your box", a value that breaks a rule is shown in red and
// blocks using the profile, "Use at this table" reshapes the counters and moves the alert (a skull
// on space 20 warns on 18) in one undo step, and a profile saved for new tables shapes the next
// table of that game.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test --test-force-exit tests/web/match-box.test.mjs
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

const horde = (page) => page.locator('[data-key="horde"]:not([data-player])').first();

async function openSheet(page) {
  const button = page.getByTestId('match-box');
  await button.scrollIntoViewIfNeeded();
  await button.tap();
  await page.getByTestId('match-box-sheet').waitFor();
  await page.locator('.box-value').first().waitFor();
}

/** Types `text` into the sheet's field `testid`, replacing what is there. */
async function typeInto(page, testid, text) {
  const field = page.getByTestId(testid);
  await field.scrollIntoViewIfNeeded();
  await field.fill(text);
}

async function waitFor(check, what, timeout = 5000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`timed out waiting for ${what}`);
}

test('Firesiege: a shorter horde track, checked, used at the table, undone, and saved for new tables', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await startTracker(page, server.url, 'firesiege');
  assert.equal(await page.getByTestId('box-profile').textContent(), 'Designed values: check against your box');
  assert.equal(await horde(page).locator('[data-space]').count(), 25, 'the designed track: Start to the skull on 24');

  await openSheet(page);
  assert.equal(await page.getByTestId('box-badge-horde_skull').textContent(), 'designed, check against your box');
  // The skull on 20, alone: the designed warlord and horde-card spaces run past it.
  await typeInto(page, 'box-horde_skull', '20');
  await waitFor(async () => (await page.locator('.box-value--bad').count()) >= 2, 'the broken rules');
  assert.ok(await page.getByTestId('box-use-here').isDisabled(), 'a profile that breaks a rule cannot be used');
  const warlordProblem = await page.locator('.box-value[data-key="horde_warlords"] .box-problem').first().textContent();
  assert.match(warlordProblem, /before the skull/);
  await typeInto(page, 'box-horde_warlords', '6, 12, 17');
  await typeInto(page, 'box-horde_cards', '2, 4, 8, 10, 14, 16, 18');
  await waitFor(async () => (await page.locator('.box-value--bad').count()) === 0, 'the rules to hold');
  assert.match(await page.getByTestId('box-badge-horde_skull').textContent(), /yours · designed: 24/);
  await page.screenshot({ path: path.join(ARTIFACTS, 'match-box-firesiege-phone.png') });
  await page.getByTestId('box-use-here').tap();
  await page.getByTestId('match-box-sheet').waitFor({ state: 'detached' });
  await waitFor(async () => (await horde(page).locator('[data-space]').count()) === 21, 'a 21-space track');
  assert.equal(await page.getByTestId('box-profile').textContent(), "Your box's values");

  // The horde on 18: two spaces from the profile's skull, so the warning shows.
  const space = horde(page).locator('[data-space="18"]');
  await space.scrollIntoViewIfNeeded();
  await space.tap();
  await waitFor(async () => (await page.getByTestId('alerts').textContent()).includes('2 spaces from the skull'), 'the skull warning');
  // One undo takes the marker back; the next takes the whole profile back.
  await page.getByTestId('undo').tap();
  await waitFor(async () => (await horde(page).getAttribute('data-value')) === '0', 'the marker back at Start');
  assert.match(await page.getByTestId('undo').getAttribute('title'), /Match your box/);
  await page.getByTestId('undo').tap();
  await waitFor(async () => (await horde(page).locator('[data-space]').count()) === 25, 'the designed track again');
  await page.getByTestId('redo').tap();
  await waitFor(async () => (await horde(page).locator('[data-space]').count()) === 21, 'redo: the short track');

  // Save it, named, for new tables: the next Firesiege table starts with it.
  await openSheet(page);
  await typeInto(page, 'box-name', 'Club copy');
  await page.getByTestId('box-save-use').tap();
  await page.getByTestId('box-saved').first().waitFor();
  assert.match(await page.getByTestId('box-saved').first().textContent(), /Club copy.*new tables use it/);
  await startTracker(page, server.url, 'firesiege');
  assert.equal(await page.getByTestId('box-profile').textContent(), 'Your box: Club copy');
  assert.equal(await horde(page).locator('[data-space]').count(), 21);
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [kind, key, expect] of [
  ['exiled', 'city', 'the City Durability'],
  ['valeria', null, 'the Troop costs'],
  ['thaloria', null, 'the low-Life warning'],
  ['defenders', 'darkness.deck', 'the Darkness Spreads deck'],
]) {
  test(`${kind}: the sheet lists ${expect}, labelled designed, and a change is used at the table`, async () => {
    const { context, page, problems } = await touchPhone(browser);
    await startTracker(page, server.url, kind);
    const before = key ? await page.locator(`[data-key="${key}"]:not([data-player])`).first().getAttribute('data-value') : null;
    await openSheet(page);
    const badges = await page.locator('.box-badge').allTextContents();
    assert.ok(badges.length > 0 && badges.every((b) => b === 'designed, check against your box'), badges.join(' | '));
    // Every tap target of the sheet is at least 44 px.
    for (const button of await page.locator('.box-stepper__btn, .box-stepper__input, .box-cell__input').all()) {
      const box = await button.boundingBox();
      if (box) assert.ok(box.height >= 43.5, `a ${box.height}px target`);
    }
    // One step up on the first number (or the first entry of a list), then use it here.
    const stepper = page.locator('.box-stepper__btn[aria-label$="plus one"]').first();
    if (await stepper.count()) {
      await stepper.scrollIntoViewIfNeeded();
      await stepper.tap();
    } else {
      const cell = page.locator('.box-cell__input').nth(5);
      await cell.scrollIntoViewIfNeeded();
      await cell.fill('5');
    }
    await waitFor(async () => (await page.locator('.box-badge--yours').count()) > 0, 'the changed value');
    await page.getByTestId('box-use-here').tap();
    await page.getByTestId('match-box-sheet').waitFor({ state: 'detached' });
    await waitFor(async () => (await page.getByTestId('box-profile').textContent()) === "Your box's values", 'the table to use it');
    if (key) {
      const now = await page.locator(`[data-key="${key}"]:not([data-player])`).first().getAttribute('data-value');
      assert.equal(Number(now), Number(before) + 1, `${expect} follows the profile`);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, `match-box-${kind}-phone.png`) });
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('thaloria: a higher low-Life warning in Match your box moves the alert', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await startTracker(page, server.url, 'thaloria');
  const life = page.locator('[data-key="life"][data-player="0"]').first();
  const setLife = async (value) => {
    const number = page.getByTestId('life-value-0');
    await number.scrollIntoViewIfNeeded();
    await number.tap();
    await page.getByTestId('counter-value-input').fill(String(value));
    await page.getByTestId('counter-set').tap();
    await waitFor(async () => (await life.getAttribute('data-value')) === String(value), `Life ${value}`);
  };
  const warned = async () => (await page.getByTestId('alerts').textContent()).includes('only 25 Life Points left');
  // Designed: a warning at 10 or fewer, so 25 says nothing.
  await setLife(25);
  assert.equal(await warned(), false);
  await openSheet(page);
  await typeInto(page, 'box-low_life', '25');
  await waitFor(async () => (await page.getByTestId('box-badge-low_life').textContent()).startsWith('yours'), 'the change');
  await page.getByTestId('box-use-here').tap();
  await page.getByTestId('match-box-sheet').waitFor({ state: 'detached' });
  await waitFor(warned, 'the warning at 25 Life Points');
  assert.deepEqual(problems, []);
  await context.close();
});
