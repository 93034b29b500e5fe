import { ADMIN_MESSAGES, UNAPPROVE_NOTES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LABELS,
  activityAmount,
  activityKind,
  activityWhen,
} from '@/features/admin-dashboard/lib/activity-presentation';
import { adminTabFromParam, visibleAdminTabs } from '@/features/admin-dashboard/lib/admin-tabs';
import { chartDateLabel, chartSeries, poundsAxisLabel } from '@/features/admin-dashboard/lib/chart-series';
import {
  INITIAL_REFUND_FORM,
  policyPromise,
  refundDecisionBody,
  requestsForReview,
} from '@/features/admin-dashboard/lib/refund-decision';
import { userStatusAction } from '@/features/admin-dashboard/lib/user-presentation';
import {
  ownerBlocksApproval,
  venueActions,
  venueDecisionBody,
} from '@/features/admin-dashboard/lib/venue-approval-state';

describe('the refund decision form (owner-admin.md §5 partial refund)', () => {
  const approve = (patch: Partial<typeof INITIAL_REFUND_FORM>) =>
    refundDecisionBody({ ...INITIAL_REFUND_FORM, ...patch }, 6000);

  it('sends a full refund of what is refundable, and no refund as none', () => {
    expect(approve({ refundReason: ' Injury ', adminNotes: '' })).toEqual({
      ok: true,
      body: { status: 'approved', refund_type: 'full', refund_reason: 'Injury' },
      refundPence: 6000,
    });
    expect(approve({ refundType: 'none', adminNotes: 'Policy' })).toEqual({
      ok: true,
      body: { status: 'approved', refund_type: 'none', admin_notes: 'Policy' },
      refundPence: 0,
    });
  });

  it('keeps submit disabled without an amount, and explains a bad one', () => {
    expect(approve({ refundType: 'partial', amount: '' })).toEqual({ ok: false, error: null });
    expect(approve({ refundType: 'partial', amount: '0' })).toEqual({
      ok: false,
      error: ADMIN_MESSAGES.refundAmountRequired,
    });
    expect(approve({ refundType: 'partial', amount: '-3' })).toEqual({
      ok: false,
      error: ADMIN_MESSAGES.refundAmountRequired,
    });
    expect(approve({ refundType: 'partial', amount: '12.345' })).toEqual({
      ok: false,
      error: ADMIN_MESSAGES.refundAmountInvalid,
    });
    expect(approve({ refundType: 'partial', amount: '60.01' })).toEqual({
      ok: false,
      error: ADMIN_MESSAGES.refundAboveRefundable('£60.00'),
    });
  });

  it('sends a valid partial amount as typed, in pounds, with its pence for the button', () => {
    expect(approve({ refundType: 'partial', amount: '25.5' })).toEqual({
      ok: true,
      body: { status: 'approved', refund_type: 'partial', refund_amount: '25.5' },
      refundPence: 2550,
    });
    expect(approve({ refundType: 'partial', amount: '60' })).toMatchObject({ ok: true, refundPence: 6000 });
  });

  it('rejects with notes only, whatever refund was chosen before', () => {
    expect(
      approve({ decision: 'rejected', refundType: 'partial', amount: 'nonsense', adminNotes: ' Too late ' }),
    ).toEqual({ ok: true, body: { status: 'rejected', admin_notes: 'Too late' }, refundPence: 0 });
  });
});

