// Whose turn, for each of the five games' trackers, on a phone (360×740, touch): the turn bar shows
// who plays, "Who starts?" picks the first player, Next walks the rulebook's turn order (the step
// names change as the rulebook says, the active player changes, the round advances), Back goes back,
// and Next is one undo step.
// Run after `trunk build`: RAMPART_DIST=<dist> node --test tests/web/turns.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { ARTIFACTS, DIST, launchChromium, serveStatic, startTracker, touchPhone } from './helpers.mjs';

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


const startFromTile = (page, kind) => startTracker(page, server.url, kind, '#turn-bar');

/** What the turn bar shows now. */
async function now(page) {
  return page.evaluate(() => {
    const text = (id) => document.getElementById(id)?.textContent?.trim() ?? '';
    return {
      name: text('turn-active-name'),
      active: Number(document.getElementById('turn-who')?.dataset.active),
      round: Number(document.getElementById('turn-round')?.dataset.round),
      roundText: text('turn-round'),
      step: Number(document.getElementById('turn-step')?.dataset.step),
      stepName: text('turn-step-name'),
      reminder: text('turn-reminder'),
      back: !document.getElementById('turn-back')?.disabled,
    };
  });
}

/** Taps `id` and waits until the turn bar differs from `before`. */
async function tapAndWait(page, id, before) {
  await page.locator(`#${id}`).tap();
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const seen = await now(page);
    if (JSON.stringify(seen) !== JSON.stringify(before)) return seen;
    await page.waitForTimeout(40);
  }
  throw new Error(`${id}: the turn bar did not change from ${JSON.stringify(before)}`);
}

async function next(page) {
  return tapAndWait(page, 'turn-next', await now(page));
}

// Per game: the first step names the rulebook gives, how many steps a turn (or round) has, and
// whether the turn passes from player to player (clockwise) or the whole table plays the round.
const GAMES = [
  {
    kind: 'valeria',
    steps: ['Roll Your Dice', 'Resolve the Siege Engines', 'Resolve an Event', 'Perform Your Actions'],
    length: 7,
    clockwise: false,
    round: 'Day',
  },
  {
    kind: 'firesiege',
    steps: ['Discuss', 'Play the visible side', 'Flip and resolve', 'Draw back to 3'],
    length: 4,
    clockwise: true,
    round: 'Turn',
    turnsCount: true,
  },
  {
    kind: 'exiled',
    steps: ["Development 1: Attacker's deck", "Development 2: Defenders' deck", 'Development 3: Development'],
    length: 16,
    clockwise: false,
    round: 'Round',
    sides: true,
  },
  {
    kind: 'thaloria',
    steps: ['Resolve Disputed Tiles', 'Draw Step: Last Muster, Rally the Fallen', 'Draw Step: effects, draw, spells, hand limit', 'Deployment Step'],
    length: 7,
    clockwise: true,
    round: 'Round',
  },
  {
    kind: 'defenders',
    steps: ['Daytime', 'Evening', 'Night'],
    length: 3,
    clockwise: true,
    round: 'Turn',
    turnsCount: true,
  },
];

for (const game of GAMES) {
  test(`${game.kind}: whose turn, Who starts, Next through the turn order, Back, undo`, async () => {
    const { context, page, problems } = await touchPhone(browser);
    try {
      await startFromTile(page, game.kind);
      // Whose turn is shown, with the round and the first step and its reminder.
      let seen = await now(page);
      assert.equal(seen.stepName, game.steps[0]);
      assert.equal(seen.round, 1);
      assert.match(seen.roundText, new RegExp(`^${game.round} 1$`));
      assert.ok(seen.reminder.length > 10, 'a one-line reminder');
      assert.ok(seen.name.length > 0, 'the active player is named');
      assert.equal(seen.back, false, 'nothing before the first step');

      // "Who starts?" is open until chosen; pick the last seat.
      const seats = await page.locator('[id^="turn-first-"]').count();
      assert.ok(seats >= 1);
      const first = seats - 1;
      const firstName = (await page.locator(`#turn-first-${first}`).textContent()).trim();
      await page.locator(`#turn-first-${first}`).tap();
      await page.locator('#turn-picker').waitFor({ state: 'detached' });
      seen = await now(page);
      if (!game.sides) {
        assert.equal(seen.name, firstName, 'the chosen first player is active');
        assert.equal(seen.active, first);
      }
      // The active player's card is highlighted, and only theirs.
      const cards = await page.locator('.player').count();
      if (cards > 0) {
        assert.equal(await page.locator('.player.turn-active').count(), 1);
        assert.equal(await page.locator('.player.turn-active').getAttribute('id'), `player-card-${seen.active}`);
      }
      await page.screenshot({ path: path.join(ARTIFACTS, `turn-${game.kind}.png`) });

      // Next walks the rulebook's steps in order.
      for (const name of game.steps.slice(1)) {
        seen = await next(page);
        assert.equal(seen.stepName, name);
        assert.equal(seen.round, 1);
      }
      if (game.sides) {
        // The Exiled: the Attacker's side prepares first, then the Defenders'.
        assert.notEqual(seen.name, '');
      }
      // "Who starts?" stays reachable: the name opens the picker again, and closes it.
      await page.locator('#turn-who-starts').tap();
      await page.locator('#turn-picker').waitFor();
      assert.equal(await page.locator(`#turn-first-${first}`).getAttribute('aria-pressed'), 'true');
      await page.locator('#turn-who-starts').tap();
      await page.locator('#turn-picker').waitFor({ state: 'detached' });

      // Back goes back one step; Next again.
      const at = seen;
      seen = await tapAndWait(page, 'turn-back', at);
      assert.equal(seen.stepName, game.steps[game.steps.length - 2]);
      seen = await next(page);
      assert.deepEqual(seen, at);

      // Through the end of the turn (or round).
      for (let i = game.steps.length; i < game.length; i += 1) seen = await next(page);
      const before = seen;
      seen = await next(page);
      assert.equal(seen.stepName, game.steps[0], 'the order starts over');
      if (game.clockwise && seats > 1) {
        assert.equal(seen.active, (first + 1) % seats, 'the next player clockwise plays');
        assert.notEqual(seen.name, before.name);
      }
      if (!game.clockwise || game.turnsCount) {
        assert.equal(seen.round, 2, `${game.round} 2`);
        assert.match(seen.roundText, new RegExp(`^${game.round} 2$`));
      }

      // Next is one undo step.
      await page.getByTestId('undo').tap();
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && JSON.stringify(await now(page)) !== JSON.stringify(before)) {
        await page.waitForTimeout(40);
      }
      assert.deepEqual(await now(page), before, 'undo took the Next back');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
