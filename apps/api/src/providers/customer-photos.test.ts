import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomerPhotos,
  googleCustomerPhotos,
  localCustomerPhotos,
  PlacesUnavailableError,
} from './customer-photos';

/**
 * A fake of the Places API (New) as documented: GET /v1/places/{id} with the key in
 * X-Goog-Api-Key and the fields in X-Goog-FieldMask gives displayName {text, languageCode} and
 * photos[] {name: places/{id}/photos/{ref}, widthPx, heightPx, authorAttributions[]
 * {displayName, uri, photoUri}, flagContentUri, googleMapsUri}; GET
 * /v1/places/{id}/photos/{ref}/media?maxWidthPx=..&skipHttpRedirect=true gives
 * {name: .../media, photoUri} (a short-lived address). Unknown things are 404
 * {error: {code, message, status}}.
 */
const KEY = 'test-key';
const author = (displayName: string) => ({
  displayName,
  uri: `https://maps.google.com/maps/contrib/${displayName.length}`,
  photoUri: '//lh3.googleusercontent.com/a/x=s100',
});
const PHOTOS = [
  {
    name: 'places/ChIJfake1/photos/AUc7owner',
    widthPx: 4032,
    heightPx: 3024,
    authorAttributions: [author('Juniper Kitchen')],
  },
  {
    name: 'places/ChIJfake1/photos/AUc7kim',
    widthPx: 4032,
    heightPx: 3024,
    authorAttributions: [author('Kim L.')],
    flagContentUri: 'https://www.google.com/local/imagery/report/?cb_client=maps_api_places',
    googleMapsUri: 'https://www.google.com/maps/place//data=!3m4!1e2',
  },
  {
    name: 'places/ChIJfake1/photos/AUc7small',
    widthPx: 800,
    heightPx: 1200,
    authorAttributions: [author('Ravi Patel')],
  },
  // The location's own (public) name in other letters: the owner's.
  {
    name: 'places/ChIJfake1/photos/AUc7public',
    widthPx: 1000,
    heightPx: 1000,
    authorAttributions: [author('JUNIPER  kitchen downtown')],
  },
  // No author: left out.
  { name: 'places/ChIJfake1/photos/AUc7anon', widthPx: 1000, heightPx: 1000 },
  // Its media answers with a non-https address: left out.
  {
    name: 'places/ChIJfake1/photos/AUc7http',
    widthPx: 1000,
    heightPx: 1000,
    authorAttributions: [author('Sam')],
  },
];

let server: Server;
let base: string;
const seen: { url: string; mask: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url!, mask: String(req.headers['x-goog-fieldmask']) });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-goog-api-key'] !== KEY)
      return send(403, {
        error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' },
      });
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/v1/places/ChIJfake1')
      return send(200, {
        displayName: { text: 'Juniper Kitchen', languageCode: 'en' },
        photos: PHOTOS,
      });
    if (url.pathname === '/v1/places/ChIJnophotos')
      return send(200, { displayName: { text: 'Empty' } });
    if (url.pathname === '/v1/places/ChIJbroken') return send(500, { error: { code: 500 } });
    const media = url.pathname.match(/^\/v1\/(places\/ChIJfake1\/photos\/(\w+))\/media$/);
    if (media && PHOTOS.some((p) => p.name === media[1])) {
      if (
        !url.searchParams.get('maxWidthPx') ||
        url.searchParams.get('skipHttpRedirect') !== 'true'
      )
        return send(400, { error: { code: 400, status: 'INVALID_ARGUMENT' } });
      return send(200, {
        name: `${media[1]}/media`,
        photoUri: `${media[2] === 'AUc7http' ? 'http' : 'https'}://lh3.googleusercontent.com/places/${media[2]}=s4800-w${url.searchParams.get('maxWidthPx')}`,
      });
    }
    return send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the Google Places (New) customer photos client against a fake server', () => {
  it("gives the customers' photos with author, size and an https address, not the owner's", async () => {
    const google = googleCustomerPhotos(KEY, base);
    const photos = await google.customerPhotos('ChIJfake1', [
      'Juniper Kitchen',
      'Juniper Kitchen Downtown',
    ]);
    expect(photos).toEqual([
      {
        external_id: 'places/ChIJfake1/photos/AUc7kim',
        author_name: 'Kim L.',
        width: 1600,
        height: 1200,
        url: 'https://lh3.googleusercontent.com/places/AUc7kim=s4800-w1600',
      },
      {
        external_id: 'places/ChIJfake1/photos/AUc7small',
        author_name: 'Ravi Patel',
        width: 800,
        height: 1200,
        url: 'https://lh3.googleusercontent.com/places/AUc7small=s4800-w1600',
      },
    ]);
    expect(seen.find((s) => s.url === '/v1/places/ChIJfake1')?.mask).toBe('displayName,photos');
    expect(seen.some((s) => s.url.includes('AUc7owner/media'))).toBe(false);
  });

  it('gives nothing for an unknown place or one without photos; errors say unavailable', async () => {
    const google = googleCustomerPhotos(KEY, base);
    expect(await google.customerPhotos('ChIJunknown', [])).toEqual([]);
    expect(await google.customerPhotos('ChIJnophotos', [])).toEqual([]);
    await expect(google.customerPhotos('ChIJbroken', [])).rejects.toBeInstanceOf(
      PlacesUnavailableError,
    );
    await expect(
      googleCustomerPhotos('wrong', base).customerPhotos('ChIJfake1', []),
    ).rejects.toBeInstanceOf(PlacesUnavailableError);
  });

  it('is chosen by GOOGLE_PLACES_API_KEY (GOOGLE_PLACES_URL its address), else the local one', async () => {
    const configured = createCustomerPhotos({
      GOOGLE_PLACES_API_KEY: KEY,
      GOOGLE_PLACES_URL: base,
    });
    expect(configured.name).toBe('google');
    expect(await configured.customerPhotos('ChIJfake1', [])).toHaveLength(3);
    const local = createCustomerPhotos({});
    expect(local.name).toBe('local');
    expect(await localCustomerPhotos().customerPhotos('ChIJfake1', ['x'])).toEqual([]);
  });
});
