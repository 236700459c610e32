import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8077);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2577);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Where the capturing SMTP server drops each message it receives, one JSON file per mail. */
export const MAIL_DIR = path.join(ROOT, `.tmp/e2e-mail-${E2E_PORT}`);
export const E2E_DATA_DIR = path.join(ROOT, `.tmp/e2e-data-${E2E_PORT}`);
/** Where specs save the screenshots people look at. */
export const SCREENSHOT_DIR = path.join(ROOT, '.tmp/screenshots');
