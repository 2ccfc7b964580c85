// Home on a phone: the Continue card opens the game or table changed last, the sections have
// distinct names, and the built UI carries none of the internal words that once leaked.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test --test-force-exit tests/web/home.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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

test('Continue opens the table changed last, from the top of Home', async () => {
  const { context, page, problems } = await touchPhone(browser);
  await page.goto(`${server.url}/`);
  await page.getByTestId('new-game').waitFor();
  assert.equal(await page.getByTestId('continue').count(), 0, 'nothing to continue on a first start');
  const headings = await page.locator('main h2').allTextContents();
  assert.equal(new Set(headings).size, headings.length, `section names are distinct: ${headings.join(' | ')}`);

  await startTracker(page, server.url, 'firesiege');
  const url = page.url();
  await page.goto(`${server.url}/`);
  const card = page.getByTestId('continue');
  await card.waitFor();
  assert.equal(await page.getByTestId('continue-name').textContent(), 'Firesiege');
  const box = await card.boundingBox();
  assert.ok(box && box.y < 740, `the card is on the first screen: ${JSON.stringify(box)}`);
  await card.getByRole('link', { name: 'Continue', exact: true }).tap();
  await page.locator('[data-key]').first().waitFor();
  assert.equal(page.url(), url, 'Continue reopens the table');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the built UI carries no leaked internal words', () => {
  const wasm = fs.readdirSync(DIST).filter((name) => name.endsWith('.wasm'));
  assert.ok(wasm.length > 0, `a .wasm in ${DIST}`);
  const text = wasm.map((name) => fs.readFileSync(path.join(DIST, name)).toString('latin1')).join('\n');
  const plurals = ['card(s)', 'space(s)', 'square(s)', 'hit(s)', 'action(s)', 'point(s)', 'quest(s)', 'token(s)', 'hero(es)', 'Crystal(s)'];
  for (const leaked of ['(bot) is thinking', 'Engine ready', 'seat 0', ...plurals]) {
    assert.ok(!text.includes(leaked), `the UI still says ${JSON.stringify(leaked)}`);
  }
});
