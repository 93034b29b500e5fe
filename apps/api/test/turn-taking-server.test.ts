import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { takeTurns, turnTakingServer } from '../src/turn-taking-server';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The HTTP server starts its requests a few milliseconds' worth per turn of the event loop
 * (docs/decisions/0046), so a saturated server still comes back to accept connections and read
 * replies between them.
 */

const fakeRequest = (name: string, method = 'GET') => ({ name, method }) as unknown as IncomingMessage;
const fakeResponse = {} as ServerResponse;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function busyFor(milliseconds: number) {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // the request's own synchronous work
  }
}

describe.each(['GET', 'POST'])('takeTurns, %s requests', (method) => {
  it('starts requests in the order they arrived, in the check phase after their arrival', async () => {
    const started: string[] = [];
    const handle = takeTurns((request) => started.push((request as unknown as { name: string }).name), 1_000);
    for (const name of ['a', 'b', 'c']) handle(fakeRequest(name, method), fakeResponse);
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('leaves the rest for the next turns once a turn has spent its budget, so other callbacks run between', async () => {
    let clock = 0;
    const events: string[] = [];
    // Each request takes 3 ms of the clock: with a 4 ms budget a turn starts two.
    const handle = takeTurns(
      (request) => {
        const name = (request as unknown as { name: string }).name;
        events.push(name);
        clock += 3;
        if (name === 'a') setImmediate(() => events.push('other work'));
      },
      4,
      () => clock,
    );
    for (const name of ['a', 'b', 'c', 'd', 'e']) handle(fakeRequest(name, method), fakeResponse);
    await nextTurn();
    expect(events).toEqual(['a', 'b']);
    await nextTurn();
    expect(events).toEqual(['a', 'b', 'other work', 'c', 'd']);
    await nextTurn();
    expect(events).toEqual(['a', 'b', 'other work', 'c', 'd', 'e']);
  });

  it('starts at least one request per turn, however long it takes', async () => {
    let clock = 0;
    const started: string[] = [];
    const handle = takeTurns(
      (request) => {
        started.push((request as unknown as { name: string }).name);
        clock += 50;
      },
      4,
      () => clock,
    );
    for (const name of ['a', 'b']) handle(fakeRequest(name, method), fakeResponse);
    await nextTurn();
    expect(started).toEqual(['a']);
    await nextTurn();
    expect(started).toEqual(['a', 'b']);
  });
});

describe('takeTurns, work left to promise callbacks', () => {
  // Each handler returns at once; its 3 ms happen in a promise callback afterwards, as a checkout's
  // do once its body has been read.
  function deferredWork(events: string[], clock: { now: number }) {
    return takeTurns(
      (request) => {
        const name = (request as unknown as { name: string }).name;
        void Promise.resolve().then(() => {
          events.push(name);
          clock.now += 3;
        });
      },
      4,
      () => clock.now,
    );
  }

  it('counts it against the turn for a request with a body', async () => {
    const clock = { now: 0 };
    const events: string[] = [];
    const handle = deferredWork(events, clock);
    for (const name of ['a', 'b', 'c', 'd']) handle(fakeRequest(name, 'POST'), fakeResponse);
    await nextTurn();
    expect(events).toEqual(['a', 'b']);
    await nextTurn();
    expect(events).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not for GETs, which start together (their work is short, and their answers leave together)', async () => {
    const clock = { now: 0 };
    const events: string[] = [];
    const handle = deferredWork(events, clock);
    for (const name of ['a', 'b', 'c', 'd']) handle(fakeRequest(name, 'GET'), fakeResponse);
    await nextTurn();
    expect(events).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the turn-taking server over real connections', () => {
  let server: http.Server | undefined;
  const sockets: net.Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    server?.closeAllConnections();
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  });

  /**
   * Ten kept connections each send a request (all ten arrive together) whose handler is 20 ms of
   * synchronous work; as the first starts, an 11th connection opens. The log tells how many requests
   * had started by the time the server accepted it.
   */
  async function newConnectionAmongBusyRequests(
    makeServer: (handler: (request: IncomingMessage, response: ServerResponse) => void) => http.Server,
    method: 'GET' | 'POST' = 'GET',
  ) {
    const log: string[] = [];
    let started = 0;
    let port = 0;
    server = makeServer((request, response) => {
      started += 1;
      log.push(`request ${started} started`);
      if (started === 1) sockets.push(net.connect(port, '127.0.0.1'));
      if (method === 'GET') {
        busyFor(20);
        response.end('ok');
        return;
      }
      // A POST's work follows its body, in callbacks after the handler has returned.
      request.resume();
      request.on('end', () => {
        busyFor(20);
        response.end('ok');
      });
    });
    let accepted = 0;
    server.on('connection', () => {
      accepted += 1;
      if (accepted === 11) log.push('11th connection accepted');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
    for (let index = 0; index < 10; index += 1) {
      const socket = net.connect(port, '127.0.0.1');
      sockets.push(socket);
      await once(socket, 'connect');
    }
    while (accepted < 10) await nextTurn();
    const answered = sockets.map((socket) => once(socket, 'data'));
    const message =
      method === 'GET'
        ? 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'
        : 'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
    for (const socket of sockets) socket.write(message);
    await Promise.all(answered);
    while (accepted < 11) await nextTurn();
    return log;
  }

  it('accepts a new connection while requests that arrived before it are still waiting to start', async () => {
    const log = await newConnectionAmongBusyRequests((handler) =>
      turnTakingServer(handler, { keepAliveTimeout: 5_000, requestTimeout: 10_000, connectionTimeout: 0 }),
    );
    // 20 ms each against a 4 ms budget: one request a turn, and the connection is accepted in the
    // next turn rather than after all ten (200 ms).
    expect(log.indexOf('11th connection accepted')).toBe(1);
    expect(log.filter((line) => line.endsWith('started'))).toHaveLength(10);
  });

  it('does the same for POSTs whose work follows their body', async () => {
    const log = await newConnectionAmongBusyRequests(
      (handler) => turnTakingServer(handler, { keepAliveTimeout: 5_000, requestTimeout: 10_000, connectionTimeout: 0 }),
      'POST',
    );
    expect(log.indexOf('11th connection accepted')).toBe(1);
    expect(log.filter((line) => line.endsWith('started'))).toHaveLength(10);
  });

  it('(the same with a plain node:http server: the connection waits for all ten)', async () => {
    // Shows what the test above would see without turns, so it can tell the difference.
    const log = await newConnectionAmongBusyRequests((handler) => http.createServer(handler));
    expect(log.indexOf('11th connection accepted')).toBe(10);
  });

  it('(and for POSTs: the connection waits for all ten)', async () => {
    const log = await newConnectionAmongBusyRequests((handler) => http.createServer(handler), 'POST');
    expect(log.indexOf('11th connection accepted')).toBe(10);
  });
});

describe('the application behind the turn-taking server', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it("keeps Fastify's connection settings and answers over real HTTP", async () => {
    testApp = await createTestApp('sqlite');
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const server = testApp.app.server;
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.requestTimeout).toBe(0);
    const { port } = server.address() as AddressInfo;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/health`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers[0]!.headers.get('keep-alive')).toBe('timeout=72');
  });
});
