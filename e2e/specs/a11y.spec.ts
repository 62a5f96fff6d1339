import { expect, test } from '@playwright/test';
import { users } from '../fixtures/users';
import { expectNoViolations, signIn } from './_support';


test('sign-in page has no axe violations', async ({ page }) => {
  await page.goto('/#/auth/login');
  await expect(page.locator('.sd-login-card')).toHaveCSS('opacity', '1'); // after the fade-in
  await expectNoViolations(page);
});

for (const code of ['401', '403', '404', '500']) {
  test(`error page ${code} has no axe violations`, async ({ page }) => {
    await page.goto(`/#/error/${code}`);
    await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('dashboard and change-password have no axe violations', async ({ page }) => {
  await signIn(page, users.admin);
  await expect(page.getByRole('heading', { name: 'Academic years' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/#/change-password');
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await expectNoViolations(page);
});

test('tablet width (800px): dashboard has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await signIn(page, users.teacher);
  await expectNoViolations(page);
});
