// Help on the play screen, for both games: the first game offers a tour that outlines each part
// of the screen in turn (and is not offered again); "?" opens the game's rules reference, which
// searches; a board element's sheet has "What is this?", which opens the topic that explains it;
// on a touch screen the keyboard shortcuts are under Settings, on a computer "?" shows them too.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test --test-force-exit tests/web/help.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DIST, launchChromium, openPage, serveStatic, touchPhone } from './helpers.mjs';

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

async function start(page, game, press) {
  await page.goto(`${server.url}/`);
  await press(page.getByTestId(`play-${game}`));
  await page.getByTestId('new-game-form').waitFor();
  await press(page.getByTestId('mode-play'));
  await page.getByTestId('seed').fill('5');
  await press(page.getByTestId('start-game'));
  await page.getByTestId('play-screen').waitFor();
  await page.getByTestId('question').waitFor({ timeout: 20000 });
}

for (const game of ['valeria', 'defenders']) {
  test(`${game} on a phone: the first-game tour, the rules reference and "What is this?"`, async () => {
    const { context, page, problems } = await touchPhone(browser);
    const tap = (locator) => locator.tap();
    await start(page, game, tap);

    // The tour, offered once: every step outlines its part of the screen.
    await tap(page.getByTestId('tour-offer-take'));
    const card = page.getByTestId('tour-card');
    await card.waitFor();
    const steps = Number((await card.locator('.tour-card__count').textContent()).split(' of ')[1]);
    assert.ok(steps >= 4 && steps <= 8, `a short tour: ${steps} steps`);
    for (let i = 0; i < steps; i += 1) {
      await page.waitForFunction((i) => document.querySelector('[data-testid="tour-card"]')?.dataset.step === String(i), i);
      const outlined = await page.evaluate(() => document.querySelectorAll('.tour-target').length);
      assert.equal(outlined, 1, `step ${i + 1} outlines one part of the screen`);
      await tap(page.getByTestId('tour-next'));
    }
    await card.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.querySelectorAll('.tour-target').length), 0, 'no outline is left');
    await page.waitForTimeout(300);
    await page.reload();
    await page.getByTestId('question').waitFor({ timeout: 20000 });
    assert.equal(await page.getByTestId('tour-offer').count(), 0, 'the tour is offered once');

    // "?" opens the rules reference; it searches; no keyboard shortcuts on a touch screen.
    await tap(page.getByTestId('open-help'));
    const help = page.getByTestId('help-sheet');
    await help.waitFor();
    assert.ok((await help.locator('.help-topic').count()) >= 10, 'the whole reference');
    assert.equal(await page.getByTestId('help-keys').count(), 0, 'no keyboard shortcuts on a phone');
    await page.getByTestId('help-search').fill('undo');
    await page.waitForFunction(() => document.querySelectorAll('.help-topic').length < 10);
    assert.ok((await help.locator('.help-topic[open]').count()) >= 1, 'the best hits are open');
    await page.getByTestId('help-search').fill('zzzzqx');
    await page.getByTestId('help-nothing').waitFor();
    // The tour from the help sheet.
    await tap(page.getByTestId('help-tour'));
    await page.getByTestId('tour-card').waitFor();
    await tap(page.getByTestId('tour-skip'));
    await page.getByTestId('tour-card').waitFor({ state: 'detached' });

    // A board element's sheet (long press: here a right click) → "What is this?" → its topic.
    const element = page.locator('.play-board [role="button"]').first();
    await element.scrollIntoViewIfNeeded();
    await element.click({ button: 'right' });
    await page.getByTestId('info-sheet').waitFor();
    const title = (await page.getByTestId('info-sheet').locator('h2').first().textContent()).trim();
    const whatIs = page.getByTestId('what-is-this');
    assert.equal(await whatIs.count(), 1, `"${title}" has a "What is this?"`);
    await tap(whatIs);
    await help.waitFor();
    const first = help.locator('.help-topic').first();
    assert.equal(await first.evaluate((details) => details.open), true, 'the topic that explains it comes first, open');
    assert.ok(((await first.textContent()) ?? '').length > 80);

    // Keyboard shortcuts live under Settings on a touch screen.
    await page.goto(`${server.url}/#/settings`);
    await page.getByTestId('settings-shortcuts').waitFor();
    assert.match(await page.getByTestId('settings-shortcuts').textContent(), /Undo/);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('on a computer, "?" opens help with the keyboard shortcuts', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const { page, problems } = await openPage(context);
  await start(page, 'defenders', (locator) => locator.click());
  await page.getByTestId('tour-offer-decline').click();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('?');
  await page.getByTestId('help-sheet').waitFor();
  await page.getByTestId('help-keys').click();
  assert.match(await page.getByTestId('shortcuts-list').textContent(), /Redo/);
  await page.keyboard.press('Escape');
  await page.getByTestId('help-sheet').waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
  await context.close();
});
