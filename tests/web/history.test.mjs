// Table history paging in the web build: the view carries the newest 50 lines, "Show older"
// pages back through the rest with `table_history`.
// Run: trunk build --release && node --test tests/web/history.test.mjs   (RAMPART_DIST=<dir>)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DIST, launchChromium, openPage, serveStatic, textOf, waitForText } from './helpers.mjs';

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

/** The history lines as shown, newest first. */
const lines = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid="history"] > li .history__text')].map((li) => li.textContent));

/** Waits until the history lists `n` lines. */
const waitForLines = (page, n) =>
  page.waitForFunction((n) => document.querySelectorAll('[data-testid="history"] > li').length === n, n, { timeout: 5000 });

test('a long history: the newest 50 lines, the whole count, "Show older" pages back to the first line', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const { page, problems } = await openPage(context);
  await page.goto(`${server.url}/`);
  await page.getByTestId('new-table').click();
  await page.getByTestId('start-table').click();
  await waitForText(page, 'life-value-0', '20');
  const first = await lines(page);
  const start = Number(await textOf(page, 'history-total'));
  assert.equal(start, first.length);
  assert.equal(await page.getByTestId('history-older').count(), 0, 'nothing older on a new table');

  // 160 taps on +, each one a history line (clicked in the page, without a round trip each).
  const taps = 160;
  const life = (from) => new RegExp(`Life ${from} → ${from + 1}`);
  await page.evaluate((n) => {
    const plus = document.querySelector('[data-testid="life-plus-0"]');
    for (let i = 0; i < n; i += 1) plus.click();
  }, taps);
  await waitForText(page, 'life-value-0', String(20 + taps));
  const total = start + taps;
  await waitForText(page, 'history-total', String(total));
  await waitForLines(page, 50);
  let shown = await lines(page);
  assert.match(shown[0], life(20 + taps - 1), 'the newest line first');
  assert.match(shown[49], life(20 + taps - 50));

  // The button is a 44 px target and says how many lines are older.
  const older = page.getByTestId('history-older');
  assert.equal(await older.textContent(), `Show older (${total - 50} more)`);
  assert.ok((await older.boundingBox()).height >= 44);

  // Page back until every line is listed.
  let clicks = 0;
  while ((await older.count()) > 0) {
    const before = (await lines(page)).length;
    await older.click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="history"] > li').length > n,
      before,
      { timeout: 5000 },
    );
    clicks += 1;
  }
  assert.equal(clicks, Math.ceil((total - 50) / 100), 'pages of 100 lines');
  shown = await lines(page);
  assert.equal(shown.length, total);
  assert.deepEqual(shown.slice(-first.length), first, 'down to the first line of the table');
  // Every +1 once, in order, across the page boundaries: no line lost or doubled.
  const steps = shown.slice(0, taps).map((text) => text.match(/Life (\d+) → (\d+)/).slice(1).map(Number));
  steps.forEach(([from, to], i) => assert.deepEqual([from, to], [20 + taps - 1 - i, 20 + taps - i], shown[i]));

  // "Show fewer" collapses back to the view's lines.
  await page.getByTestId('history-fewer').click();
  await waitForLines(page, 50);
  assert.equal(await older.textContent(), `Show older (${total - 50} more)`);

  // A new step while older lines are shown: the count follows, only the newest 50 stay.
  await older.click();
  await waitForLines(page, 150);
  await page.getByTestId('life-plus-0').click();
  await waitForText(page, 'history-total', String(total + 1));
  await waitForLines(page, 50);
  assert.match((await lines(page))[0], life(20 + taps));
  // Undo: the page the older lines were loaded for is back, and so are they (the same lines).
  await page.getByTestId('undo').click();
  await waitForText(page, 'history-total', String(total));
  await waitForLines(page, 150);
  shown = await lines(page);
  assert.match(shown[0], life(20 + taps - 1));
  assert.match(shown[149], life(20 + taps - 150));

  assert.deepEqual(problems, []);
  await context.close();
});

test('inside Tauri, "Show older" asks table_history for the lines before the page; an error is a toast', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    const line = (n) => ({ at: '2026-11-30T10:00:00Z', text: `Line ${n}` });
    const range = (from, to) => Array.from({ length: to - from }, (_, i) => line(from + i));
    const view = {
      table: 't9', name: 'Long evening', kind: 'generic',
      created: '2026-11-30T10:00:00Z', updated: '2026-11-30T10:05:00Z',
      players: [{ index: 0, name: 'Ann', colour: '#e05d5d', defeated: false }],
      counters: [{ id: 'c1', label: 'Life', player: 0, role: 'life', value: 20, min: 0, max: 99, default: 20 }],
      last_roll: null,
      history: range(170, 220),
      history_total: 220,
      can_undo: false, undo_label: null, can_redo: false, redo_label: null,
    };
    window.__history = [];
    window.__TAURI__ = {
      core: {
        invoke: async (cmd, args) => {
          const request = JSON.parse(args.request);
          const answer = (ok) => JSON.stringify({ id: request.id, ok });
          switch (request.op) {
            case 'table_get':
              return answer(view);
            case 'table_history': {
              window.__history.push(request);
              if (window.__history.length > 1) {
                return JSON.stringify({ id: request.id, error: { kind: 'Transport', message: 'The app did not answer: busy' } });
              }
              const start = Math.max(0, request.before - request.limit);
              return answer({ table: 't9', total: 220, start, entries: range(start, request.before) });
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
  await waitForText(page, 'table-title', 'Long evening');
  await waitForText(page, 'history-total', '220');
  await waitForLines(page, 50);
  assert.equal((await lines(page))[0], 'Line 219');

  await page.getByTestId('history-older').click();
  await waitForLines(page, 150);
  const shown = await lines(page);
  assert.equal(shown[50], 'Line 169');
  assert.equal(shown[149], 'Line 70');
  assert.deepEqual(
    await page.evaluate(() => window.__history.map(({ op, table, before, limit }) => ({ op, table, before, limit }))),
    [{ op: 'table_history', table: 't9', before: 170, limit: 100 }],
  );
  assert.equal(await textOf(page, 'history-older'), 'Show older (70 more)');

  // The next page fails: a toast, nothing lost, and the button can be pressed again.
  await page.getByTestId('history-older').click();
  await waitForText(page, 'toast', /did not answer: busy/);
  assert.equal((await lines(page)).length, 150);
  assert.equal(await page.getByTestId('history-older').isDisabled(), false);
  assert.equal((await page.evaluate(() => window.__history))[1].before, 70);

  assert.deepEqual(problems, []);
  await context.close();
});
