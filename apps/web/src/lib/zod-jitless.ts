/*
 * Zod compiles fast object parsers with `new Function`, and probes whether it may when a schema
 * is built. The page's Content Security Policy allows no eval, so the probe fails (harmlessly)
 * and the browser reports a CSP violation on every screen with a form. Jitless parsing skips the
 * probe. This module is the entry's first import, so it runs before any schema is built.
 *
 * It sets the global that Zod's `config()` writes (zod/v4/core/core.js), instead of importing
 * Zod's core, which would put 3.6 KB gzipped of Zod on the landing page, which uses none of it.
 * zod-jitless.test.ts checks that Zod still reads it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
