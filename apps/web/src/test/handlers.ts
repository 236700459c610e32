import { http, HttpResponse } from 'msw';

/** What the fake API answers a call that no test listed: 404, like the real server's unknown routes. */
export const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

/**
 * The handlers every web unit test starts with: none of the app's endpoints, so that each test
 * says which calls it expects (with `mockApi`, or `server.use` and MSW's `http` handlers).
 */
export const handlers = [http.all('*', notFound)];
