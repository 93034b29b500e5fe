// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OwnerRegistrationForm } from '@/features/accounts/components/owner-registration-form';
import { PlayerRegistrationForm } from '@/features/accounts/components/player-registration-form';
import { OWNER_FIELD_MESSAGES } from '@/features/accounts/registration-validation';
import { renderWithProviders, stubFetch } from './support/render-app';

stubFetch();

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the registration forms', () => {
  it('label each box of the player form for the browser to fill, and take no date of birth in the future', () => {
    renderWithProviders(
      <MemoryRouter>
        <PlayerRegistrationForm onRegistered={() => {}} />
      </MemoryRouter>,
    );
    expect([box('Full name').type, box('Full name').autocomplete]).toEqual(['text', 'name']);
    expect([box('Email address').type, box('Email address').autocomplete]).toEqual(['email', 'email']);
    expect([box('Date of birth').type, box('Date of birth').autocomplete]).toEqual(['date', 'bday']);
    expect(box('Date of birth').max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(box('Full name'), { target: { value: 'Jordan Lake' } });
    expect(box('Full name').value).toBe('Jordan Lake');
  });

  it("clean the owner's address as it is typed, and send the focus to the first field left empty", () => {
    renderWithProviders(
      <MemoryRouter>
        <OwnerRegistrationForm onRegistered={() => {}} />
      </MemoryRouter>,
    );
    expect([box('Phone number').type, box('Business name').autocomplete]).toEqual(['tel', 'organization']);
    fireEvent.change(box('Email address'), { target: { value: ' Morgan@Example.COM ' } });
    expect(box('Email address').value).toBe('morgan@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create Venue Owner Account' }));
    expect(document.activeElement).toBe(box('Business name'));
    expect(box('Business name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(OWNER_FIELD_MESSAGES.businessNameRequired)).toBeTruthy();
  });
});
