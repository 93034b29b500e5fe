import { ADMIN_MESSAGES as A, AUTH_MESSAGES as M } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { appSuite } from './support/app-suite';
import { bearer, createUser, loginAs } from './support/accounts';

/*
 * The admin's Users and Venue Owner Approvals tabs (owner-admin.md §2, §4 owner approval and user
 * status, §7, §8): the users list with search and role filter, ban and unban, and owner approval
 * through PATCH /api/auth/users/{id}/profile, which only venue owners carry (issue 11 item 8).
 */
describe.each(testEngines())('admin users and owner approval on %s', (engine) => {
  const suite = appSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const admin = await createUser(db, { email: 'admin@example.com', role: 'admin', name: 'Ada Admin' });
    const otherAdmin = await createUser(db, { email: 'second.admin@example.com', role: 'admin', name: 'Sid Second' });
    const owner = await createUser(db, {
      email: 'pending.owner@example.com',
      role: 'venue_owner',
      name: 'Pia Pending',
      approved: false,
    });
    const player = await createUser(db, { email: 'pat_100%@example.com', name: 'Pat Player' });
    await createUser(db, { email: 'alex@example.com', name: 'Alex Morgan' });
    return { admin, otherAdmin, owner, player, token: await loginAs(harness.app, admin.email) };
  }
  const list = (token: string, query = '') =>
    suite.harness!.app.inject({ method: 'GET', url: `/api/auth/users${query}`, headers: bearer(token) });
  const emails = (response: Awaited<ReturnType<typeof list>>) =>
    response
      .json()
      .users.map((user: { email: string }) => user.email)
      .sort();
  const profile = (id: number, token: string, payload: object) =>
    suite.harness!.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${id}/profile`,
      headers: bearer(token),
      payload,
    });
  const status = (id: number, token: string, payload: object) =>
    suite.harness!.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${id}/status`,
      headers: bearer(token),
      payload,
    });

  it('filters users by role and by a part of the name or e-mail in any case, taking wildcards literally', async () => {
    const { token } = await start();
    expect(emails(await list(token, '?role=admin'))).toEqual(['admin@example.com', 'second.admin@example.com']);
    expect(emails(await list(token, '?role=venue_owner'))).toEqual(['pending.owner@example.com']);
    expect(emails(await list(token, '?search=MORGAN'))).toEqual(['alex@example.com']);
    expect(emails(await list(token, '?search=pending&role=venue_owner'))).toEqual(['pending.owner@example.com']);
    expect(emails(await list(token, '?search=pending&role=player'))).toEqual([]);
    expect(emails(await list(token, `?search=${encodeURIComponent('100%')}`))).toEqual(['pat_100%@example.com']);
    expect(emails(await list(token, '?search=%25'))).toEqual(['pat_100%@example.com']);
    expect(emails(await list(token, '?search=_'))).toEqual(['pat_100%@example.com']);
    expect((await list(token, '?role=superuser')).statusCode).toBe(400);
    expect((await list(token)).json().users).toHaveLength(5);
  });

  it('bans with a reason and unbans, with the spec messages; a banned user is signed out', async () => {
    const { player, token } = await start();
    const playerToken = await loginAs(suite.harness!.app, player.email);
    const banned = await status(player.id, token, { status: 'banned', reason: 'Abusive messages' });
    expect(banned.json()).toMatchObject({ success: true, message: M.userBanned });
    expect(
      (await suite.harness!.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(playerToken) }))
        .statusCode,
    ).toBe(401);
    expect((await list(token, '?search=pat')).json().users[0]).toMatchObject({ status: 'banned', is_active: false });
    expect((await status(player.id, token, { status: 'active' })).json()).toMatchObject({
      success: true,
      message: M.userUnbanned,
    });
    expect((await list(token, '?search=pat')).json().users[0]).toMatchObject({ status: 'active' });
    expect((await status(player.id, token, { status: 'banned', reason: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it('approves a venue owner with notes and e-mails them; rejecting e-mails them too', async () => {
    const { owner, token } = await start();
    const approved = await profile(owner.id, token, {
      approved: true,
      approvalDate: '2026-11-21T10:00:00.000Z',
      approvalNotes: 'Documents checked',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().user).toMatchObject({
      approved: true,
      approvalDate: '2026-11-21T10:00:00.000Z',
      approvalNotes: 'Documents checked',
    });
    const welcome = await suite.mailbox.waitFor(owner.email, /approved/);
    expect(welcome.text).toContain('/venue-dashboard');
    expect(welcome.text).toContain('Documents checked');

    const rejected = await profile(owner.id, token, {
      approved: false,
      approvalNotes: 'Business address could not be verified',
    });
    expect(rejected.json().user).toMatchObject({
      approved: false,
      approvalDate: null,
      approvalNotes: 'Business address could not be verified',
    });
    const refusal = await suite.mailbox.waitFor(owner.email, /not approved/);
    expect(refusal.text).toContain('Business address could not be verified');
    // The owner's own account shows the review state again.
    const ownerToken = await loginAs(suite.harness!.app, owner.email);
    expect(
      (await suite.harness!.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(ownerToken) })).json()
        .user,
    ).toMatchObject({ approved: false });
  });

  it('refuses approval on players and admins, self-approval, other fields and unknown accounts', async () => {
    const { admin, otherAdmin, owner, player, token } = await start();
    for (const target of [player.id, otherAdmin.id]) {
      const refused = await profile(target, token, { approved: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: A.approvalOnlyForOwners, code: 'NOT_A_VENUE_OWNER' });
    }
    const self = await profile(admin.id, token, { approved: true });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(M.cannotApproveOwnAccount);
    const ownerToken = await loginAs(suite.harness!.app, owner.email);
    const ownSelf = await profile(owner.id, ownerToken, { approved: true });
    expect(ownSelf.statusCode).toBe(403);
    expect((await profile(owner.id, token, { approved: true, name: 'Renamed' })).json().error).toBe(
      M.adminMayOnlyDecideApproval,
    );
    expect((await profile(99999, token, { approved: true })).statusCode).toBe(404);
    expect((await profile(owner.id, token, { approved: 'yes' })).statusCode).toBe(400);
    const row = await suite
      .harness!.database.db.selectFrom('users')
      .select(['approved', 'name'])
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ approved: 0, name: 'Pia Pending' });
    expect(suite.mailbox.messagesTo(owner.email)).toEqual([]);
  });
});
