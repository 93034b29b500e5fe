// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { SUPPORT, TERMS_DATE } from '@app/contracts';
import AboutPage from '../src/features/static-pages/routes/about-page';
import HelpPage from '../src/features/static-pages/routes/help-page';
import PlayerTermsPage from '../src/features/static-pages/routes/player-terms-page';
import PrivacyPolicyPage from '../src/features/static-pages/routes/privacy-policy-page';
import VenueTermsPage from '../src/features/static-pages/routes/venue-terms-page';
import { HELP_QUESTIONS, filterHelpQuestions } from '../src/features/static-pages/help-questions';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

function visibleQuestions(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('details summary > span:first-child')).map((el) => el.textContent ?? '');
}

const questionText = (id: string): string => {
  const item = HELP_QUESTIONS.find((q) => q.id === id);
  if (!item) throw new Error(`no help question ${id}`);
  return item.question;
};

afterEach(() => {
  cleanup();
});

describe('help questions data', () => {
  it('has exactly 9 questions with unique ids, covering every category', () => {
    expect(HELP_QUESTIONS).toHaveLength(9);
    expect(new Set(HELP_QUESTIONS.map((q) => q.id)).size).toBe(9);
    expect(new Set(HELP_QUESTIONS.map((q) => q.category))).toEqual(
      new Set(['general', 'booking', 'payment', 'venues', 'account']),
    );
  });

  it('states the facts the spec requires', () => {
    const all = HELP_QUESTIONS.map((q) => `${q.question} ${q.answer}`).join('\n');
    expect(all).toMatch(/expires after 24 hours/);
    expect(all).toMatch(/1–2 business days/);
    expect(all).toMatch(/free up to 24 hours before the start/);
    expect(all).toMatch(/Mon-Fri 9:00-18:00, Sat 10:00-16:00/);
    expect(all).toMatch(/closed on Sundays/);
    expect(all).toMatch(/up to 30 days ahead/);
    expect(all).toMatch(/between 08:00 and 22:00/);
    expect(all).toMatch(/between 2 and 20 people/);
    expect(all).toMatch(/unpaid 4 hours before the start is charged to the organiser/);
    expect(all).toMatch(/5–7 business days/);
    expect(all).toMatch(/last 4 digits/);
    expect(all).toMatch(/List Your Venue/);
  });

  it('filters case-insensitively over question and answer text, within a category', () => {
    expect(filterHelpQuestions(HELP_QUESTIONS, '', 'all')).toHaveLength(9);
    expect(filterHelpQuestions(HELP_QUESTIONS, '  REFUND ', 'all').map((q) => q.id)).toContain('refund-time');
    // only the saved-card answer (not its question) mentions the expiry date
    expect(filterHelpQuestions(HELP_QUESTIONS, 'expiry date', 'all').map((q) => q.id)).toEqual(['saved-cards']);
    expect(filterHelpQuestions(HELP_QUESTIONS, 'password', 'venues')).toHaveLength(0);
    expect(filterHelpQuestions(HELP_QUESTIONS, '', 'payment').every((q) => q.category === 'payment')).toBe(true);
  });
});

describe('HelpPage', () => {
  it('shows one h1, a labelled search box and all 9 questions', () => {
    const { container } = renderPage(<HelpPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search help articles' })).toBeTruthy();
    expect(container.querySelectorAll('details')).toHaveLength(9);
    expect(screen.getByText('9 questions')).toBeTruthy();
    for (const q of HELP_QUESTIONS) expect(screen.getByText(q.question)).toBeTruthy();
    expect(container.querySelector('main')).toBeNull();
  });

  it('filters by category chip and marks the chip as pressed', () => {
    const { container } = renderPage(<HelpPage />);
    const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'General',
      'Booking',
      'Payment',
      'Venues',
      'Account',
    ]);
    const venues = chips.getByRole('button', { name: 'Venues' });
    fireEvent.click(venues);
    expect(venues.getAttribute('aria-pressed')).toBe('true');
    expect(chips.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(visibleQuestions(container).sort()).toEqual(
      [questionText('list-venue'), questionText('venue-approval')].sort(),
    );

    fireEvent.click(chips.getByRole('button', { name: 'Payment' }));
    expect(container.querySelectorAll('details')).toHaveLength(3);

    fireEvent.click(chips.getByRole('button', { name: 'All' }));
    expect(container.querySelectorAll('details')).toHaveLength(9);
  });

  it('filters by search text, case-insensitively, over questions and answers', () => {
    const { container } = renderPage(<HelpPage />);
    const search = screen.getByRole('searchbox', { name: 'Search help articles' });

    fireEvent.change(search, { target: { value: 'PASSWORD' } });
    expect(visibleQuestions(container)).toEqual([questionText('reset-password')]);
    expect(screen.getByText('1 question')).toBeTruthy();

    // matches answer text only
    fireEvent.change(search, { target: { value: 'organiser' } });
    expect(visibleQuestions(container)).toEqual([questionText('split-payment')]);
  });

  it('combines search and category, and shows an empty state that can be cleared', () => {
    const { container } = renderPage(<HelpPage />);
    const search = screen.getByRole('searchbox', { name: 'Search help articles' });
    fireEvent.change(search, { target: { value: 'password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Booking' }));
    expect(container.querySelectorAll('details')).toHaveLength(0);
    expect(screen.getByText('No matching questions found')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'zzz no such topic' } });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('No matching questions found')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(container.querySelectorAll('details')).toHaveLength(9);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('shows support contact details and hours', () => {
    renderPage(<HelpPage />);
    expect(screen.getByRole('link', { name: SUPPORT.email }).getAttribute('href')).toBe(`mailto:${SUPPORT.email}`);
    expect(screen.getByRole('link', { name: SUPPORT.phone })).toBeTruthy();
    expect(screen.getByText('Mon-Fri 9:00-18:00')).toBeTruthy();
    expect(screen.getByText('Sat 10:00-16:00')).toBeTruthy();
    expect(screen.getByText('Sun closed')).toBeTruthy();
  });
});

