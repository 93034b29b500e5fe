import {
  AUTH_MESSAGES as M,
  RESET_LINK_HOURS,
  type ErrorCode,
  type RegisterRequest,
  type User as UserView,
} from '@app/contracts';
import { isUniqueViolation } from '@app/db';
import { AppError, badRequest, unauthenticated } from '../../errors/app-error';
import type { MailingDeps } from '../../service-deps';
import { recordActivity } from '../activity/activity-repository';
import {
  ownerRegisteredMail,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from '../mail/mail-templates';
import { hashPassword, verifyPassword } from './password-hashing';
import {
  consumeToken,
  findLiveToken,
  findUsedToken,
  issueToken,
  revokeTokenById,
  revokeTokens,
} from './token-repository';
import { findUserByEmail, findUserById, insertUser, updateUser } from './user-repository';
import { toUserView } from './user-view';

const HOUR = 3_600_000;
/** Sessions last 30 days at most (docs/decisions/0028-sessions-and-passwords.md); idle ones end sooner (session-tokens.ts). */
const SESSION_TTL_MS = 30 * 24 * HOUR;
const VERIFICATION_TTL_HOURS = 48;
const OWNER_DATE_OF_BIRTH = '1980-01-01';

/** A hash to verify against when no account matches, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

type ParsedRegistration = Omit<RegisterRequest, 'role'> & {
  role: 'player' | 'customer' | 'venue_owner';
  email: string;
  password: string;
  name: string;
};

async function sendVerification(deps: MailingDeps, user: { id: number; email: string; name: string; role: string }) {
  const token = await issueToken(deps.db, {
    userId: user.id,
    purpose: 'email_verification',
    now: deps.now,
    validForMs: VERIFICATION_TTL_HOURS * HOUR,
  });
  const url = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const content =
    user.role === 'venue_owner'
      ? ownerRegisteredMail({ name: user.name, url })
      : verificationMail({ name: user.name, url, validHours: VERIFICATION_TTL_HOURS });
  deps.sendMail({ to: user.email, ...content });
}

/**
 * Creates a player or a venue owner (never an admin: the role comes from the client and only these
 * two are accepted). Registration does not sign in; it sends the verification e-mail.
 * An address that already has an account gets the same answer, after the same work (the password is
 * hashed either way), so the answer does not tell whether the address is registered; the owner of
 * the address is e-mailed instead, with a way to sign in or reset their password.
 */
export async function register(deps: MailingDeps, input: ParsedRegistration): Promise<void> {
  const isOwner = input.role === 'venue_owner';
  const timestamp = deps.now.toISOString();
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) return tellOwnerOfAddress(deps, existing);
  let user;
  try {
    user = await insertUser(deps.db, {
      email: input.email,
      password_hash: passwordHash,
      name: input.name,
      role: isOwner ? 'venue_owner' : 'player',
      date_of_birth: isOwner ? OWNER_DATE_OF_BIRTH : (input.dateOfBirth ?? null),
      favourite_sports: JSON.stringify(isOwner ? [] : (input.favouriteSports ?? [])),
      marketing_preference: !isOwner && input.marketingPreference ? 1 : 0,
      phone: input.phone ?? null,
      business_name: isOwner ? (input.businessName ?? null) : null,
      preferred_contact: JSON.stringify(isOwner ? (input.preferredContact ?? []) : []),
      // Owners wait for an admin; approval has no meaning for players.
      approved: isOwner ? 0 : 1,
      created_at: timestamp,
      updated_at: timestamp,
    });
  } catch (error) {
    // The same address registered at the same moment by another request.
    const winner = isUniqueViolation(error) ? await findUserByEmail(deps.db, input.email) : undefined;
    if (winner) return tellOwnerOfAddress(deps, winner);
    throw error;
  }
  await recordActivity(deps.db, {
    type: 'user',
    subjectId: user.id,
    actorId: user.id,
    message: isOwner ? `New venue owner registered: ${user.name}` : `New player registered: ${user.name}`,
    data: { role: user.role },
    at: deps.now,
  });
  await sendVerification(deps, user);
}

function tellOwnerOfAddress(deps: MailingDeps, user: { email: string; name: string; status: string }): void {
  if (user.status !== 'active') return;
  deps.sendMail({
    to: user.email,
    ...registrationAttemptMail({
      name: user.name,
      loginUrl: `${deps.publicUrl}/login`,
      resetUrl: `${deps.publicUrl}/login?forgot=1`,
    }),
  });
}

