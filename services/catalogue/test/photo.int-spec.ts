import sharp from 'sharp';
import { CatalogueSubjects, type MenuItemSavedEvent } from '@mise/contracts';
import { CatalogueMessages as CM } from '@mise/domain';
import { expectEvent, ownersSuite, startTestS3, type TestS3 } from '@mise/testing';
import { createMenuItem, startCatalogue } from './helpers';

interface Upload {
  url: string;
  key: string;
  headers: Array<{ name: string; value: string }>;
}

const PHOTO = `id photo { url uploadedAt }`;

describe('menu photos', () => {
  let s3: TestS3;
  const s = ownersSuite(async () => {
    s3 = await startTestS3();
    return startCatalogue(s3.env);
  });
  afterAll(() => s3.close());

  async function upload(menuItemId: string, contentType: string, body: Buffer): Promise<Upload> {
    const res = await s.ana.gql<{ createMenuPhotoUpload: Upload }>(
      `mutation($m: ID!, $c: String!, $s: Int!) { createMenuPhotoUpload(menuItemId: $m, contentType: $c, size: $s) { url key headers { name value } } }`,
      { m: menuItemId, c: contentType, s: body.length },
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    const ticket = res.data!.createMenuPhotoUpload;
    const put = await fetch(ticket.url, {
      method: 'PUT',
      headers: Object.fromEntries(ticket.headers.map((h) => [h.name, h.value])),
      body,
    });
    expect(put.status).toBe(200);
    return ticket;
  }

  const confirm = (menuItemId: string, key: string) =>
    s.ana.gql<{
      confirmMenuPhoto: { id: string; photo: { url: string; uploadedAt: string } | null };
    }>(
      `mutation($m: ID!, $k: String!) { confirmMenuPhoto(menuItemId: $m, key: $k) { ${PHOTO} } }`,
      { m: menuItemId, k: key },
    );

  const image = (width: number, height: number, format: 'png' | 'jpeg') => {
    const canvas = sharp({
      create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } },
    });
    return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
  };

  it('keeps a 300x300 PNG crop of an uploaded PNG or JPEG and deletes what it replaced', async () => {
    const item = await createMenuItem(s.ana, 'Satay');
    const prefix = `${s.ana.outletId}/catalogue/menu-items/${item.id}/photo/`;

    const png = await upload(item.id, 'image/png', await image(800, 500, 'png'));
    const first = await confirm(item.id, png.key);
    expect(first.errors).toBeUndefined();
    const url = first.data!.confirmMenuPhoto.photo!.url;
    const got = await fetch(url);
    expect(got.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 300, height: 300 });
    const [kept] = await s3.keys(prefix);
    expect(await s3.keys(prefix)).toHaveLength(1);

    const jpeg = await upload(item.id, 'image/jpeg', await image(400, 900, 'jpeg'));
    const second = await confirm(item.id, jpeg.key);
    expect(second.errors).toBeUndefined();
    const again = await fetch(second.data!.confirmMenuPhoto.photo!.url);
    expect(await sharp(Buffer.from(await again.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 300,
    });
    const now = await s3.keys(prefix);
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(kept);
    expect(now[0]).toMatch(/\.png$/);

    // a new version gets its own copy; deleting the photo deletes the object
    const next = await s.ana.gql<{
      createMenuItemVersion: { id: string; photo: { url: string } | null };
    }>(`mutation($id: ID!) { createMenuItemVersion(id: $id) { ${PHOTO} } }`, { id: item.id });
    expect(next.data?.createMenuItemVersion.photo?.url).toBeTruthy();
    const del = await s.ana.gql<{ deleteMenuPhoto: { photo: null } }>(
      `mutation($m: ID!) { deleteMenuPhoto(menuItemId: $m) { photo { url } } }`,
      { m: item.id },
    );
    expect(del.data).toEqual({ deleteMenuPhoto: { photo: null } });
    expect(await s3.keys(prefix)).toEqual([]);
    expect(
      await s3.keys(
        `${s.ana.outletId}/catalogue/menu-items/${next.data!.createMenuItemVersion.id}/`,
      ),
    ).toHaveLength(1);
  });

  it('tells the others of a photo set or removed: menu-item.saved with photoKey, a new revision', async () => {
    const item = await createMenuItem(s.ana, 'Rendang');
    const set = await expectEvent<MenuItemSavedEvent>(
      CatalogueSubjects.menuItemSaved,
      (e) => e.payload.menuItemId === item.id && !!e.payload.photoKey,
    );
    const png = await upload(item.id, 'image/png', await image(400, 400, 'png'));
    expect((await confirm(item.id, png.key)).errors).toBeUndefined();
    const withPhoto = (await set.event).payload;
    const [stored] = await s3.keys(`${s.ana.outletId}/catalogue/menu-items/${item.id}/photo/`);
    expect(withPhoto).toMatchObject({ photoKey: stored, description: null });
    const removed = await expectEvent<MenuItemSavedEvent>(
      CatalogueSubjects.menuItemSaved,
      (e) => e.payload.menuItemId === item.id && e.payload.photoKey === null,
    );
    await s.ana.gql(`mutation($m: ID!) { deleteMenuPhoto(menuItemId: $m) { id } }`, { m: item.id });
    expect((await removed.event).payload.revision).toBe(withPhoto.revision + 1);
  });

  it('refuses a PDF renamed to .png and keeps nothing of it', async () => {
    const item = await createMenuItem(s.ana, 'Cendol');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const ticket = await upload(item.id, 'image/png', pdf);
    const res = await confirm(item.id, ticket.key);
    expect(res.errors?.[0]).toMatchObject({
      message: CM.menuItem.photoFailed,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await s3.keys(`${s.ana.outletId}/catalogue/menu-items/${item.id}/`)).toEqual([]);
    const after = await s.ana.gql(`query($id: ID!) { menuItem(id: $id) { photo { url } } }`, {
      id: item.id,
    });
    expect(after.data).toEqual({ menuItem: { photo: null } });
  });

  it('refuses a type that is not a photo before any upload', async () => {
    const item = await createMenuItem(s.ana, 'Kuih');
    const res = await s.ana.gql(
      `mutation($m: ID!) { createMenuPhotoUpload(menuItemId: $m, contentType: "application/pdf", size: 100) { key } }`,
      { m: item.id },
    );
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a photo over 5 MB before any upload', async () => {
    const item = await createMenuItem(s.ana, 'Roti');
    const res = await s.ana.gql(
      `mutation($m: ID!) { createMenuPhotoUpload(menuItemId: $m, contentType: "image/png", size: 6000000) { key } }`,
      { m: item.id },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'The file is too large. The maximum size is 5 MB.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a photo of more pixels than it decodes, from its header, with a clear message', async () => {
    const item = await createMenuItem(s.ana, 'Murtabak');
    // a small file whose header claims 6000 x 6000 (36 megapixels)
    const ticket = await upload(item.id, 'image/png', pngHeader(6000, 6000));
    const res = await confirm(item.id, ticket.key);
    expect(res.errors?.[0]).toMatchObject({
      message: CM.menuItem.photoTooLarge,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await s3.keys(`${s.ana.outletId}/catalogue/menu-items/${item.id}/`)).toEqual([]);
  });
});

/** A PNG of just its signature, an IHDR of the given size and IEND (no pixels). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
