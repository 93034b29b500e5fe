import { AUTH_MESSAGES as M } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { verifyPassword } from '../src/modules/auth/password-hashing';
import { appSuite } from './support/app-suite';
import { linkToken } from './support/test-mailbox';

const PUBLIC_URL = 'https://book.example.co.uk';
const player = {
  email: '  Jamie.Lee@Example.COM ',
  password: 'secret12',
  name: 'Jamie Lee',
  role: 'player',
  dateOfBirth: '1994-03-02',
  favouriteSports: ['Tennis', 'Squash'],
  marketingPreference: true,
};

describe.each(testEngines())('registration and e-mail verification on %s', (engine) => {
  const suite = appSuite(engine, { env: { PUBLIC_URL } });
  const { mailbox } = suite;
  const start = async () => (await suite.start()).app;
  const register = (payload: object) =>
    suite.harness!.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('registers a player without signing in and e-mails a verification link', async () => {
    await start();
    const response = await register(player);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: M.registrationSucceeded });
    expect(response.json().token).toBeUndefined();

    const row = await suite
      .harness!.database.db.selectFrom('users')
      .selectAll()
      .where('email', '=', 'jamie.lee@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'player',
      name: 'Jamie Lee',
      date_of_birth: '1994-03-02',
      email_verified: 0,
      approved: 1,
      marketing_preference: 1,
    });
    expect(JSON.parse(row.favourite_sports)).toEqual(['Tennis', 'Squash']);
    expect(await verifyPassword(row.password_hash, 'secret12')).toBe(true);

    const mail = await mailbox.waitFor('jamie.lee@example.com', /Verify your email/);
    expect(mail.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(mail.html).toContain(`${PUBLIC_URL}/verify-email?token=`);
  });

  it.each([
    ['a short password', { password: '1234567' }, M.registerPasswordTooShort],
    ['no name', { name: '   ' }, M.registerRequiredFields],
    ['no date of birth', { dateOfBirth: undefined }, M.registerRequiredFields],
    ['terms not accepted', { termsAccepted: false }, M.acceptTerms],
    ['a malformed e-mail', { email: 'not-an-email' }, M.invalidEmail],
  ])('refuses %s with the spec message', async (_label, change, message) => {
    await start();
    const response = await register({ ...player, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message, code: 'VALIDATION_ERROR' });
    const count = await suite
      .harness!.database.db.selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('never creates an admin, whatever role the client sends', async () => {
    await start();
    const response = await register({ ...player, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/role/);
  });

  it('answers a taken address exactly as a new one, creates nothing, and e-mails the owner of the address', async () => {
    await start();
    const first = await register(player);
    const again = await register({
      ...player,
      email: 'JAMIE.LEE@example.com',
      password: 'another-password',
      name: 'Someone Else',
    });
    const fresh = await register({ ...player, email: 'new.person@example.com' });
    const visible = (response: typeof first) => ({
      status: response.statusCode,
      body: response.body,
      type: response.headers['content-type'],
      cache: response.headers['cache-control'],
    });
    expect(visible(again)).toEqual(visible(first));
    expect(visible(again)).toEqual(visible(fresh));
    const rows = await suite.harness!.database.db.selectFrom('users').select(['email', 'name']).orderBy('id').execute();
    expect(rows).toEqual([
      { email: 'jamie.lee@example.com', name: 'Jamie Lee' },
      { email: 'new.person@example.com', name: 'Jamie Lee' },
    ]);
    const row = await suite
      .harness!.database.db.selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'jamie.lee@example.com')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'secret12')).toBe(true);
    const notice = await mailbox.waitFor('jamie.lee@example.com', /Someone tried to create an account/);
    expect(notice.text).toContain(`${PUBLIC_URL}/login`);
    expect(notice.text).toContain(`${PUBLIC_URL}/login?forgot=1`);
    expect(notice.text).not.toContain('another-password');
  });

  it('answers the same when the same new address registers twice at once, and keeps one account', async () => {
    await start();
    const answers = await Promise.all([register(player), register({ ...player, name: 'Jamie Twin' })]);
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual([
      [201, JSON.stringify({ success: true, message: M.registrationSucceeded })],
      [201, JSON.stringify({ success: true, message: M.registrationSucceeded })],
    ]);
    const count = await suite
      .harness!.database.db.selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  describe('venue owners', () => {
    const owner = {
      email: ' \u200BOwner.Name @Venue.CO.UK\u0007 ',
      password: 'pass1234',
      name: 'Dee Harper',
      role: 'venue_owner',
      businessName: 'Harper Sports Ltd',
      phone: '020 7946 0100',
      preferredContact: ['email', 'phone'],
      marketingPreference: true,
      favouriteSports: ['Tennis'],
      termsAccepted: true,
    };

    it('cleans the address, fixes the date of birth and keeps business details; starts unapproved', async () => {
      await start();
      const response = await register(owner);
      expect(response.statusCode).toBe(201);
      const row = await suite
        .harness!.database.db.selectFrom('users')
        .selectAll()
        .where('role', '=', 'venue_owner')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: 'owner.name@venue.co.uk',
        date_of_birth: '1980-01-01',
        favourite_sports: '[]',
        marketing_preference: 0,
        business_name: 'Harper Sports Ltd',
        phone: '020 7946 0100',
        approved: 0,
      });
      expect(JSON.parse(row.preferred_contact)).toEqual(['email', 'phone']);
      const mail = await mailbox.waitFor('owner.name@venue.co.uk');
      expect(mail.text).toContain('1-2 business days');
    });

    it('requires a phone number and a contact method', async () => {
      await start();
      const noPhone = await register({ ...owner, phone: '' });
      expect(noPhone.json().error).toBe(M.phoneRequired);
      const noContact = await register({ ...owner, preferredContact: [] });
      expect(noContact.json().error).toBe(M.contactMethodRequired);
    });
  });

  describe('verification', () => {
    const verify = (payload: object) =>
      suite.harness!.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload });

    it('verifies with the e-mailed token once, and returns the user', async () => {
      await start();
      await register(player);
      const token = linkToken(await mailbox.waitFor('jamie.lee@example.com'), '/verify-email');
      const response = await verify({ token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        user: { email: 'jamie.lee@example.com', emailVerified: true },
      });
      // Opened again (issue 15 §4): the address is verified, and the page says so.
      const reuse = await verify({ token });
      expect(reuse.statusCode).toBe(409);
      expect(reuse.json()).toEqual({
        success: false,
        error: M.verificationAlreadyDone,
        code: 'EMAIL_ALREADY_VERIFIED',
      });
    });

    it('answers the spec texts for a missing, a wrong and an expired token', async () => {
      await start();
      expect((await verify({})).json()).toMatchObject({ error: M.verificationNoToken, code: 'TOKEN_MISSING' });
      expect((await verify({ token: 'made-up' })).json()).toMatchObject({
        error: M.verificationFailedPage,
        code: 'INVALID_TOKEN',
      });
      await register(player);
      const token = linkToken(await mailbox.waitFor('jamie.lee@example.com'), '/verify-email');
      suite.clock.advance(49 * 3_600_000);
      expect((await verify({ token })).json().error).toBe(M.verificationFailedPage);
    });

    it('resends a link to an unverified account only, with the same answer for any address', async () => {
      await start();
      await register(player);
      await mailbox.waitFor('jamie.lee@example.com');
      mailbox.clear();
      const known = await suite.harness!.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: 'jamie.lee@example.com' },
      });
      const unknown = await suite.harness!.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: 'nobody@example.com' },
      });
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toBe(M.verificationResent);
      const fresh = linkToken(await mailbox.waitFor('jamie.lee@example.com'), '/verify-email');
      expect((await verify({ token: fresh })).statusCode).toBe(200);
      expect(mailbox.messagesTo('nobody@example.com')).toHaveLength(0);
    });
  });
});
