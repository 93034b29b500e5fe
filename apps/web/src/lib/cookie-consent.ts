import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUES, type CookieConsent } from '@app/contracts';
import { readStorage, writeStorage } from './storage';

export function isCookieConsent(value: unknown): value is CookieConsent {
  return (COOKIE_CONSENT_VALUES as readonly unknown[]).includes(value);
}

/** The visitor's stored choice, or null when they have not chosen (or the stored value is unknown). */
export function readCookieConsent(): CookieConsent | null {
  const stored = readStorage(COOKIE_CONSENT_KEY);
  return isCookieConsent(stored) ? stored : null;
}

export function saveCookieConsent(choice: CookieConsent): void {
  writeStorage(COOKIE_CONSENT_KEY, choice);
}
