import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byName,
  json,
  type Loc,
  noisePng,
  pngSize,
  startDemoLocations,
  uploadPhoto,
} from '../../../test/demo-locations';
import { basicAuth, type TestApi } from '../../../test/test-api';

/** Photos of a location: the gallery, uploads processed with progress over server-sent events, and the photo rules. */

let api: TestApi;
let admin: Session;
let user: Session;
let readonly: Session;
let trial: Session;
let trialLoc: number;
let bf: Loc[];

beforeAll(async () => {
  ({ api, admin, user, readonly, trial, trialLoc, bf } = await startDemoLocations());
});
afterAll(() => api.close());

describe('photos', () => {
  it('lists a gallery 8 per page, logo and cover first', async () => {
    const loc = byName(bf, 'Austin Downtown').id;
    const page = await json(
      api.request(`/api/media?account_id=${admin.account_id}&location_id=${loc}&type=owner`, {
        auth: readonly,
      }),
    );
    expect(page._embedded.media).toHaveLength(8);
    expect(page._total).toBe(11);
    expect(page._total_pages).toBe(2);
    expect(page._embedded.media.slice(0, 2).map((m: { category: string }) => m.category)).toEqual([
      'LOGO',
      'COVER',
    ]);
    const statuses = new Set(
      (
        await json(api.request(`/api/media?location_id=${loc}&page=2`, { auth: admin }))
      )._embedded.media.map((m: { published_status: string }) => m.published_status),
    );
    expect(statuses.size).toBeGreaterThan(1);
    const image = await fetch(`${api.baseUrl}${page._embedded.media[0].cdn_stored_low_res_url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 250, height: 250 });
    expect((await api.request(`/api/media?location_id=${trialLoc}`, { auth: admin })).status).toBe(
      404,
    );
  });

  it('uploads a PNG, processes it with completion over server-sent events, attaches and deletes it', async () => {
    const png = noisePng(600, 400);
    const res = await uploadPhoto(api, admin, png);
    expect(res.status).toBe(201);
    const up = await res.json();
    expect(up).toMatchObject({
      mime_type: 'image/png',
      width: 600,
      height: 400,
      bytes: png.length,
    });
    expect(up.s3_path).toMatch(new RegExp(`^uploads/${admin.account_id}/`));

    const badChannel = await api.request('/api/realtime/Bad!Channel', { auth: admin });
    expect(badChannel.status).toBe(400);
    // Subscribe, then start processing.
    const controller = new AbortController();
    const ticket = await api.request('/api/realtime/rtx_images-r1/tickets', {
      method: 'POST',
      auth: admin,
    });
    expect(ticket.status).toBe(201);
    const { url } = (await ticket.json()) as { url: string };
    const sse = await fetch(`${api.baseUrl}${new URL(url).pathname}${new URL(url).search}`, {
      signal: controller.signal,
    });
    expect(sse.headers.get('content-type')).toMatch(/text\/event-stream/);
    const hook = await api.request('/api/webhooks/rtx-images', {
      method: 'POST',
      auth: admin,
      json: {
        event: 'process',
        label: 'photo',
        account_id: admin.account_id,
        resource_id: 'r1',
        mime_type: 'image/png',
        s3_path: up.s3_path,
      },
    });
    expect(hook.status).toBe(202);
    const reader = sse.body!.getReader();
    let text = '';
    while (!/^data: /m.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    const message = JSON.parse(/^data: (.*)$/m.exec(text)![1]!);
    expect(message).toMatchObject({
      event: 'ok',
      action: 'IMAGE_PROCESSING_COMPLETE',
      url: up.url,
    });
    const low = Buffer.from(
      await (await fetch(`${api.baseUrl}${message.low_resolution_url}`)).arrayBuffer(),
    );
    expect(pngSize(low)).toEqual({ width: 375, height: 250 });
    // Another account cannot see the channel's message.
    const otherCtl = new AbortController();
    const other = await fetch(`${api.baseUrl}/api/realtime/rtx_images-r1`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${trial.email}:${trial.token}`).toString('base64')}`,
      },
      signal: otherCtl.signal,
    });
    const first = await other.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).not.toMatch(/data:/);
    otherCtl.abort();

    const loc = byName(bf, 'Santa Monica').id;
    const cover = await json(api.request('/api/media_categories?name=Cover', { auth: admin }));
    const asCover = await api.request('/api/media', {
      method: 'POST',
      auth: admin,
      json: {
        location_ids: [loc],
        s3_path: up.s3_path,
        category_id: cover._embedded.media_categories[0].id,
      },
    });
    expect(asCover.status).toBe(400);
    expect((await asCover.json()).error).toMatch(/cover photo/);
    const created = await api.request('/api/media', {
      method: 'POST',
      auth: admin,
      json: {
        account_id: admin.account_id,
        location_ids: [loc],
        high_priority: true,
        s3_path: up.s3_path,
      },
    });
    expect(created.status).toBe(201);
    const { media } = await created.json();
    expect(media[0]).toMatchObject({ category: 'EMPTY', published_status: 'pending', width: 600 });
    expect(media[0].low_resolution_url).toMatch(/-low\.png$/);
    const gallery = await json(api.request(`/api/media?location_id=${loc}`, { auth: admin }));
    expect(gallery._total).toBe(1);

    expect(
      (
        await api.request(`/api/media/${media[0].id}`, {
          method: 'PUT',
          auth: user,
          json: { location_id: loc },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request(`/api/media/${media[0].id}`, { method: 'PUT', auth: trial, json: {} }))
        .status,
    ).toBe(404);
    const del = await api.request(`/api/media/${media[0].id}`, {
      method: 'PUT',
      auth: admin,
      json: { location_id: loc, url_id: media[0].url_id },
    });
    expect(del.status).toBe(200);
    expect((await json(api.request(`/api/media?location_id=${loc}`, { auth: admin })))._total).toBe(
      0,
    );

    // The upload is this account's only.
    const foreign = await api.request('/api/media', {
      method: 'POST',
      auth: trial,
      json: { location_ids: [trialLoc], s3_path: up.s3_path },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses uploads that break the photo rules', async () => {
    const expectError = async (res: Response, status: number, error: string) => {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error });
    };
    const other = new FormData();
    other.set('name', 'no file');
    const missing = await fetch(`${api.baseUrl}/api/upload`, {
      method: 'POST',
      headers: { authorization: basicAuth(admin) },
      body: other,
    });
    expect(missing.status).toBe(400);
    const anonymous = await fetch(`${api.baseUrl}/api/upload`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(anonymous.status).toBe(401);
    await expectError(
      await uploadPhoto(api, admin, noisePng(200, 300)),
      400,
      'Unable to upload image. Please choose a file that is at least 250px by 250px.',
    );
    await expectError(
      await uploadPhoto(api, admin, noisePng(300, 300).subarray(0, 5000)),
      400,
      'Unable to upload image. Please choose a file that is at least 10240 bytes.',
    );
    await expectError(
      await uploadPhoto(api, admin, Buffer.alloc(20_000, 'a'), 'notes.txt'),
      400,
      'Unable to upload image. Please choose a png or jpeg file.',
    );
    await expectError(
      await uploadPhoto(api, admin, noisePng(1400, 1400)),
      400,
      'Unable to upload image. Please choose a file that is smaller than 5mb.',
    );
    await expectError(
      await uploadPhoto(api, admin, noisePng(2100, 400), 'logo.png', '&category=LOGO'),
      400,
      'Unable to upload image. A logo must be at most 2000px by 2000px.',
    );
    expect((await uploadPhoto(api, readonly, noisePng(300, 300))).status).toBe(403);
    const hook = await api.request('/api/webhooks/rtx-images', {
      method: 'POST',
      auth: admin,
      json: { event: 'process', resource_id: 'x', s3_path: 'uploads/999/none.png' },
    });
    expect(hook.status).toBe(404);
  });
});
