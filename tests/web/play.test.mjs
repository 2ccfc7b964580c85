// Play, Watch and Assist in the browser, for Siege of Valeria and Defenders of the Realm.
//
// Play and Watch, per game: start from Home with a fixed seed, make three decisions of a person
// through the UI (answer buttons and a tap on the board), try an illegal move on the board and
// see the rule's error (nothing changes), undo and redo, reload and resume at the same step, let
// the bots finish, reach the end screen, replay the same seed. Assist, per game: answer the
// table's draws and rolls through the card search and the die picker, and see what to do on the
// table. On a desktop the number keys pick only the answers on screen. Screenshots at phone and desktop width go to tests/artifacts/play-*.png.
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
const DESKTOP = { width: 1366, height: 860 };

async function newPage(viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const { page, problems } = await openPage(context);
  return { context, page, problems };
}

async function shot(page, name) {
  await page.screenshot({ path: path.join(ARTIFACTS, `play-${name}.png`), fullPage: false });
}

/** The screen's step counter and who acts, once no request is in flight. */
async function settled(page, timeout = 15000) {
  const screen = page.getByTestId('play-screen');
  await screen.waitFor({ timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const busy = await screen.getAttribute('data-busy');
    const toAct = await screen.getAttribute('data-to-act');
    // Chance outside Assist runs by itself: wait until a person or a bot is due, or the end.
    if (busy === 'false' && toAct !== null) {
      const picker = await page.getByTestId('chance-picker').count();
      if (toAct !== 'chance' || picker > 0) {
        return { steps: Number(await screen.getAttribute('data-steps')), toAct };
      }
    }
    if (Date.now() > deadline) throw new Error(`the game did not settle (busy ${busy}, to act ${toAct})`);
    await page.waitForTimeout(40);
  }
}

/** Waits until a person's question is shown; returns the steps then. */
async function question(page, timeout = 20000) {
  await page.getByTestId('question').waitFor({ timeout });
  return settled(page);
}

/** Home → the game's Play button → the form with the mode and seed → the game screen. */
async function start(page, game, mode, seed, extra = async () => {}) {
  await page.goto(`${server.url}/`);
  await page.getByTestId(`play-${game}`).click();
  await page.getByTestId('new-game-form').waitFor();
  assert.equal(await page.getByTestId(`pick-game-${game}`).getAttribute('aria-pressed'), 'true');
  await page.getByTestId(`mode-${mode}`).click();
  await page.getByTestId('seed').fill(String(seed));
  await extra();
  await page.getByTestId('start-game').click();
  await page.getByTestId('play-screen').waitFor();
  assert.match(page.url(), /#\/play\/s[0-9a-f]+$/);
  assert.match(await page.getByTestId('play-status').textContent(), new RegExp(`seed ${seed}`));
}

/** Answers the pending question with its first answer (through the buttons); returns the new steps. */
async function answerFirst(page) {
  const before = await question(page);
  const answer = page.locator('[data-testid="answers"] [data-testid^="answer-"]').first();
  await answer.click({ timeout: 10000 }).catch(async (error) => {
    await shot(page, 'failure');
    const side = await page.locator('.play-side').textContent();
    throw new Error(`${error.message}\nthe side panel says: ${side.slice(0, 400)}`);
  });
  await page.waitForFunction(
    (n) => {
      const s = document.querySelector('[data-testid="play-screen"]');
      return s && Number(s.dataset.steps) !== n && s.dataset.busy === 'false';
    },
    before.steps,
  );
  return settled(page);
}

/** Taps a highlighted board element (a legal answer on the board); true if there was one. */
async function tapBoardTarget(page) {
  const before = await question(page);
  const target = page.locator('.play-board .is-target[role="button"]').first();
  if ((await target.count()) === 0) return false;
  await target.click();
  // One match acts at once; several open the sheet with the answers.
  const sheet = page.getByTestId('info-sheet');
  await Promise.race([
    sheet.waitFor({ timeout: 5000 }).catch(() => {}),
    page
      .waitForFunction(
        (n) => Number(document.querySelector('[data-testid="play-screen"]')?.dataset.steps) !== n,
        before.steps,
        { timeout: 5000 },
      )
      .catch(() => {}),
  ]);
  if (await sheet.count()) {
    const answer = sheet.locator('[data-testid^="sheet-answer-"]').first();
    if ((await answer.count()) === 0) {
      await page.keyboard.press('Escape');
      return false;
    }
    await answer.click();
  }
  await page.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="play-screen"]')?.dataset.steps) !== n,
    before.steps,
  );
  await settled(page);
  return true;
}

