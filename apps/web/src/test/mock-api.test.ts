import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';
import { server } from './msw';

describe('the fake API of the web unit tests', () => {
  it('records each call as it is made, with its JSON body and headers as the app writes them', async () => {
    const api = mockApi({ 'POST /api/things': [201, { ok: true }] });
    const pending = fetch('/api/things?x=1', {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(api.calls.map((c) => c.url)).toEqual(['/api/things?x=1']);
    const res = await pending;
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(api.callsTo('POST', '/api/things')[0]).toMatchObject({
      method: 'POST',
      path: '/api/things',
      body: { a: 1 },
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
    });
  });

  it('answers unlisted calls 404 and records them too', async () => {
    const api = mockApi({});
    const res = await fetch('/api/nowhere');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
    expect(api.callsTo('GET', '/api/nowhere')).toHaveLength(1);
  });

  it('hands handlers the body, the URL with its query and the headers', async () => {
    mockApi({
      'PUT /api/echo': (body, { url, headers }) => [200, { body, url, auth: headers.Authorization }],
    });
    const res = await fetch('/api/echo?page=2', {
      method: 'PUT',
      headers: { Authorization: 'Bearer e', 'Content-Type': 'application/json' },
      body: JSON.stringify({ b: 2 }),
    });
    expect(await res.json()).toEqual({ body: { b: 2 }, url: '/api/echo?page=2', auth: 'Bearer e' });
  });

  it('keeps an uploaded file a File of the test environment, with its type', async () => {
    const api = mockApi({ 'POST /api/upload': [200, {}] });
    const form = new FormData();
    form.append('image', new File(['png'], 'a.png', { type: 'image/png' }));
    await fetch('/api/upload', { method: 'POST', body: form });
    const sent = api.callsTo('POST', '/api/upload')[0]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('image')).toBeInstanceOf(File);
    // Node's fetch reads neither the name nor the bytes of jsdom's File: only its type arrives.
    expect((sent.get('image') as File).type).toBe('image/png');
  });

  it('answers a handler that throws as a failed network request', async () => {
    mockApi({
      'GET /api/broken': () => {
        throw new Error('down');
      },
    });
    await expect(fetch('/api/broken')).rejects.toThrow();
  });

  it("takes MSW handlers of a test's own, and forgets them after the test", async () => {
    server.use(http.get('/api/own', () => HttpResponse.json({ own: true })));
    expect(await (await fetch('/api/own')).json()).toEqual({ own: true });
  });

  it('answers 404 to what an earlier test listed', async () => {
    expect((await fetch('/api/own')).status).toBe(404);
  });
});
