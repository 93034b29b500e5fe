// @vitest-environment jsdom
import { AUTH_MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  OWNER_FIELD_MESSAGES,
  validateNewPassword,
  validateOwnerRegistration,
  validatePlayerRegistration,
  type OwnerRegistrationForm,
  type PlayerRegistrationForm,
} from '@/features/accounts/registration-validation';

const player: PlayerRegistrationForm = {
  name: 'Sam Lee',
  email: '  sam@example.com ',
  dateOfBirth: '1995-01-31',
  password: 'secret-pass',
  termsAccepted: true,
  marketingPreference: true,
};

const owner: OwnerRegistrationForm = {
  businessName: 'Lea Valley Leisure Ltd',
  name: 'Dana Price',
  email: 'dana@example.com',
  phone: '020 7946 0303',
  preferredContact: ['email'],
  password: 'secret-pass',
  termsAccepted: true,
};

describe('validatePlayerRegistration', () => {
  it('accepts a complete form and trims the email', () => {
    const result = validatePlayerRegistration(player);
    expect(result).toEqual({
      ok: true,
      payload: {
        email: 'sam@example.com',
        password: 'secret-pass',
        name: 'Sam Lee',
        role: 'player',
        dateOfBirth: '1995-01-31',
        favouriteSports: [],
        marketingPreference: true,
        termsAccepted: true,
      },
    });
  });

  it('uses the spec messages', () => {
    const result = validatePlayerRegistration({
      ...player,
      name: ' ',
      email: '',
      dateOfBirth: '',
      password: '12345',
      termsAccepted: false,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: AUTH_MESSAGES.registerRequiredFields,
        email: AUTH_MESSAGES.registerRequiredFields,
        dateOfBirth: AUTH_MESSAGES.registerRequiredFields,
        password: AUTH_MESSAGES.registerPasswordTooShort,
        termsAccepted: AUTH_MESSAGES.acceptTerms,
      },
    });
    expect(AUTH_MESSAGES.acceptTerms).toBe('Please accept the terms and conditions');
    expect(AUTH_MESSAGES.registerPasswordTooShort).toBe('Password must be at least 8 characters long');
  });

  it('accepts exactly 8 characters, not 7, and rejects a malformed address', () => {
    expect(validatePlayerRegistration({ ...player, password: '12345678' }).ok).toBe(true);
    expect(validatePlayerRegistration({ ...player, password: '1234567' })).toEqual({
      ok: false,
      errors: { password: AUTH_MESSAGES.registerPasswordTooShort },
    });
    expect(validateOwnerRegistration({ ...owner, password: '1234567' })).toEqual({
      ok: false,
      errors: { password: AUTH_MESSAGES.registerPasswordTooShort },
    });
    expect(validatePlayerRegistration({ ...player, email: 'not-an-email' })).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.invalidEmail },
    });
  });
});

describe('validateOwnerRegistration', () => {
  it('sends role venue_owner with the fixed values and the extra fields', () => {
    const result = validateOwnerRegistration(owner);
    expect(result.ok && result.payload).toEqual({
      email: 'dana@example.com',
      password: 'secret-pass',
      name: 'Dana Price',
      role: 'venue_owner',
      dateOfBirth: '1980-01-01',
      favouriteSports: [],
      marketingPreference: false,
      businessName: 'Lea Valley Leisure Ltd',
      phone: '020 7946 0303',
      preferredContact: ['email'],
      termsAccepted: true,
    });
  });

  it('requires a phone number and a contact method', () => {
    const result = validateOwnerRegistration({ ...owner, phone: '  ', preferredContact: [] });
    expect(result).toEqual({
      ok: false,
      errors: { phone: AUTH_MESSAGES.phoneRequired, preferredContact: AUTH_MESSAGES.contactMethodRequired },
    });
    expect(AUTH_MESSAGES.phoneRequired).toBe('Phone number is required');
    expect(AUTH_MESSAGES.contactMethodRequired).toBe('Please select at least one preferred contact method');
  });

  it('checks password, terms, names', () => {
    const result = validateOwnerRegistration({
      ...owner,
      businessName: '',
      name: '',
      password: '123',
      termsAccepted: false,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        businessName: OWNER_FIELD_MESSAGES.businessNameRequired,
        name: OWNER_FIELD_MESSAGES.nameRequired,
        password: AUTH_MESSAGES.registerPasswordTooShort,
        termsAccepted: AUTH_MESSAGES.acceptTerms,
      },
    });
  });
});

describe('validateNewPassword', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(validateNewPassword('12345678', '12345678')).toEqual({});
    expect(validateNewPassword('1234567', '1234567')).toEqual({ password: 'Password must be at least 8 characters.' });
    expect(validateNewPassword('12345678', '12345679')).toEqual({ confirmation: 'Passwords do not match.' });
    expect(validateNewPassword('short', 'other')).toEqual({
      password: AUTH_MESSAGES.resetPasswordTooShort,
      confirmation: AUTH_MESSAGES.resetPasswordsDiffer,
    });
  });
});
