// What the web client's browser scripts share: the settings from the environment, steps that report
// as they go (and leave a screenshot of the page when one fails), the watch on what goes wrong in a
// page, and the ways to sign in, type into the page's terminal and wait for its screen. Nothing sleeps:
// every wait is for what the page shows, with a deadline.
import { chromium } from 'playwright-core';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const STEP_MS = Number(process.env.AHP_STEP_MS ?? 30_000);

export function need(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${process.argv[1]}: ${name} is not set`);
    process.exit(2);
  }
  return value;
}

export const url = need('AHP_URL');
export const shots = need('AHP_SHOTS');
mkdirSync(shots, { recursive: true });
rmSync(join(shots, 'failed.png'), { force: true });

let passed = 0;
let failed = 0;
let shown = null;

/** The page a failed step's screenshot is taken of. */
export function show(page) {
  shown = page;
}

export async function step(name, body) {
  const started = Date.now();
  try {
    await body();
    passed++;
    console.log(`ok ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed++;
    console.log(`FAILED ${name}: ${error.stack ?? error}`);
    if (shown) {
      await shown.screenshot({ path: join(shots, 'failed.png'), fullPage: true }).catch(() => {});
      console.log('the page showed:\n' + await shown.locator('body').innerText().catch(() => '?'));
    }
    throw error;
  }
}

/** Headless Chromium: Debian's, or AHP_CHROMIUM. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.AHP_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** Closes the browser, prints the count and sets the exit status. */
export async function finish(browser) {
  await browser.close();
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

/** Whatever went wrong in a page that no step looks at: errors, refused resources, CSP violations. */
export function watch(page, problems) {
  page.on('pageerror', (error) => problems.push('page error: ' + error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push('console error: ' + message.text());
  });
  page.on('requestfailed', (request) => problems.push('request failed: ' + request.url()));
  page.on('request', (request) => {
    if (!request.url().startsWith(url.replace(/\/$/, '')) && !request.url().startsWith('ws')) {
      problems.push('a request to another origin: ' + request.url());
    }
  });
}

/** The problems a page may show for a refused sign-in (the browser reports the refused upgrade). */
export function unexpected(problems) {
  return problems.filter((problem) => !/the server responded with a status of 401|WebSocket connection to .* failed/.test(problem));
}

/** The text on the screen of the terminal in {@code scope}, row by row. */
export async function screenText(page, scope = '.terminal-pane') {
  return page.locator(scope + ' .xterm-rows').first().innerText();
}

export async function waitForScreen(page, what, test, scope) {
  await page.waitForFunction(
    ([scopeSelector, source]) => {
      const rows = document.querySelector(scopeSelector + ' .xterm-rows');
      return rows !== null && new RegExp(source, 'm').test(rows.innerText);
    },
    [scope ?? '.terminal-pane', test.source],
    { timeout: STEP_MS, polling: 50 },
  ).catch(async (error) => {
    throw new Error(`waiting for ${what}; the screen shows:\n${await screenText(page, scope).catch(() => '?')}\n${error.message}`);
  });
}

export async function signIn(page, token) {
  await page.goto(url);
  await page.locator('#token').fill(token);
  await page.locator('#sign-in button[type=submit]').click();
}

export async function typeInTerminal(page, text) {
  await page.locator('.terminal-pane .xterm-helper-textarea').focus();
  await page.keyboard.type(text);
}
