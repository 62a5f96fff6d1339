import { expect, test, type Page } from '@playwright/test';

const MESSAGES = {
  '401': 'Unauthorized - Access to this resource is denied.',
  '403': 'You are not authorized to access this page',
  '404': 'This requested URL was not found on this server.',
  '500': 'Internal Server Error',
} as const;

async function expectErrorPage(page: Page, message: string) {
  await expect(page.getByTestId('error-message')).toHaveText(message);
  const back = page.getByRole('link', { name: 'Return to Dashboard' });
  await expect(back).toHaveAttribute('href', '#/dashboard');
}

for (const [code, message] of Object.entries(MESSAGES)) {
  test(`/error/${code} shows its message`, async ({ page }) => {
    await page.goto(`/#/error/${code}`);
    await expectErrorPage(page, message);
  });
}

test('/error (empty) shows the 404 content', async ({ page }) => {
  await page.goto('/#/error');
  await expect(page).toHaveURL(/#\/error\/404$/);
  await expectErrorPage(page, MESSAGES['404']);
});

test('any other /error path shows the 404 content', async ({ page }) => {
  await page.goto('/#/error/418');
  await expectErrorPage(page, MESSAGES['404']);
});

test('an unknown path redirects to /error', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/error\/404$/);
  await expectErrorPage(page, MESSAGES['404']);
});

test('Return to Dashboard leads a signed-out visitor to sign-in', async ({ page }) => {
  await page.goto('/#/error/500');
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
});