/** Taps board elements that are not highlighted until the engine refuses one; checks nothing changed. */
async function illegalTap(page, selector) {
  const before = await question(page);
  const candidates = page.locator(`.play-board ${selector}:not(.is-target)`);
  const n = await candidates.count();
  assert.ok(n > 0, `no board element matches ${selector}`);
  for (let i = 0; i < n; i += 1) {
    await candidates.nth(i).click();
    const refused = await page
      .getByTestId('refusal')
      .waitFor({ timeout: 1500 })
      .then(() => true)
      .catch(() => false);
    if (refused) {
      const text = await page.getByTestId('refusal').textContent();
      assert.match(text, /rule|not|cannot|must/i, `a refusal names the rule: ${text}`);
      const after = await settled(page);
      assert.equal(after.steps, before.steps, 'a refused move changes nothing');
      return text;
    }
    if (await page.getByTestId('info-sheet').count()) await page.keyboard.press('Escape');
    const now = await settled(page);
    assert.equal(now.steps, before.steps, 'a tap on a non-highlighted element did not act');
  }
  throw new Error(`no tap on ${selector} was refused by the engine`);
}

/** Answers until undo is possible (a person's decision with no roll since), then undoes and redoes. */
async function undoRedo(page) {
  for (let i = 0; i < 12; i += 1) {
    await question(page);
    if ((await page.getByTestId('undo').getAttribute('aria-disabled')) === 'false') break;
    await answerFirst(page);
  }
  assert.equal(await page.getByTestId('undo').getAttribute('aria-disabled'), 'false', 'undo became possible');
  const before = await settled(page);
  await page.getByTestId('undo').click();
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="play-screen"]')?.dataset.steps) === n - 1, before.steps);
  assert.equal(await page.getByTestId('redo').getAttribute('aria-disabled'), 'false');
  // Redo with the keyboard shortcut.
  await page.keyboard.press('r');
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="play-screen"]')?.dataset.steps) === n, before.steps);
}

