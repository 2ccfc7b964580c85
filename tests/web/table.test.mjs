// The web build end to end: served from dist/ on localhost, driven in headless Chromium.
// Run: trunk build && node --test tests/web/   (RAMPART_DIST=<dir> to test another build)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import {
  ARTIFACTS,
  DIST,
  launchChromium,
  longPress,
  openPage,
  serveStatic,
  textOf,
  waitForText,
} from './helpers.mjs';

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

const historyCount = (page) => page.locator('[data-testid="history"] > li').count();
const isDisabled = (page, testid) => page.getByTestId(testid).isDisabled();

test('a table in the browser: life, long press, dice, undo, redo, reload', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const { page, problems } = await openPage(context);
  await page.goto(`${server.url}/`);

  // Home → new table form, prefilled with two players.
  await page.getByTestId('new-table').click();
  await page.getByTestId('player-name-1').waitFor();
  assert.equal(await page.getByTestId('player-name-0').inputValue(), 'Player 1');
  assert.equal(await page.getByTestId('player-name-1').inputValue(), 'Player 2');
  await page.getByTestId('player-name-0').fill('Ann');
  await page.getByTestId('player-name-1').fill('Bob');
  await page.getByTestId('start-table').click();

  // The tracker: both players at the generic starting life.
  await waitForText(page, 'life-value-0', '20');
  await waitForText(page, 'life-value-1', '20');
  assert.match(page.url(), /#\/table\/[^/]+$/);
  const tableUrl = page.url();
  const title = await textOf(page, 'table-title');
  assert.ok(title.length > 0, 'the table has a title');
  assert.equal(await page.getByTestId('player-title-0').textContent(), 'Ann');
  assert.equal(await isDisabled(page, 'undo'), true, 'nothing to undo on a new table');
  assert.equal(await isDisabled(page, 'redo'), true, 'nothing to redo on a new table');
  const historyAtStart = await historyCount(page);

  // Tap +, tap −, hold − for 5.
  await page.getByTestId('life-plus-0').click();
  await waitForText(page, 'life-value-0', '21');
  await page.getByTestId('life-minus-0').click();
  await waitForText(page, 'life-value-0', '20');
  await longPress(page, 'life-minus-0', 800);
  await waitForText(page, 'life-value-0', '15');
  // The click that ends a long press must not take one more.
  await page.waitForTimeout(300);
  assert.equal(await textOf(page, 'life-value-0'), '15');
  assert.equal(await textOf(page, 'life-value-1'), '20', 'the other player is untouched');
  assert.equal(await historyCount(page), historyAtStart + 3);
  assert.equal(await isDisabled(page, 'undo'), false);
  assert.match(await page.getByTestId('undo').getAttribute('title'), /20 → 15/);

  // Roll a d6: the result is shown and logged, newest first.
  await page.getByTestId('roll-d6').click();
  const rolled = await waitForText(page, 'last-roll', /[1-6]/);
  const face = Number(rolled.match(/[1-6]/)[0]);
  assert.equal(await historyCount(page), historyAtStart + 4);
  assert.match(await page.locator('[data-testid="history"] > li').first().textContent(), /d6/);

  // Undo takes back the roll, then the −5; redo brings both back.
  await page.getByTestId('undo').click();
  await waitForText(page, 'last-roll', /No roll yet/);
  assert.equal(await textOf(page, 'life-value-0'), '15');
  assert.equal(await historyCount(page), historyAtStart + 3);
  await page.getByTestId('undo').click();
  await waitForText(page, 'life-value-0', '20');
  assert.equal(await isDisabled(page, 'redo'), false);
  assert.match(await page.getByTestId('redo').getAttribute('title'), /20 → 15/);
  await page.getByTestId('redo').click();
  await waitForText(page, 'life-value-0', '15');
  await page.getByTestId('redo').click();
  await waitForText(page, 'last-roll', new RegExp(String(face)));
  assert.equal(await isDisabled(page, 'redo'), true, 'everything redone');
  assert.equal(await historyCount(page), historyAtStart + 4);
  const rollText = await textOf(page, 'last-roll');

  // The table is in localStorage and comes back after a reload.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(keys.some((key) => key.startsWith('rampart:table:')), `saved keys: ${keys}`);
  await page.reload();
  await waitForText(page, 'life-value-0', '15');
  assert.equal(page.url(), tableUrl);
  assert.equal(await textOf(page, 'life-value-1'), '20');
  assert.equal(await textOf(page, 'table-title'), title);
  assert.equal(await textOf(page, 'last-roll'), rollText);
  assert.equal(await historyCount(page), historyAtStart + 4);
  assert.equal(await isDisabled(page, 'undo'), false, 'undo survives a reload');

  await page.screenshot({ path: path.join(ARTIFACTS, 'web-table.png'), fullPage: false });

  // The home screen lists the table.
  await page.getByTestId('nav-home').click();
  await page.getByTestId('saved-tables').waitFor();
  assert.match(await page.getByTestId('saved-tables').textContent(), /Ann, Bob/);

  assert.deepEqual(problems, []);
  await context.close();
});

