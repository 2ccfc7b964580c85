// The play screen's layout on a phone (360×740 touch), a tablet in portrait (768×1024 touch) and in
// landscape (1024×768 touch), and a desktop (1366×768), for both games: the board is in view when
// a game opens, after a reload and when resumed from Home scrolled down; on a phone the dock is at most 40% of the screen while a
// question is asked, folds to one line and unfolds, and Undo is always in view; tablets and
// desktops have the board beside the dock; nothing overflows sideways; every tappable target on a
// touch screen is at least 44×44 px; rotating keeps the board in view.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test --test-force-exit tests/web/layout.test.mjs
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

const SCREENS = {
  phone: { viewport: { width: 360, height: 740 }, touch: true },
  'tablet-portrait': { viewport: { width: 768, height: 1024 }, touch: true },
  'tablet-landscape': { viewport: { width: 1024, height: 768 }, touch: true },
  desktop: { viewport: { width: 1366, height: 768 }, touch: false },
};

async function newPage({ viewport, touch }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: touch, isMobile: touch });
  const { page, problems } = await openPage(context);
  return { context, page, problems };
}

/** Waits until a person's question is shown and no request is in flight. */
async function question(page) {
  await page.getByTestId('question').waitFor({ timeout: 20000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="play-screen"]')?.dataset.busy === 'false');
}

/** Home → the game's Play button → Play mode → the game screen. */
async function start(page, game, touch) {
  const press = (locator) => (touch ? locator.tap() : locator.click());
  await page.goto(`${server.url}/`);
  await press(page.getByTestId(`play-${game}`));
  await page.getByTestId('new-game-form').waitFor();
  await press(page.getByTestId('mode-play'));
  await page.getByTestId('seed').fill('11');
  await press(page.getByTestId('start-game'));
  await page.getByTestId('play-screen').waitFor();
  await question(page);
}

/** The part of the board on screen, as a fraction of the view's height, and the board's box. */
async function boardInView(page) {
  return page.evaluate(() => {
    const board = document.querySelector('.play-board').getBoundingClientRect();
    const top = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    const shown = Math.min(board.bottom, innerHeight) - Math.max(board.top, top);
    return { shown: Math.max(0, shown) / innerHeight, top: board.top, bottom: board.bottom, height: innerHeight };
  });
}

async function assertBoardInView(page, what) {
  const view = await boardInView(page);
  assert.ok(view.shown >= 0.3, `${what}: the board is in view (${JSON.stringify(view)})`);
}

async function assertUndoInView(page, what) {
  const box = await page.getByTestId('undo').boundingBox();
  const height = page.viewportSize().height;
  assert.ok(box && box.y >= 0 && box.y + box.height <= height + 0.5, `${what}: Undo is in view (${JSON.stringify(box)})`);
}

async function assertNoSidewaysOverflow(page, what) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
  assert.ok(widths.scroll <= widths.inner, `${what}: nothing overflows sideways (${JSON.stringify(widths)})`);
}

/** Every visible button, link, field and switch smaller than 44×44 px. */
function smallTargets(page) {
  return page.evaluate(() => {
    const small = [];
    for (const element of document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [role="switch"]')) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (rect.width < 43.5 || rect.height < 43.5) {
        const name = element.dataset.testid ?? element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 30);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return small;
  });
}

const dockHeight = (page) => page.evaluate(() => document.querySelector('.play-dock').getBoundingClientRect().height);

for (const game of ['valeria', 'defenders']) {
  for (const [name, screen] of Object.entries(SCREENS)) {
    test(`${game} on a ${name}: board in view, dock, Undo, no overflow, 44 px targets, reload, resume from Home and rotation`, async () => {
      const { context, page, problems } = await newPage(screen);
      const { width, height } = screen.viewport;
      await start(page, game, screen.touch);
      await assertBoardInView(page, 'a new game');
      await assertUndoInView(page, 'a new game');
      await assertNoSidewaysOverflow(page, 'a new game');
      const phone = width < 700;
      if (phone) {
        assert.ok((await dockHeight(page)) <= height * 0.4 + 0.5, `the dock is at most 40% of the screen: ${await dockHeight(page)}`);
        // Folded to one line: the board gets the room, Undo stays.
        await page.getByTestId('dock-toggle').tap();
        await page.waitForFunction(() => document.querySelector('.play-dock')?.dataset.folded === 'true');
        assert.ok((await dockHeight(page)) <= 80, `the folded dock is one line: ${await dockHeight(page)}`);
        assert.ok((await page.getByTestId('dock-summary').textContent()).length > 0, 'the folded line says what is asked');
        await assertUndoInView(page, 'the folded dock');
        await page.getByTestId('dock-toggle').tap();
        await page.getByTestId('answers').waitFor();
      } else {
        // Beside the board, not over it.
        const board = await page.locator('.play-board').boundingBox();
        const dock = await page.getByTestId('play-dock').boundingBox();
        assert.ok(dock.x >= board.x + board.width - 1, `the dock is beside the board: ${JSON.stringify({ board, dock })}`);
        assert.equal(await page.getByTestId('dock-toggle').isVisible(), false, 'no fold line beside the board');
      }
      if (screen.touch) {
        assert.deepEqual(await smallTargets(page), [], 'every tappable target is at least 44×44 px');
      }
      await page.screenshot({ path: path.join(ARTIFACTS, `layout-${game}-${name}.png`) });

      // A reload resumes with the board in view.
      await page.reload();
      await page.getByTestId('play-screen').waitFor();
      await question(page);
      await assertBoardInView(page, 'after a reload');
      await assertUndoInView(page, 'after a reload');

      // Resumed from Home's saved-games list, far down the page: the game opens at the board, not
      // where Home was scrolled to.
      const press = (locator) => (screen.touch ? locator.tap() : locator.click());
      await page.goto(`${server.url}/`);
      const saved = page.locator('[data-testid^="saved-game-"] .saved__open').first();
      await saved.waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await saved.scrollIntoViewIfNeeded();
      await press(saved);
      await page.getByTestId('play-screen').waitFor();
      await question(page);
      await assertBoardInView(page, 'resumed from the saved games on Home');
      await assertUndoInView(page, 'resumed from the saved games on Home');

      // Rotation: scrolled down to the log, then turned; the board comes back into view.
      if (screen.touch) {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.setViewportSize({ width: height, height: width });
        await page.waitForTimeout(400);
        await assertBoardInView(page, 'after rotating');
        await assertUndoInView(page, 'after rotating');
        await assertNoSidewaysOverflow(page, 'after rotating');
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(400);
        await assertBoardInView(page, 'after rotating back');
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
