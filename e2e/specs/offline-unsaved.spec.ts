import { expect, test } from '@playwright/test';
import { users } from '../fixtures/users';
import { sidebarNav, signIn } from './_support';

/**
 * Offline, a page whose data was never saved on this device, or whose code was never fetched
 * (only the offline pages are installed with the app, issue 30), says that it needs a
 * connection, instead of showing an empty table that reads as "there is nothing" (issue 10, item 5).
 */
test('every page without saved data says it needs a connection', async ({ page, context }) => {
  // Some forty pages, each opened and reloaded offline: 1.6 min alone on a slower machine.
  test.setTimeout(240_000);
  await signIn(page, users.admin);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Every page the sidebar links to (groups expanded), then nothing saved but the session.
  for (const group of await sidebarNav(page).getByRole('button').all()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  const hrefs = [...new Set(await sidebarNav(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))]
    .filter((href) => href.startsWith('#/') && href !== '#/dashboard');
  expect(hrefs.length).toBeGreaterThan(10);

  // What the shell saved on the dashboard (session, school, years): each page starts from it.
  await page.goto('/#/dashboard');
  await page.waitForFunction(() => (localStorage.getItem('schooldesk_query_cache') ?? '').includes('academic-years'));
  const shellOnly = await page.evaluate(() => localStorage.getItem('schooldesk_query_cache') ?? '');

  await context.setOffline(true);
  const empty: string[] = [];
  for (const href of hrefs) {
    await page.evaluate((saved) => localStorage.setItem('schooldesk_query_cache', saved), shellOnly);
    await page.goto(`/${href}`);
    // A page whose code is not on the device yet makes the router reload once by itself; that
    // reload may overtake this one.
    await page.reload().catch(() => page.waitForLoadState());
    const says = page.getByText(/needs? a connection|no saved copy/i).first();
    if (!(await says.waitFor({ timeout: 5_000 }).then(() => true, () => false))) empty.push(href);
  }
  await context.setOffline(false);
  expect(empty, 'pages that did not say they need a connection').toEqual([]);
});
