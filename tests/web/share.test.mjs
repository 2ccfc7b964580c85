// Sharing a table on a phone (360×740, touch): for each game's tracker and a generic template, the
// QR sheet shows the engine's SVG QR code, black on white and as wide as the phone allows; the share
// code, copied and pasted into Import on a fresh page, makes the same table; garbage pasted gives
// a clear error and changes nothing; Share… uses the OS share sheet when there is one and saves the
// file when there is not.
// Run after `trunk build`: node --test tests/web/share.test.mjs   (RAMPART_DIST=<dir> for another build)
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

/** A fresh phone: 360×740, touch, its own storage; the clipboard allowed. */
async function phone(init) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    acceptDownloads: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  if (init) await context.addInitScript(init);
  const { page, problems } = await openPage(context);
  return { context, page, problems };
}

/** Home → a tracker: a game's tile, or the generic table with a template. */
async function startTable(page, kind, template) {
  await page.goto(`${server.url}/`);
  if (kind === 'generic') {
    await page.getByTestId('new-table').tap();
    await page.getByTestId(`template-${template}`).tap();
  } else {
    await page.getByTestId(`track-${kind}`).tap();
    await page.getByTestId(`kind-${kind}`).waitFor();
  }
  await page.getByTestId('start-table').tap();
  await page.locator('[data-key]').first().waitFor();
  assert.match(page.url(), /#\/table\/[^/]+$/);
}

/** Every counter the tracker shows: key, owner and value, sorted. */
function snapshot(page) {
  return page.$$eval('[data-key][data-value]', (els) =>
    els.map((el) => `${el.dataset.key}/${el.dataset.player ?? '-'}=${el.dataset.value}`).sort(),
  );
}

/** + on the first few counters whose + is enabled (a refusal by the rules is fine). */
async function changeSome(page) {
  const before = await snapshot(page);
  const pluses = page.locator('[data-key] [data-step="plus"]:not([disabled])');
  const n = Math.min(await pluses.count(), 4);
  for (let i = 0; i < n; i++) {
    const last = await snapshot(page);
    await pluses.nth(i).scrollIntoViewIfNeeded();
    await pluses.nth(i).tap();
    await page.waitForFunction(
      (was) => {
        const now = [...document.querySelectorAll('[data-key][data-value]')]
          .map((el) => `${el.dataset.key}/${el.dataset.player ?? '-'}=${el.dataset.value}`)
          .sort()
          .join('|');
        return now !== was || document.querySelector('[data-testid="toast"]');
      },
      last.join('|'),
      { timeout: 3000 },
    ).catch(() => {});
  }
  const after = await snapshot(page);
  assert.notDeepEqual(after, before, 'some values changed');
  return after;
}

/** Opens Share → Show as QR code; checks the sheet; returns the code text. */
async function qrSheet(page, game) {
  await page.getByTestId('export').tap();
  await page.locator('#share-qr:not([disabled])').waitFor();
  await page.locator('#share-qr').tap();
  await page.locator('#qr-sheet svg').waitFor();
  const svg = page.locator('#qr-sheet svg');
  const box = await svg.boundingBox();
  assert.ok(box.width >= 250 && box.x >= 0 && box.x + box.width <= 360, `the code fits the phone: ${JSON.stringify(box)}`);
  assert.ok(Math.abs(box.width - box.height) < 1, 'square');
  const colours = await svg.evaluate((el) => [el.querySelector('rect').getAttribute('fill'), el.querySelector('path').getAttribute('fill')]);
  assert.deepEqual(colours, ['#ffffff', '#000000'], 'black on white');
  const version = Number(await page.getByTestId('qr-code').getAttribute('data-version'));
  const modules = 17 + 4 * version + 8;
  assert.ok(box.width / modules >= 2, `at least 2 px a module (${(box.width / modules).toFixed(2)})`);
  const code = await page.locator('#share-code').inputValue();
  assert.match(code, /^rampart-table:1:[A-Za-z0-9_-]+$/);
  await page.screenshot({ path: path.join(ARTIFACTS, `share-qr-${game}.png`) });
  // Copy puts the code on the clipboard.
  await page.locator('#share-code-copy').tap();
  await page.waitForFunction(() => document.querySelector('[data-testid="toast"]')?.textContent.includes('copied'));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, code);
  return { code, version };
}

/** A fresh phone pastes `text` into Import. */
async function pasteImport(page, text) {
  await page.goto(`${server.url}/`);
  await page.getByTestId('import').tap();
  await page.getByTestId('import-text').fill(text);
  await page.getByTestId('import-submit').tap();
}

const TRACKERS = [
  ['valeria'],
  ['firesiege'],
  ['exiled'],
  ['thaloria'],
  ['defenders'],
  ['generic', 'score_sheet'],
];