/** Lets the bots play every seat to the end, at Instant speed, and checks the end screen. */
async function botsFinish(page, game) {
  await page.getByTestId('open-game-menu').click();
  await page.getByTestId('bots-finish').click();
  await page.getByTestId('speed-instant').click();
  await page.getByTestId('end-screen').waitFor({ timeout: 240000 });
  await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
  const summary = await page.getByTestId('end-summary').textContent();
  assert.ok(summary.length > 10, `the end says how the game ended: ${summary}`);
  const grade = await page.getByTestId('end-grade').textContent();
  if (game === 'defenders') assert.match(grade, /King's Champion/);
  else assert.match(grade, /Siege Engine|honou?r/i, 'Valeria grades by the Siege Engines left (or how honoured)');
  return summary;
}

const MOVE_QUESTION = { valeria: /attack, repair/i, defenders: /your action/i };

async function scenario(game, mode, seed, illegalSelector) {
  const { context, page, problems } = await newPage(PHONE);
  await start(page, game, mode, seed, async () => {
    if (game === 'defenders') {
      await page.getByTestId('heroes-2').click();
      await page.getByTestId('hero-0').selectOption('wizard');
      await page.getByTestId('hero-1').selectOption('paladin');
    }
  });
  if (mode === 'watch') {
    // Watch: the bots move one step per press; then a person takes the seat.
    await page.getByTestId('speed-step').click();
    await page.getByTestId('bot-turn').waitFor({ timeout: 20000 });
    const first = await settled(page);
    await page.getByTestId('bot-step').click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="play-screen"]')?.dataset.steps) > n, first.steps);
    await page.getByTestId('bot-turn').waitFor({ timeout: 20000 });
    await page.getByTestId('take-over').click();
  }
  const firstQuestion = await question(page);
  // The first question follows the setup's draws and rolls: undo says why it cannot.
  if (mode === 'play' && game === 'valeria') {
    assert.match(await page.getByTestId('undo-why').textContent(), /rolled|drawn|revealed|drew|nothing/i);
  }
  await shot(page, `${game}-${mode}-phone`);
  // Three decisions of a person: a board tap where the board offers one, and answer buttons.
  let decisions = 0;
  if (await tapBoardTarget(page)) decisions += 1;
  while (decisions < 3) {
    await answerFirst(page);
    decisions += 1;
  }
  assert.ok((await settled(page)).steps > firstQuestion.steps);
  // The log shows the decisions, newest first, grouped by turn or day.
  const groups = await page.locator('[data-testid="log"] .log-group').count();
  assert.ok(groups >= 1);
  // An illegal move on the board is refused with the rule's error: in the question where a tap
  // on the board means a move (Valeria: attack a card; Defenders: walk to a location).
  for (let i = 0; i < 30; i += 1) {
    await question(page);
    if (MOVE_QUESTION[game].test(await page.getByTestId('question-text').textContent())) break;
    await answerFirst(page);
  }
  assert.match(await page.getByTestId('question-text').textContent(), MOVE_QUESTION[game]);
  await illegalTap(page, illegalSelector);
  await undoRedo(page);
  // Reload: the game resumes at the same step.
  const beforeReload = await settled(page);
  await page.reload();
  const afterReload = await settled(page, 20000);
  assert.equal(afterReload.steps, beforeReload.steps, 'the reloaded game is where it was');
  // Desktop width: the board beside the question and the log.
  await page.setViewportSize(DESKTOP);
  await shot(page, `${game}-${mode}-desktop`);
  await page.setViewportSize(PHONE);
  await botsFinish(page, game);
  await shot(page, `${game}-${mode}-end`);
  // The bots explained their moves in the log.
  await page.getByTestId('end-screen').getByRole('button', { name: 'Close' }).click().catch(async () => {
    await page.keyboard.press('Escape');
  });
  assert.ok((await page.getByTestId('log-why').count()) > 0, 'bot moves are explained');
  // Replay the same seed: a new session with the same seed.
  await page.getByTestId('game-over-bar').getByRole('button').click();
  const oldUrl = page.url();
  await page.getByTestId('replay-seed').click();
  await page.waitForFunction((url) => location.href !== url, oldUrl);
  await page.getByTestId('play-screen').waitFor();
  assert.match(await page.getByTestId('play-status').textContent(), new RegExp(`seed ${seed}`));
  // Both sessions are in the saves list.
  // (A replayed Watch game may already be over, its end screen open: go Home by address.)
  await page.goto(`${server.url}/`);
  await page.getByTestId('saved-games').waitFor();
  assert.ok((await page.locator('[data-testid^="saved-game-"]').count()) >= 2);
  assert.deepEqual(problems, []);
  await context.close();
}

test('Siege of Valeria: Play from Home to the end screen', async () => {
  await scenario('valeria', 'play', 4242, '[data-testid^="valeria-cell-"]');
});

test('Siege of Valeria: Watch, then take the seat, then the bots finish', async () => {
  await scenario('valeria', 'watch', 777, '[data-testid^="valeria-cell-"]');
});

test('Defenders of the Realm: Play from Home to the end screen', async () => {
  await scenario('defenders', 'play', 31337, '[data-testid^="dfn-loc-"]');
});

test('Defenders of the Realm: Watch, then take a seat, then the bots finish', async () => {
  await scenario('defenders', 'watch', 2024, '[data-testid^="dfn-loc-"]');
});

