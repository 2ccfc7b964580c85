// Shared helpers of the browser tests: a static server for dist/, Chromium, waiting for text.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = path.resolve(ROOT, process.env.RAMPART_DIST ?? 'dist');
export const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

/** Serves `dir` on a free localhost port; resolves to { url, close }. */
export async function serveStatic(dir) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run \`trunk build\` first (or set RAMPART_DIST)`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Debian's Chromium, headless, with nothing reaching the network. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A page that records uncaught errors and console errors, so a test can assert there were none. */
export async function openPage(context) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { page, problems };
}

/** The trimmed text of the element with this data-testid (null if absent). */
export function textOf(page, testid) {
  return page.evaluate((id) => {
    const element = document.querySelector(`[data-testid="${id}"]`);
    return element ? element.textContent.trim() : null;
  }, testid);
}

/** Waits until the element's trimmed text passes `check` (a string to equal, or a RegExp). */
export async function waitForText(page, testid, check, timeout = 5000) {
  const matches = (text) =>
    text !== null && (check instanceof RegExp ? check.test(text) : text === String(check));
  const deadline = Date.now() + timeout;
  let text = null;
  while (Date.now() < deadline) {
    text = await textOf(page, testid);
    if (matches(text)) return text;
    await page.waitForTimeout(50);
  }
  throw new Error(`[data-testid="${testid}"]: expected ${check}, found ${JSON.stringify(text)}`);
}

/** Holds the mouse on an element for `ms` milliseconds (a long press through pointer events). */
export async function longPress(page, testid, ms = 800) {
  await page.getByTestId(testid).scrollIntoViewIfNeeded();
  const box = await page.getByTestId(testid).boundingBox();
  if (!box) throw new Error(`[data-testid="${testid}"] is not visible`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

/** A touch phone, 360×740 at 2× (plus `options` for the context), with a page open on it. */
export async function touchPhone(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    ...options,
  });
  const { page, problems } = await openPage(context);
  return { context, page, problems };
}

/** Starts a new `kind` table from its tile on Home (served at `url`), with tap; waits for `ready`. */
export async function startTracker(page, url, kind, ready = '[data-key]') {
  await page.goto(`${url}/`);
  await page.getByTestId(`track-${kind}`).tap();
  await page.getByTestId(`kind-${kind}`).waitFor();
  await page.getByTestId('start-table').tap();
  await page.locator(ready).first().waitFor();
}