describe('the order of the Refunds table', () => {
  it('puts waiting requests first, oldest first, then decided ones newest first', () => {
    const request = (id: number, status: string, createdAt: string) => ({ id, status, createdAt });
    const sorted = requestsForReview([
      request(1, 'approved', '2026-11-01T10:00:00Z'),
      request(2, 'pending', '2026-11-20T10:00:00Z'),
      request(3, 'rejected', '2026-11-10T10:00:00Z'),
      request(4, 'pending', '2026-11-05T10:00:00Z'),
      request(5, 'processing', '2026-11-21T10:00:00Z'),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual([4, 2, 5, 3, 1]);
  });
});

describe('venue approval actions (owner-admin.md §4)', () => {
  it('offers Approve and Reject for a pending venue, Unapprove for a live one', () => {
    expect(venueActions({ approved: false })).toEqual(['approve', 'reject']);
    expect(venueActions({ approved: true })).toEqual(['unapprove']);
  });

  it('blocks approval while the owner is not approved', () => {
    expect(ownerBlocksApproval({ approved: false, owner: { approved: false } })).toBe(true);
    expect(ownerBlocksApproval({ approved: false, owner: { approved: true } })).toBe(false);
    expect(ownerBlocksApproval({ approved: false, owner: null })).toBe(false);
    expect(ownerBlocksApproval({ approved: true, owner: { approved: false } })).toBe(false);
  });

  it("unapproves with the notes 'Admin review' unless others are given", () => {
    expect(venueDecisionBody('unapprove', '')).toEqual({ approved: false, notes: UNAPPROVE_NOTES });
    expect(venueDecisionBody('approve', ' Looks great ')).toEqual({ approved: true, notes: 'Looks great' });
    expect(venueDecisionBody('reject', '')).toEqual({ approved: false });
  });
});

describe('user status actions', () => {
  it('bans active players and owners, unbans the banned, and offers nothing for admins or yourself', () => {
    expect(userStatusAction({ id: 2, role: 'player', status: 'active' }, 1)).toBe('ban');
    expect(userStatusAction({ id: 3, role: 'venue_owner', status: 'active' }, 1)).toBe('ban');
    expect(userStatusAction({ id: 2, role: 'player', status: 'banned' }, 1)).toBe('unban');
    expect(userStatusAction({ id: 4, role: 'admin', status: 'active' }, 1)).toBeNull();
    expect(userStatusAction({ id: 1, role: 'player', status: 'active' }, 1)).toBeNull();
  });
});

describe('overview charts and activity', () => {
  it('labels London dates without shifting them and sums the series', () => {
    expect(chartDateLabel('2026-03-29')).toBe('29 Mar');
    const series = chartSeries([
      { date: '2026-11-20', bookings: 2, revenue: 60, revenue_pence: 6000 },
      { date: '2026-11-21', bookings: 1, revenue: -10.5, revenue_pence: -1050 },
    ]);
    expect(series).toEqual({
      labels: ['20 Nov', '21 Nov'],
      bookings: [2, 1],
      revenue: [60, -10.5],
      totals: { bookings: 3, revenuePence: 4950 },
    });
    expect(poundsAxisLabel(1234.4)).toBe('£1,234');
  });

  it('names activity kinds, shows amounts from pence and says when', () => {
    expect(activityKind({ type: 'cancellation_request' })).toBe('cancellation_request');
    expect(activityKind({ type: 'user' })).toBe('other');
    expect(ACTIVITY_LABELS.cancellation_request).toBe('Cancellation');
    expect(activityAmount({ data: { total_pence: 4550, total_amount: 45.5 } })).toBe('£45.50');
    expect(activityAmount({ data: { name: 'Venue' } })).toBeNull();
    expect(activityAmount({ data: { refunded_pence: 2550 } })).toBe('£25.50');
    const now = new Date('2026-11-21T12:00:00Z');
    expect(activityWhen('2026-11-21T11:59:40Z', now)).toBe('Just now');
    expect(activityWhen('2026-11-21T11:15:00Z', now)).toBe('45 min ago');
    expect(activityWhen('2026-11-21T07:00:00Z', now)).toBe('5 h ago');
    expect(activityWhen('2026-11-20T07:00:00Z', now)).toBe('Yesterday');
    expect(activityWhen('2026-11-01T07:00:00Z', now)).toBe('1 Nov 2026');
  });
});

describe('admin tabs', () => {
  it('shows Blog only when its content is given, in the spec order', () => {
    expect(visibleAdminTabs(false).map((tab) => tab.label)).toEqual([
      'Overview',
      'Venues',
      'Users',
      'Refunds',
      'Venue Owner Approvals',
      'Venue Approvals',
    ]);
    expect(visibleAdminTabs(true).at(-1)?.label).toBe('Blog');
  });

  it('opens the tab named in the URL, or Overview', () => {
    expect(adminTabFromParam('refunds', false)).toBe('refunds');
    expect(adminTabFromParam('blog', false)).toBe('overview');
    expect(adminTabFromParam('blog', true)).toBe('blog');
    expect(adminTabFromParam(null, true)).toBe('overview');
  });
});

describe('what the policy promised, beside a refund decision (issue 33 §13)', () => {
  const asked = (createdAt: string) => ({
    createdAt,
    booking: { startsAt: '2026-11-25T10:00:00.000Z', refundableAmountPence: 6000 },
  });

  it('says how long before the start the player asked, and the full refund the policy gives more than 24 hours ahead', () => {
    expect(policyPromise(asked('2026-11-22T06:00:00.000Z'))).toBe(
      'Asked 3 days 4 hours before the start. The policy gives a full refund (£60.00): it was more than 24 hours ahead.',
    );
    expect(policyPromise(asked('2026-11-24T10:00:00.000Z'))).toBe(
      'Asked 1 day before the start. The policy gives a full refund (£60.00): it was more than 24 hours ahead.',
    );
  });

  it('leaves the refund to the admin within 24 hours, up to what is still refundable', () => {
    expect(policyPromise(asked('2026-11-25T05:00:00.000Z'))).toBe(
      'Asked 5 hours before the start. Within 24 hours of the start the policy promises nothing: the refund is yours to decide, up to £60.00.',
    );
    expect(policyPromise(asked('2026-11-25T09:30:00.000Z'))).toBe(
      'Asked less than an hour before the start. Within 24 hours of the start the policy promises nothing: the refund is yours to decide, up to £60.00.',
    );
  });
});
