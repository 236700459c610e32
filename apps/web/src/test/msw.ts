import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The fake API of the web unit tests: MSW answers the app's fetch calls (started in setup.ts). */
export const server = setupServer(...handlers);
