/** #52 item 3 on widgets: a widget whose request failed says so and offers Retry, which loads it once the server is back. */
import { dismissToasts, expect, fault, test } from './support';

test.use({ viewport: { width: 1920, height: 1080 }, serviceWorkers: 'block' });

test('a failing federation widget shows the error with Retry, which lists the servers once the server is back', async ({ page }) => {
  let requests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/federation/instances') requests++;
  });
  await fault(page, 'federation/instances', '500');
  await page.goto('/');
  const column = page.locator('[data-widgets-column]');
  await column.getByRole('button', { name: 'Edit widgets' }).click();
  await column.getByLabel('Widget kind').selectOption({ label: 'Federation' });
  await column.getByRole('button', { name: 'Add', exact: true }).click();
  await column.getByRole('button', { name: 'Done' }).click();
  const widget = column.locator('[data-widget="federation"]');
  const alert = widget.getByRole('alert');
  // Shown (not hidden as a widget the server lacks), with the reason and a way out.
  await expect(alert).toContainText('This could not be loaded.');
  await expect(alert).toContainText('500');
  expect(requests).toBe(1);
  await fault(page, 'federation/instances', 'off');
  await dismissToasts(page);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(widget.locator('[data-widget-federation] li').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(requests).toBe(2);
});
