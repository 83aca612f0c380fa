import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundRequest, RefusedAddressError } from './outbound-request';
import { isPrivateAddress, PRIVATE_ADDRESS, refuseHost } from './public-address';

/** Every form of a private, local or metadata address a URL can spell, with the reason. */
const REFUSED_URLS = [
  'http://127.0.0.1/hook',
  'http://127.1/hook',
  'http://2130706433/hook',
  'http://0x7f.0.0.1/hook',
  'http://0177.0.0.1/hook',
  'http://0.0.0.0/hook',
  'http://localhost/hook',
  'http://LOCALHOST./hook',
  'http://api.localhost/hook',
  'http://[::1]/hook',
  'http://[::]/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://[::ffff:a9fe:a9fe]/hook',
  'http://[64:ff9b::a9fe:a9fe]/hook',
  'http://[2002:a9fe:a9fe::1]/hook',
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00::1]/hook',
  'http://[fd00:ec2::254]/hook',
  'http://[fe80::1]/hook',
  'http://[ff02::1]/hook',
  'http://10.0.0.1/hook',
  'http://172.16.5.4/hook',
  'http://192.168.1.1/hook',
  'http://100.64.0.1/hook',
  'http://100.100.100.200/hook',
  'http://224.0.0.1/hook',
  'http://255.255.255.255/hook',
  'http://198.18.0.1/hook',
];
const PUBLIC_URLS = [
  'https://hooks.example.com/hook',
  'https://93.184.216.34/hook',
  'https://[2606:4700:4700::1111]/hook',
  'https://[2001:4860:4860::8888]/hook',
  'https://[::ffff:8.8.8.8]/hook',
];

describe('isPrivateAddress and refuseHost', () => {
  it('refuses private, loopback, link-local, unique-local, CGNAT, multicast, unspecified and metadata hosts', () => {
    for (const url of REFUSED_URLS) expect(refuseHost(url), url).toBe(PRIVATE_ADDRESS);
    for (const url of PUBLIC_URLS) expect(refuseHost(url), url).toBeNull();
    expect(refuseHost('ftp://example.com/x')).toBe('url must be an http or https address');
  });

  it('classifies addresses as DNS answers them', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', 'fd00::1', 'fe80::1%eth0'])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['::ffff:127.0.0.1', '::ffff:7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::'])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '2002:808:808::',
    ])
      expect(isPrivateAddress(a), a).toBe(false);
    expect(isPrivateAddress('not an address')).toBe(true);
  });
});

/**
 * A receiver on 127.0.0.1. The tests treat 127.0.0.1 as public (`blocked` below) and every
 * other private address as it is, and answer DNS themselves (`resolve`), so that refusals
 * after DNS and on redirects can be seen without the internet.
 */
let server: Server;
let port: number;
const hits: string[] = [];
let answer: (path: string) => { status: number; location?: string } = () => ({ status: 200 });
const blocked = (a: string) => a !== '127.0.0.1' && isPrivateAddress(a);
const DNS: Record<string, string[]> = {
  'receiver.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': ['127.0.0.1', '10.0.0.7'],
};
const lookups: string[] = [];
const resolve = async (host: string) => {
  lookups.push(host);
  const found = DNS[host];
  if (!found)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const send = (url: string, extra: Parameters<typeof outboundRequest>[1] = {}) =>
  outboundRequest(url, { method: 'POST', body: '{"a":1}', resolve, blocked, ...extra });

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    const { status, location } = answer(req.url ?? '');
    res.writeHead(status, location ? { location } : {}).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());
beforeEach(() => {
  hits.length = 0;
  lookups.length = 0;
  answer = () => ({ status: 200 });
});

describe('outboundRequest', () => {
  it('connects to the address DNS gave and checked, not to a second lookup', async () => {
    const res = await send(`http://receiver.test:${port}/hook`);
    expect(res.status).toBe(200);
    expect(hits).toEqual(['POST /hook']);
    expect(lookups).toEqual(['receiver.test']);
  });

  it('refuses a name when any address DNS gives is private, before connecting', async () => {
    for (const host of ['metadata.test', 'mixed.test'])
      await expect(send(`http://${host}:${port}/hook`)).rejects.toThrow(
        new RefusedAddressError(PRIVATE_ADDRESS),
      );
    expect(hits).toEqual([]);
  });

  it('refuses literal private addresses without connecting or looking anything up', async () => {
    for (const url of REFUSED_URLS.filter((u) => new URL(u).hostname !== '127.0.0.1'))
      await expect(send(url), url).rejects.toThrow(PRIVATE_ADDRESS);
    expect(lookups).toEqual([]);
  });

  it('follows redirects by hand, checking every hop', async () => {
    answer = (path) =>
      path === '/first'
        ? { status: 307, location: `http://receiver.test:${port}/second` }
        : path === '/second'
          ? { status: 303, location: '/third' }
          : { status: 200 };
    const res = await send(`http://127.0.0.1:${port}/first`);
    expect(res.status).toBe(200);
    expect(hits).toEqual(['POST /first', 'POST /second', 'GET /third']);

    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      `http://localhost:${port}/x`,
      `http://[::1]:${port}/x`,
      `http://2130706434:${port}/x`,
      `http://127.2:${port}/x`,
      `http://metadata.test:${port}/x`,
    ]) {
      hits.length = 0;
      answer = (path) => (path === '/go' ? { status: 302, location: target } : { status: 200 });
      await expect(send(`http://127.0.0.1:${port}/go`), target).rejects.toThrow(PRIVATE_ADDRESS);
      expect(hits).toEqual(['POST /go']);
    }
  });

  it('stops after the allowed number of redirects', async () => {
    answer = (path) => ({ status: 308, location: `${path}x` });
    await expect(send(`http://127.0.0.1:${port}/r`, { maxRedirects: 3 })).rejects.toThrow(
      'More than 3 redirects',
    );
    expect(hits).toHaveLength(4);
  });

  it('reaches private addresses only when allowed', async () => {
    await expect(
      outboundRequest(`http://127.0.0.1:${port}/hook`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow(PRIVATE_ADDRESS);
    expect(hits).toEqual([]);
    const res = await outboundRequest(`http://127.0.0.1:${port}/hook`, {
      method: 'POST',
      body: '{}',
      allowPrivate: true,
    });
    expect(res.status).toBe(200);
    expect(hits).toEqual(['POST /hook']);
  });
});