for (const [kind, template] of TRACKERS) {
  const game = template ? `${kind}-${template}` : kind;
  test(`${game}: the QR sheet renders, and its code pasted on a fresh phone makes the same table`, async () => {
    const { context, page, problems } = await phone();
    await startTable(page, kind, template);
    const values = await changeSome(page);
    const title = (await page.getByTestId('table-title').textContent()).trim();
    const { code, version } = await qrSheet(page, game);
    console.log(`${game}: ${code.length} characters, QR version ${version}`);
    assert.deepEqual(problems, []);
    await context.close();

    const other = await phone();
    await pasteImport(other.page, code);
    await other.page.waitForFunction(() => /#\/table\//.test(location.href));
    await other.page.locator('[data-key]').first().waitFor();
    await other.page.waitForFunction(
      (want) =>
        [...document.querySelectorAll('[data-key][data-value]')]
          .map((el) => `${el.dataset.key}/${el.dataset.player ?? '-'}=${el.dataset.value}`)
          .sort()
          .join('|') === want,
      values.join('|'),
      { timeout: 5000 },
    ).catch(() => {});
    assert.deepEqual(await snapshot(other.page), values, 'the same counters and values');
    assert.equal((await other.page.getByTestId('table-title').textContent()).trim(), title);
    assert.deepEqual(other.problems, []);
    await other.context.close();
  });
}

test('garbage pasted into Import says what is wrong and changes nothing', async () => {
  const { context, page, problems } = await phone();
  await startTable(page, 'valeria');
  const stored = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rampart:table:')).sort());
  const tables = await stored();
  for (const [text, says] of [
    ['hello there', /neither a table file nor a share code/],
    ['rampart-table:1:AAAAbroken', /damaged or cut short/],
    ['rampart-table:9:abc', /version "9"/],
  ]) {
    await pasteImport(page, text);
    await page.getByTestId('import-error').waitFor();
    assert.match(await page.getByTestId('import-error').textContent(), says);
    assert.equal(await page.getByTestId('import-dialog').count(), 1, 'the dialog stays open');
    assert.match(page.url(), /\/(#\/?)?$/, 'still home');
    // Typing again clears the error.
    await page.getByTestId('import-text').fill(`${text} `);
    assert.equal(await page.getByTestId('import-error').count(), 0);
  }
  assert.deepEqual(await stored(), tables, 'no table was added');
  await page.screenshot({ path: path.join(ARTIFACTS, 'share-import-error.png') });
  // Errors reached the player as toasts too, never as page errors.
  assert.deepEqual(problems, []);
  await context.close();
});

test('Share… hands the .json file to the OS share sheet when there is one', async () => {
  const { context, page, problems } = await phone(() => {
    window.__shared = [];
    Navigator.prototype.canShare = function canShare(data) {
      return Array.isArray(data?.files) && data.files.every((f) => f.name.endsWith('.json'));
    };
    Navigator.prototype.share = function share(data) {
      window.__shared.push({
        title: data.title,
        text: data.text ?? null,
        files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
      });
      return Promise.resolve();
    };
  });
  await startTable(page, 'defenders');
  await page.getByTestId('export').tap();
  await page.locator('#share-os:not([disabled])').waitFor();
  await page.locator('#share-os').tap();
  await page.waitForFunction(() => window.__shared.length === 1);
  const [shared] = await page.evaluate(() => window.__shared);
  assert.equal(shared.files.length, 1);
  assert.match(shared.files[0].name, /^rampart-.*\.json$/);
  assert.equal(shared.files[0].type, 'application/json');
  assert.ok(shared.files[0].size > 100);
  assert.match(shared.title, /Defenders/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Share… sends the share code as text when the sheet takes no files', async () => {
  const { context, page, problems } = await phone(() => {
    window.__shared = [];
    Navigator.prototype.canShare = () => false;
    Navigator.prototype.share = function share(data) {
      window.__shared.push({ text: data.text ?? null, files: data.files ?? null });
      return Promise.resolve();
    };
  });
  await startTable(page, 'exiled');
  await page.getByTestId('export').tap();
  await page.locator('#share-os:not([disabled])').waitFor();
  await page.locator('#share-os').tap();
  await page.waitForFunction(() => window.__shared.length === 1);
  const [shared] = await page.evaluate(() => window.__shared);
  assert.match(shared.text, /^rampart-table:1:/);
  assert.equal(shared.files, null);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Share… without a share sheet (a desktop browser) saves the .json file', async () => {
  const { context, page, problems } = await phone(() => {
    delete Navigator.prototype.share;
    delete Navigator.prototype.canShare;
  });
  await startTable(page, 'firesiege');
  await page.getByTestId('export').tap();
  await page.locator('#share-os:not([disabled])').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#share-os').tap()]);
  assert.match(download.suggestedFilename(), /^rampart-.*\.json$/);
  assert.deepEqual(problems, []);
  await context.close();
});
