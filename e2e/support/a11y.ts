import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './env';

export type Theme = 'light' | 'dark';
export type Width = 1280 | 375;

const HEIGHT: Record<Width, number> = { 1280: 800, 375: 812 };

/** Picks the theme as a user would have (stored choice), before any page of the app loads. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

export async function useWidth(page: Page, width: Width): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT[width] });
}

/** One viewport-sized screenshot, named after the screen, width and theme (.tmp/screenshots). */
export async function screenshotAt(page: Page, name: string, width: Width, theme: Theme): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${width}-${theme}.png`),
    animations: 'disabled',
  });
}
