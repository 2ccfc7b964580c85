// The Simulate screen, for both games: from Home, 200 games played by the bots in slices while
// the page keeps painting, then the win rate with its standard error and three SVG charts (how
// the games ended, their length, the game's own grading); the results export as CSV and JSON; a
// long run stops on Stop.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test --test-force-exit tests/web/simulate.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { ARTIFACTS, DIST, launchChromium, serveStatic, touchPhone } from './helpers.mjs';

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

async function openSimulate(page) {
  await page.goto(`${server.url}/`);
  await page.getByTestId('open-simulate').tap();
  await page.getByTestId('simulate-form').waitFor();
}

for (const game of ['valeria', 'defenders']) {
  test(`${game}: 200 games, the win rate and three charts, exported`, async () => {
    const { context, page, problems } = await touchPhone(browser, { acceptDownloads: true });
    await openSimulate(page);
    await page.getByTestId(`sim-game-${game}`).tap();
    await page.getByTestId('sim-games').fill('200');
    await page.getByTestId('sim-seed').fill('7');
    // Frames painted while the run goes: the page never freezes.
    await page.evaluate(() => {
      window.__frames = 0;
      const tick = () => {
        window.__frames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByTestId('sim-run').tap();
    const results = page.getByTestId('sim-results');
    await page.waitForFunction(
      () => {
        const r = document.querySelector('[data-testid="sim-results"]');
        return r && r.dataset.running === 'false' && r.dataset.done === '200';
      },
      null,
      { timeout: 120000 },
    );
    assert.ok((await page.evaluate(() => window.__frames)) > 5, 'the page painted during the run');
    assert.equal(await page.getByTestId('sim-progress').getAttribute('value'), '200');
    const headline = await page.getByTestId('sim-win-rate').textContent();
    const match = headline.match(/^Won (\d+\.\d)% ± (\d+\.\d)% of (\d+) finished games$/);
    assert.ok(match, headline);
    const [p, se, n] = [Number(match[1]) / 100, Number(match[2]) / 100, Number(match[3])];
    assert.ok(n > 0 && n <= 200);
    assert.ok(Math.abs(se - Math.sqrt((p * (1 - p)) / n)) < 0.0011, `the standard error of ${p} over ${n}: ${se}`);
    for (const chart of ['sim-chart-ends', 'sim-chart-lengths', 'sim-chart-grades']) {
      const rects = await results.getByTestId(chart).locator('svg rect').count();
      assert.ok(rects >= 2, `${chart} draws bars: ${rects}`);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, `simulate-${game}.png`), fullPage: true });

    // The same seed plays the same games: the CSV says so.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sim-csv').tap()]);
    const text = fs.readFileSync(await csv.path(), 'utf8');
    assert.match(text, /^section,key,value\n/);
    assert.match(text, /summary,games,"200"/);
    assert.match(text, /summary,seed,"7"/);
    assert.ok(text.split('\n').some((line) => line.startsWith('grade,')), 'the grades are exported');
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sim-json').tap()]);
    const summary = JSON.parse(fs.readFileSync(await json.path(), 'utf8'));
    assert.equal(summary.games, 200);
    assert.equal(Object.values(summary.lengths).reduce((a, b) => a + b, 0), 200);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a long run stops on Stop, with what it played so far', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await openSimulate(page);
  await page.getByTestId('sim-game-defenders').tap();
  await page.getByTestId('sim-games').fill('10000');
  await page.getByTestId('sim-run').tap();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="sim-results"]')?.dataset.done) > 0, null, {
    timeout: 30000,
  });
  await page.getByTestId('sim-stop').tap();
  await page.waitForFunction(() => document.querySelector('[data-testid="sim-results"]')?.dataset.running === 'false');
  const done = Number(await page.getByTestId('sim-results').getAttribute('data-done'));
  assert.ok(done > 0 && done < 10000, `stopped after ${done} games`);
  assert.match(await page.getByTestId('sim-win-rate').textContent(), /^Won /);
  // Bad input is refused before running.
  await page.getByTestId('sim-games').fill('0');
  await page.getByTestId('sim-error').waitFor();
  assert.equal(await page.getByTestId('sim-run').isDisabled(), true);
  assert.deepEqual(problems, []);
  await context.close();
});
