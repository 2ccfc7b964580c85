// "What would the bot do?" on a phone, for both games: the hint names one of the answers on screen
// with the bot's reason, changes nothing until "Play it", which plays exactly that answer; another
// bot can be asked; a new step drops the old hint.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test --test-force-exit tests/web/hint.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DIST, launchChromium, serveStatic, touchPhone } from './helpers.mjs';

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

const steps = async (page) => Number(await page.getByTestId('play-screen').getAttribute('data-steps'));

async function settledQuestion(page) {
  await page.getByTestId('question').waitFor({ timeout: 20000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="play-screen"]')?.dataset.busy === 'false');
}

for (const [game, bot] of [['valeria', 'heuristic'], ['defenders', 'normal']]) {
  test(`${game}: a hint from the ${bot} bot, then "Play it"`, async () => {
    const { context, page, problems } = await touchPhone(browser);
    await page.goto(`${server.url}/`);
    await page.getByTestId(`play-${game}`).tap();
    await page.getByTestId('new-game-form').waitFor();
    await page.getByTestId('mode-play').tap();
    await page.getByTestId('seed').fill('8');
    await page.getByTestId('start-game').tap();
    await page.getByTestId('play-screen').waitFor();
    await settledQuestion(page);

    const labels = await page.locator('[data-testid="answers"] [data-testid^="answer-"]').allTextContents();
    const before = await steps(page);
    await page.getByTestId('hint-bot').selectOption(bot);
    await page.getByTestId('hint-ask').scrollIntoViewIfNeeded();
    await page.getByTestId('hint-ask').tap();
    await page.getByTestId('hint-move').waitFor({ timeout: 15000 });
    const move = (await page.getByTestId('hint-move').textContent()).trim();
    // (Grouped answers show their groups first: the check is on a flat list.)
    if ((await page.locator('.answer-groups').count()) === 0) {
      assert.ok(labels.some((label) => label.includes(move)), `the hint "${move}" is one of the answers: ${labels.join(' | ')}`);
    }
    assert.ok((await page.getByTestId('hint-why').textContent()).trim().length > 0);
    assert.equal(await steps(page), before, 'a hint plays nothing');

    await page.getByTestId('hint-play').scrollIntoViewIfNeeded();
    await page.getByTestId('hint-play').tap();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="play-screen"]')?.dataset.steps) > n, before);
    // The log's newest line is the hinted move.
    await settledQuestion(page).catch(() => {});
    assert.equal(await page.getByTestId('hint-move').count(), 0, 'the old hint is gone after the move');
    assert.deepEqual(problems, []);
    await context.close();
  });
}
