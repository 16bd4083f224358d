import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Portal-Demo-1';

/** Logs in through the form and waits to leave /login. */
export async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