test('a damaged saved entry is reported and kept, and the app still works', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('rampart:table:broken', '{"this is": "not a table"');
    }
  });
  const { page, problems } = await openPage(context);
  await page.goto(`${server.url}/`);
  await page.getByTestId('new-table').click();
  await page.getByTestId('start-table').click();
  await waitForText(page, 'life-value-0', '20');
  assert.equal(
    await page.evaluate(() => localStorage.getItem('rampart:table:broken')),
    '{"this is": "not a table"',
    'the damaged copy is left as it was',
  );
  assert.ok(
    problems.some((problem) => problem.includes('rampart:table:broken')),
    `the damage is reported in the console: ${problems}`,
  );
  assert.ok(problems.every((problem) => !problem.startsWith('page error')), `${problems}`);
  await context.close();
});

test('inside Tauri, every request goes through invoke("dispatch")', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    const view = {
      table: 't9', name: 'Canned table', kind: 'generic',
      created: '2026-11-30T10:00:00Z', updated: '2026-11-30T10:05:00Z',
      players: [
        { index: 0, name: 'Ann', colour: '#e05d5d', defeated: false },
        { index: 1, name: 'Bob', colour: '#4f8fe6', defeated: false },
      ],
      counters: [
        { id: 'c1', label: 'Life', player: 0, role: 'life', value: 33, min: 0, max: 99, default: 40 },
        { id: 'c2', label: 'Life', player: 1, role: 'life', value: 40, min: 0, max: 99, default: 40 },
      ],
      last_roll: null,
      history: [{ at: '2026-11-30T10:00:00Z', text: 'New table: Ann, Bob' }],
      can_undo: false, undo_label: null, can_redo: false, redo_label: null,
    };
    window.__calls = [];
    window.__TAURI__ = {
      core: {
        invoke: async (cmd, args) => {
          window.__calls.push({ cmd, args });
          const request = JSON.parse(args.request);
          const answer = (ok) => JSON.stringify({ id: request.id, ok });
          switch (request.op) {
            case 'games':
              return answer({ games: [], test_games: [], table_kinds: [] });
            case 'table_list':
              return answer([{ table: 't9', name: 'Canned table', kind: 'generic', players: ['Ann', 'Bob'], updated: view.updated }]);
            case 'table_get':
              return answer(view);
            case 'table_op': {
              if (view.counters[0].value >= 34) {
                return JSON.stringify({ id: request.id, error: { kind: 'TableError', message: 'Life is already at its max (34)' } });
              }
              view.counters[0].value += request.change.delta;
              view.history.push({ at: '2026-11-30T10:06:00Z', text: 'Ann: Life 33 → 34 (+1)' });
              view.can_undo = true;
              view.undo_label = 'Ann: Life 33 → 34 (+1)';
              return answer(view);
            }
            default:
              return JSON.stringify({ id: request.id, error: { kind: 'UnknownOp', message: request.op } });
          }
        },
      },
    };
  });
  const { page, problems } = await openPage(context);
  await page.goto(`${server.url}/#/table/t9`);
  await waitForText(page, 'table-title', 'Canned table');
  await waitForText(page, 'life-value-0', '33');
  await page.getByTestId('life-plus-0').click();
  await waitForText(page, 'life-value-0', '34');
  assert.match(await page.getByTestId('undo').getAttribute('title'), /33 → 34/);

  // An error answer shows its message and loses nothing.
  await page.getByTestId('life-plus-0').click();
  await waitForText(page, 'toast', /already at its max \(34\)/);
  assert.equal(await textOf(page, 'life-value-0'), '34');

  const calls = await page.evaluate(() => window.__calls);
  assert.ok(calls.length >= 3, `calls: ${JSON.stringify(calls)}`);
  assert.ok(calls.every((call) => call.cmd === 'dispatch'), 'only the dispatch command is used');
  const requests = calls.map((call) => JSON.parse(call.args.request));
  assert.ok(requests.some((r) => r.op === 'table_get' && r.table === 't9'));
  const op = requests.find((r) => r.op === 'table_op');
  assert.deepEqual(op.change, { type: 'adjust', counter: 'c1', delta: 1 });
  assert.equal(op.table, 't9');
  assert.ok(requests.every((r) => r.id !== undefined), 'every request has an id');
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('rampart:')));
  assert.deepEqual(keys, [], 'the browser store is not used inside Tauri');

  await page.getByTestId('nav-home').click();
  await waitForText(page, 'saved-tables', /Canned table/);
  assert.deepEqual(problems, []);
  await context.close();
});