async function assist(game, seed) {
  const { context, page, problems } = await newPage(PHONE);
  await start(page, game, 'assist', seed);
  let cards = 0;
  let dice = 0;
  for (let i = 0; i < 200 && (cards < 5 || dice < 2); i += 1) {
    const state = await settled(page, 20000);
    if (state.toAct === 'game_over') break;
    if (state.toAct === 'chance') {
      if (await page.locator('.die-picker').count()) {
        const face = 1 + (i % 6);
        if (dice === 0) await shot(page, `${game}-assist-die`);
        await page.getByTestId(`face-${face}`).click();
        dice += 1;
      } else {
        // Search the first card offered by name, as a person would type it.
        const first = (await page.locator('[data-testid="card-0"] .card-picker__name').textContent()).split(/[:(#]/)[0].trim();
        await page.getByTestId('card-search').fill(first.split(' ').slice(0, 2).join(' '));
        if (cards === 0) await shot(page, `${game}-assist-cards`);
        await page.locator('[data-testid="card-options"] button').first().click();
        cards += 1;
      }
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid="play-screen"]')?.dataset.steps) > n, state.steps);
    } else {
      // A person's decision: the app resolved the automatic steps and says what to do on the table.
      assert.ok((await page.getByTestId('recent').count()) > 0);
      assert.match(await page.getByTestId('recent').textContent(), /On your table/);
      // Fight where the game offers it, so that dice are rolled.
      const engage = page.locator('[data-testid="answers"] [data-do="engage"]');
      if ((await page.getByTestId('answer-search').count()) > 0) {
        await page.getByTestId('answer-search').fill('Engage');
      }
      if ((await engage.count()) > 0) {
        const before = await settled(page);
        await engage.first().click();
        await page.waitForFunction((n) => Number(document.querySelector('[data-testid="play-screen"]')?.dataset.steps) !== n, before.steps);
      } else {
        if ((await page.getByTestId('answer-search').count()) > 0) await page.getByTestId('answer-search').fill('');
        await answerFirst(page);
      }
    }
  }
  assert.ok(cards >= 5, `cards picked: ${cards}`);
  assert.ok(dice >= 2, `dice picked: ${dice}`);
  await shot(page, `${game}-assist-phone`);
  assert.deepEqual(problems, []);
  await context.close();
}

test('Siege of Valeria: Assist answers the draws and rolls through the picker', async () => {
  await assist('valeria', 99);
});

test('Defenders of the Realm: Assist answers the draws and rolls through the picker', async () => {
  await assist('defenders', 123);
});

test('a phone opens a game at its top, and each new question starts at its heading', async () => {
  const { context, page, problems } = await newPage(PHONE);
  await page.goto(`${server.url}/`);
  // Home scrolled down, as after looking through the saved games.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await start(page, 'defenders', 'play', 3);
  await question(page);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the game opens at its top, the board in view');
  const board = await page.locator('.play-board').boundingBox();
  assert.ok(board && board.y < PHONE.height / 2, `the board starts in the top half: ${JSON.stringify(board)}`);
  for (let i = 0; i < 3; i++) {
    // The player scrolls the dock down to read the answers, then answers.
    await page.evaluate(() => {
      const dock = document.querySelector('.play-dock');
      if (dock) dock.scrollTop = dock.scrollHeight;
    });
    const { toAct } = await answerFirst(page);
    if (toAct === 'over') break;
    await question(page);
    const top = await page.evaluate(() => document.querySelector('.play-dock')?.scrollTop ?? 0);
    assert.equal(top, 0, `question ${i + 2} starts at its heading`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('desktop: the number keys pick only the answers on screen (the open group, then a search)', async () => {
  const { context, page, problems } = await newPage(DESKTOP);
  await start(page, 'defenders', 'play', 31337);
  const before = await question(page);
  // A long list is grouped: open Travel; "1" is its first answer, not the hidden list's first.
  const travel = page.getByTestId('group-travel');
  assert.ok(await travel.count(), 'the answers are grouped (a Travel group)');
  await travel.click();
  const first = page.locator('[data-testid="answers"] [data-testid^="answer-"]').first();
  const firstId = await first.getAttribute('data-testid');
  assert.notEqual(firstId, 'answer-0', 'the open group does not start the whole list');
  const label = (await first.locator('.answer__label').textContent()).trim();
  assert.match(label, /^Travel/, `the group's first answer is a Travel answer: ${label}`);
  await page.keyboard.press('1');
  const after = await question(page);
  assert.ok(after.steps > before.steps, 'the key answered');
  assert.ok(
    await page.locator('.log-line__text', { hasText: label }).count(),
    `the log shows the answer on screen: ${label}`
  );
  // A search: "1" is the first answer that matches it.
  const search = page.getByTestId('answer-search');
  await search.fill('end the daytime');
  const shown = page.locator('[data-testid="answers"] .answer__label');
  assert.equal(await shown.count(), 1, 'one answer matches');
  await search.blur();
  const steps = (await question(page)).steps;
  await page.keyboard.press('1');
  await page.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="play-screen"]')?.dataset.steps) > n,
    steps
  );
  assert.ok(await page.locator('.log-line__text', { hasText: /end the daytime/i }).count(), 'the Daytime was ended');
  assert.deepEqual(problems, []);
  await context.close();
});