export async function verifyEmail(deps: MailingDeps, token: string | undefined): Promise<UserView> {
  if (!token) throw badRequest(M.verificationNoToken, 'TOKEN_MISSING');
  const live = await findLiveToken(deps.db, token, 'email_verification', deps.now);
  if (!live || !(await consumeToken(deps.db, live.id, deps.now))) {
    await refuseUsedLinkOfVerifiedAddress(deps, token);
    throw badRequest(M.verificationFailedPage, 'INVALID_TOKEN');
  }
  const user = await updateUser(deps.db, live.user_id, {
    email_verified: 1,
    email_verified_at: deps.now.toISOString(),
    updated_at: deps.now.toISOString(),
  });
  return toUserView(user);
}

/**
 * A link opened twice (a mail client's preview, a second click) whose address is verified: say so
 * (409) instead of 'verification failed'. Only the link's holder learns it, and nothing about the user.
 */
async function refuseUsedLinkOfVerifiedAddress(deps: MailingDeps, token: string): Promise<void> {
  const used = await findUsedToken(deps.db, token, 'email_verification');
  if (!used) return;
  const user = await findUserById(deps.db, used.user_id);
  if (user?.email_verified === 1) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED', M.verificationAlreadyDone);
}

/** Always the same answer, whether or not an unverified account exists for the address. */
export async function resendVerification(deps: MailingDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.email_verified === 1 || user.status !== 'active') return;
  await revokeTokens(deps.db, { userId: user.id, purposes: ['email_verification'], now: deps.now });
  await sendVerification(deps, user);
}

export async function login(
  deps: MailingDeps,
  email: string,
  password: string,
): Promise<{ user: UserView; token: string }> {
  const user = await findUserByEmail(deps.db, email);
  const passwordOk = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyPassword(await decoy(), password).then(() => false);
  if (!user || !passwordOk) throw unauthenticated(M.invalidCredentials);
  if (user.status === 'banned') throw new AppError(403, 'ACCOUNT_BANNED', M.accountBanned);
  const token = await issueToken(deps.db, {
    userId: user.id,
    purpose: 'session',
    now: deps.now,
    validForMs: SESSION_TTL_MS,
  });
  return { user: toUserView(user), token };
}

export async function logout(deps: MailingDeps, tokenId: number): Promise<void> {
  await revokeTokenById(deps.db, tokenId, deps.now);
}

export async function currentUser(deps: Pick<MailingDeps, 'db'>, userId: number): Promise<UserView> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  return toUserView(user);
}

/**
 * Sends a reset link when the account exists. Callers answer before this finishes, so the time of
 * the answer does not reveal whether an account exists.
 */
export async function sendPasswordReset(deps: MailingDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status !== 'active') return;
  // Only the newest link works.
  await revokeTokens(deps.db, { userId: user.id, purposes: ['password_reset'], now: deps.now });
  const token = await issueToken(deps.db, {
    userId: user.id,
    purpose: 'password_reset',
    now: deps.now,
    validForMs: RESET_LINK_HOURS * HOUR,
  });
  const url = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  deps.sendMail({ to: user.email, ...passwordResetMail({ name: user.name, url, validHours: RESET_LINK_HOURS }) });
}

export async function checkResetToken(deps: Pick<MailingDeps, 'db' | 'now'>, token: string | undefined): Promise<void> {
  const invalid = (message: string, code: ErrorCode) => new AppError(400, code, message, { valid: false });
  if (!token) throw invalid(M.resetNoToken, 'TOKEN_MISSING');
  const live = await findLiveToken(deps.db, token, 'password_reset', deps.now);
  if (!live) throw invalid(M.resetInvalidToken, 'INVALID_TOKEN');
}

/** Sets the new password, uses up the link and ends every session of the account. */
export async function resetPassword(
  deps: Pick<MailingDeps, 'db' | 'now'>,
  token: string | undefined,
  newPassword: string,
): Promise<void> {
  if (!token) throw badRequest(M.resetNoToken, 'TOKEN_MISSING');
  const live = await findLiveToken(deps.db, token, 'password_reset', deps.now);
  if (!live) throw badRequest(M.resetInvalidToken, 'INVALID_TOKEN');
  const passwordHash = await hashPassword(newPassword);
  if (!(await consumeToken(deps.db, live.id, deps.now))) throw badRequest(M.resetInvalidToken, 'INVALID_TOKEN');
  // Following the e-mailed link proves the address too.
  const user = await updateUser(deps.db, live.user_id, {
    password_hash: passwordHash,
    updated_at: deps.now.toISOString(),
  });
  if (user.email_verified === 0) {
    await updateUser(deps.db, user.id, { email_verified: 1, email_verified_at: deps.now.toISOString() });
  }
  await revokeTokens(deps.db, { userId: live.user_id, purposes: ['session', 'password_reset'], now: deps.now });
}
