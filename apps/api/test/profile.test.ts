import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES as M } from '@app/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { appSuite } from './support/app-suite';
import { bearer, createUser, loginAs } from './support/accounts';

function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----test-boundary-7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testEngines())('profiles on %s', (engine) => {
  const suite = appSuite(engine);
  const start = async () => {
    const harness = await suite.start();
    const { db } = harness.database;
    const me = await createUser(db, { email: 'me@example.com', name: 'Morgan Price' });
    const other = await createUser(db, { email: 'other@example.com' });
    return { me, other, token: await loginAs(harness.app, me.email) };
  };
  const patch = (id: number, token: string | null, payload: object | Buffer, headers: Record<string, string> = {}) =>
    suite.harness!.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${id}/profile`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      payload,
    });

  it('saves the profile fields a player edits and answers the stored user', async () => {
    const { me, token } = await start();
    const response = await patch(me.id, token, {
      name: 'Morgan Price-Hill',
      phone: '07700 900123',
      location: 'Hackney, London',
      preferredSports: ['Tennis', 'Badminton', 'Tennis'],
      marketingPreference: true,
      dateOfBirth: '1991-08-30',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      name: 'Morgan Price-Hill',
      phone: '07700 900123',
      location: 'Hackney, London',
      favouriteSports: ['Tennis', 'Badminton'],
      marketingPreference: true,
      dateOfBirth: '1991-08-30',
    });
    const me2 = await suite.harness!.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me2.json().user.marketingPreference).toBe(true);
  });

  it("keeps other users' profiles out of reach and refuses self-approval", async () => {
    const { me, other, token } = await start();
    expect((await patch(other.id, token, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await patch(me.id, null, { name: 'Anonymous' })).statusCode).toBe(401);
    const approval = await patch(me.id, token, { approved: true });
    expect(approval.statusCode).toBe(403);
    const row = await suite
      .harness!.database.db.selectFrom('users')
      .select('name')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row.name).not.toBe('Hacked');
  });

  it('rejects unknown fields and bad values with a clear message', async () => {
    const { me, token } = await start();
    const unknown = await patch(me.id, token, { role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/role/);
    const badDate = await patch(me.id, token, { dateOfBirth: '30/08/1991' });
    expect(badDate.json().error).toMatch(/dateOfBirth/);
  });

  it('lets an admin approve a venue owner (and only that), e-mailing the owner', async () => {
    const harness = await suite.start();
    const { db } = harness.database;
    const admin = await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner', approved: false });
    const adminToken = await loginAs(harness.app, admin.email);
    const rename = await patch(owner.id, adminToken, { name: 'Renamed' });
    expect(rename.statusCode).toBe(403);
    const approve = await patch(owner.id, adminToken, { approved: true, approvalNotes: 'Documents checked' });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().user).toMatchObject({ approved: true, approvalNotes: 'Documents checked' });
    expect(approve.json().user.approvalDate).toBeTruthy();
    const mail = await suite.mailbox.waitFor('owner@example.com', /approved/);
    expect(mail.text).toContain('/venue-dashboard');
    const reject = await patch(owner.id, adminToken, { approved: false, approvalNotes: 'Admin review' });
    expect(reject.json().user).toMatchObject({ approved: false, approvalDate: null });
  });

  describe('profile images', () => {
    it('re-encodes an upload to a square WebP, serves it with long caching, and replaces the old one', async () => {
      const { me, token } = await start();
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer();
      const firstUpload = multipart('profileImage', 'me.png', 'image/png', png);
      const first = await patch(me.id, token, firstUpload.payload, firstUpload.headers);
      expect(first.statusCode).toBe(200);
      const firstPath: string = first.json().user.profileImage;
      expect(firstPath).toMatch(/^\/media\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
      const served = await suite.harness!.app.inject({ method: 'GET', url: firstPath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

      const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#333' } })
        .jpeg()
        .toBuffer();
      const secondUpload = multipart('profileImage', 'me.jpg', 'image/jpeg', jpeg);
      const second = await patch(me.id, token, secondUpload.payload, secondUpload.headers);
      expect(second.json().user.profileImage).not.toBe(firstPath);
      const mediaDir = suite.harness!.config.mediaDir;
      expect(existsSync(path.join(mediaDir, firstPath.replace('/media/', '')))).toBe(false);
      expect(
        readFileSync(path.join(mediaDir, second.json().user.profileImage.replace('/media/', '')))
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP');
    });

    it('refuses files that are not images, whatever their name says', async () => {
      const { me, token } = await start();
      const fake = multipart('profileImage', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
      const response = await patch(me.id, token, fake.payload, fake.headers);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ success: false, error: M.imageOnly });
    });

    it('refuses images over 5 MB', async () => {
      const { me, token } = await start();
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const upload = multipart('profileImage', 'big.jpg', 'image/jpeg', big);
      const response = await patch(me.id, token, upload.payload, upload.headers);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe(M.imageTooLarge);
    });

    it('does not let anyone upload to another account', async () => {
      const { other, token } = await start();
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const upload = multipart('profileImage', 'x.png', 'image/png', png);
      expect((await patch(other.id, token, upload.payload, upload.headers)).statusCode).toBe(404);
    });
  });
});
