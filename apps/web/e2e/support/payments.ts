import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newPlayer, registerPlayerViaApi, verifyViaApi, type NewPlayer } from './accounts';
import { apiLogin, type ApiSession } from './session';
import { londonDateIn } from './venues';

/*
 * Helpers for the booking and payment specs. Specs share one server and database, so each payment spec
 * uses its own freshly registered player (the freshPlayer fixture) and its own venue, sport and date,
 * and reads the slots API for hours that are free instead of assuming any.
 */

/** '2026-11-25' → 'Wednesday 25 November 2026', as checkout shows it. */
export function longDate(date: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

export function pounds(pence: number): string {
  return `£${Math.trunc(pence / 100).toLocaleString('en-GB')}.${String(pence % 100).padStart(2, '0')}`;
}

export interface VerifiedPlayer extends NewPlayer {
  session: ApiSession;
}

/** Registers a player through the API and verifies the address from the e-mailed link (checkout needs it verified). */
export async function registerVerifiedPlayer(request: APIRequestContext, label: string): Promise<VerifiedPlayer> {
  const player = newPlayer(label, 'Robin Payne');
  await registerPlayerViaApi(request, player);
  await verifyViaApi(request, player.email);
  return { ...player, session: await apiLogin(request, player) };
}

export interface SlotInfo {
  time: string;
  available: boolean;
  pricePence: number | null;
  unavailableReason: string | null;
  courtsLeft: number;
  courtCount: number;
}

export async function daySlots(
  request: APIRequestContext,
  venueId: number,
  sport: string,
  date: string,
): Promise<SlotInfo[]> {
  const response = await request.get(`/api/venues/${venueId}/slots/?sport=${encodeURIComponent(sport)}&date=${date}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: SlotInfo[] }).slots;
}

/**
 * `count` consecutive free hours, followed by `spare` more free ones (so an amendment can add one),
 * on `date`. Consecutive hours keep the labels simple ('10:00 - 12:00').
 */
export async function freeHours(
  request: APIRequestContext,
  venueId: number,
  sport: string,
  date: string,
  count: number,
  { spare = 0 }: { spare?: number } = {},
): Promise<{ times: string[]; spareTimes: string[]; slots: SlotInfo[] }> {
  const found = await tryFreeHours(request, venueId, sport, date, count, spare);
  if (!found) throw new Error(`no ${count + spare} free consecutive hours for ${sport} at venue ${venueId} on ${date}`);
  return found;
}

async function tryFreeHours(
  request: APIRequestContext,
  venueId: number,
  sport: string,
  date: string,
  count: number,
  spare: number,
) {
  const slots = await daySlots(request, venueId, sport, date);
  const free = (slot: SlotInfo | undefined) =>
    Boolean(slot && slot.available && slot.pricePence !== null && slot.courtsLeft === slot.courtCount);
  for (let start = 0; start + count + spare <= slots.length; start += 1) {
    const run = slots.slice(start, start + count + spare);
    const consecutive = run.every(
      (slot, index) => index === 0 || Number(slot.time.slice(0, 2)) === Number(run[index - 1]!.time.slice(0, 2)) + 1,
    );
    if (consecutive && run.every(free)) {
      return {
        times: run.slice(0, count).map((slot) => slot.time),
        spareTimes: run.slice(count).map((slot) => slot.time),
        slots,
      };
    }
  }
  return null;
}

/** The first day from `fromDays` ahead (up to a week later; venues close on some weekdays) with such hours free. */
export async function findFreeDay(
  request: APIRequestContext,
  venueId: number,
  sport: string,
  fromDays: number,
  count: number,
  { spare = 0 }: { spare?: number } = {},
): Promise<{ date: string; times: string[]; spareTimes: string[]; slots: SlotInfo[] }> {
  for (let days = fromDays; days < fromDays + 7; days += 1) {
    const date = londonDateIn(days);
    const found = await tryFreeHours(request, venueId, sport, date, count, spare);
    if (found) return { date, ...found };
  }
  throw new Error(
    `no day with ${count + spare} free consecutive hours for ${sport} at venue ${venueId} from ${fromDays} days ahead`,
  );
}

/** On the venue page: picks the sport, the date and the given hours, then Book Now (lands on /checkout). */
export async function chooseSlotsAndBook(
  page: Page,
  venueId: number,
  sport: string,
  date: string,
  times: readonly string[],
): Promise<void> {
  await page.goto(`/venue/${venueId}`);
  const panel = page.getByRole('region', { name: 'Book this venue' });
  await panel.getByLabel('Sport', { exact: true }).selectOption(sport);
  await panel.getByLabel('Date').fill(date);
  const group = panel.getByRole('group', { name: 'Available times' });
  for (const time of times) {
    const button = group.getByRole('button', { name: new RegExp(`^${time} - `) });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Fills and submits the 'Add new payment method' dialog (Payment tab or checkout). */
export async function addCardInDialog(
  page: Page,
  number: string,
  { name = 'Robin Payne' }: { name?: string } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add new payment method' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry month').selectOption('12');
  await dialog.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Cardholder name').fill(name);
  await dialog.getByLabel('Country').selectOption('GB');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

/** Saves a test card straight through the API (for specs about something else). */
export async function addCardViaApi(request: APIRequestContext, token: string, number: string): Promise<number> {
  const tokenised = await request.post('/api/sandbox/payment-methods', {
    data: {
      card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
      billing_details: { address: { country: 'GB' } },
    },
  });
  expect(tokenised.status(), await tokenised.text()).toBe(200);
  const { id } = (await tokenised.json()) as { id: string };
  const saved = await request.post('/api/payment-methods/', {
    data: { payment_method_id: id },
    headers: { Authorization: `Token ${token}` },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { payment_method: { id: number } }).payment_method.id;
}