describe('AboutPage', () => {
  it('tells the story, introduces three founders and links Sign Me Up to /register', () => {
    const { container } = renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/three friends and a weekly game of tennis in London/)).toBeTruthy();
    const founders = within(screen.getByRole('region', { name: 'Meet the founders' }));
    expect(founders.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByText(/UK’s leading sports-booking platform/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Me Up' }).getAttribute('href')).toBe('/register');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('main')).toBeNull();
  });
});

describe('legal pages', () => {
  const pages = [
    ['player terms', <PlayerTermsPage key="p" />, 'Player Terms of Use'],
    ['venue terms', <VenueTermsPage key="v" />, 'Venue Terms'],
    ['privacy policy', <PrivacyPolicyPage key="pp" />, 'Privacy Policy'],
  ] as const;

  for (const [name, page, title] of pages) {
    it(`${name}: one h1, dated ${TERMS_DATE}, contents links point at existing unique ids`, () => {
      const { container } = renderPage(page);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(TERMS_DATE).toBe('19/07/2025');
      expect(container.textContent).toContain('Last updated 19/07/2025');

      const toc = screen.getByRole('navigation', { name: 'Contents' });
      const links = within(toc).getAllByRole('link');
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) {
        const id = (link.getAttribute('href') ?? '').slice(1);
        expect(container.querySelector(`[id="${id}"]`)).toBeTruthy();
      }
      const ids = Array.from(container.querySelectorAll('[id]')).map((el) => el.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(container.textContent).toContain(SUPPORT.email);
      expect(container.querySelector('main')).toBeNull();
    });
  }

  it('player terms state refunds, fees, cancellation, split-balance rules and governing law', () => {
    const { container } = renderPage(<PlayerTermsPage />);
    const text = container.textContent ?? '';
    expect(text).toMatch(/5–7 business days/);
    expect(text).toMatch(/service fee is non-refundable/);
    expect(text).toMatch(/free up to 24 hours before the start/);
    expect(text).toMatch(/reviewed by the venue or by our admin team/);
    expect(text).toMatch(/unpaid 4 hours before the start is charged to the lead user/);
    expect(text).toMatch(/booking may be cancelled/);
    expect(text).toMatch(/pounds sterling \(£\)/);
    expect(text).toMatch(/England and Wales/);
  });

  it('venue terms state the dashboard, approval and KYC rules', () => {
    const { container } = renderPage(<VenueTermsPage />);
    const text = container.textContent ?? '';
    expect(text).toMatch(/block dates/);
    expect(text).toMatch(/subject to approval by the platform/);
    expect(text).toMatch(/1–2 business days/);
    expect(text).toMatch(/identity verification \(know your customer, or KYC\)/);
  });

  it('privacy policy mentions anonymisation after 12–24 months and the 4-hour split-balance rule', () => {
    const { container } = renderPage(<PrivacyPolicyPage />);
    const text = container.textContent ?? '';
    expect(screen.getByText(/Inactive accounts may be anonymised after 12–24 months/)).toBeTruthy();
    expect(text).toMatch(/unpaid split balance is charged to you as the lead user 4 hours before the start/);
    expect(text).toMatch(/UK GDPR/);
    expect(text).toMatch(/card brand, the last 4\s+digits and the expiry date/);
    expect(text).toMatch(/5–7 business days/);
    expect(text).toMatch(/service fee is non-refundable/);
    expect(text).toMatch(/local storage/);
  });
});
