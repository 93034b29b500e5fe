// @vitest-environment jsdom
import { ADMIN_MESSAGES, AUTH_MESSAGES, VENUE_MESSAGES, type CancellationRequestView, type User } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { USERS_PAGE_SIZE } from '@/features/admin-dashboard/components/users-tab';
import { makeUser } from './support/make-user';
import { authAs, jsonResponse, renderWithProviders, requestUrl, stubFetch } from './support/render-app';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = stubFetch();
const admin = makeUser({ id: 1, role: 'admin', name: 'Ada Admin' });
const player = makeUser({ id: 2, name: 'Pat Player', email: 'pat@example.com' });
const owner = makeUser({ id: 3, role: 'venue_owner', name: 'Pia Pending', email: 'pia@example.com', approved: false });

const overview = {
  success: true,
  recent_activity: [],
  system_health: {
    bookings_today: 0,
    revenue_today: 0,
    bookings_this_month: 0,
    revenue_this_month: 0,
    pending_cancellation_requests: 1,
    venues_pending_approval: 2,
    owners_pending_approval: 1,
    note: ADMIN_MESSAGES.healthNote,
  },
  daily: [],
};
const venue = (id: number, name: string, approved: boolean, ownerApproved: boolean) => ({
  id,
  name,
  description: 'Courts',
  location: 'Camden, London',
  address: '1 Road',
  latitude: null,
  longitude: null,
  sports: ['Tennis'],
  images: [],
  facilities: [],
  approved,
  ownerId: 3,
  sportConfigs: [],
  minPricePence: 3000,
  createdAt: '2026-11-01T10:00:00.000Z',
  distanceKm: null,
  owner: {
    id: ownerApproved ? 9 : 3,
    name: ownerApproved ? 'Olly Owner' : 'Pia Pending',
    email: 'o@example.com',
    approved: ownerApproved,
  },
  approvalDate: null,
  approvalNotes: null,
});
const request: CancellationRequestView = {
  id: 5,
  status: 'pending',
  reason: 'Injured',
  refundType: null,
  refundAmount: null,
  refundReason: null,
  adminNotes: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  decisionStalled: false,
  requestedBy: { name: 'Pat Player', email: 'pat@example.com' },
  booking: {
    id: 40,
    code: 'SB-7K3Q9X',
    totalAmount: 60,
    totalAmountPence: 6000,
    refundableAmountPence: 6000,
    paymentStatus: 'succeeded',
    status: 'cancellation_requested',
    isSplit: false,
    date: '2026-11-25',
    sport: 'Tennis',
    timeSlots: ['10:00', '11:00'],
    startsAt: '2026-11-25T10:00:00.000Z',
    venue: { id: 1, name: 'Camden Courts', location: 'Camden' },
  },
};

/** Answers GETs with fixtures; PATCHes with `patchAnswer` (recorded in `patches`). */
let patchAnswer: () => Response;
let cancellationRequests: CancellationRequestView[];
let userList: User[];
const patches: { path: string; body: unknown }[] = [];
beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
  patches.length = 0;
  cancellationRequests = [request];
  userList = [
    admin,
    player,
    makeUser({ id: 4, name: 'Ben Banned', email: 'ben@example.com', status: 'banned', is_active: false }),
  ];
  patchAnswer = () => jsonResponse({ success: true, message: 'ok', user: owner });
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    if (init?.method === 'PATCH') {
      patches.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return patchAnswer();
    }
    if (url.pathname === '/api/admin/overview/') return jsonResponse(overview);
    if (url.pathname === '/api/venues/')
      return jsonResponse({
        success: true,
        venues: [
          venue(11, 'Live Courts', true, true),
          venue(12, 'Waiting Arena', false, false),
          venue(13, 'Ready Hall', false, true),
        ],
        total: 3,
        totalCapped: false,
        page: 1,
        pageSize: 100,
      });
    if (url.pathname === '/api/auth/users') {
      const users = url.searchParams.get('role') === 'venue_owner' ? [owner] : userList;
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('pageSize') ?? users.length);
      return jsonResponse({
        success: true,
        users: page ? users.slice((page - 1) * size, page * size) : users,
        total: users.length,
      });
    }
    if (url.pathname === '/api/cancellation-requests/')
      return jsonResponse({
        success: true,
        cancellation_requests: cancellationRequests,
        summary: {
          total_requests: 1,
          pending_requests: 1,
          approved_requests: 0,
          rejected_requests: 0,
          processing_requests: 0,
          total_refund_amount: 0,
        },
      });
    return jsonResponse({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
});

function renderAt(tab: string, blogTab?: React.ReactNode) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/dashboard?tab=${tab}`]}>
      <AdminDashboard blogTab={blogTab} />
    </MemoryRouter>,
    { auth: authAs('signed-in', admin) },
  );
}
const failWith = (status: number, error: string) => () =>
  jsonResponse({ success: false, error, code: 'CONFLICT' }, status);
const inTable = () => within(screen.getByRole('table'));

describe('admin dashboard', () => {
  it('shows six tabs, and the Blog tab only when the app gives its content', async () => {
    renderAt('overview');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+ waiting/, ''))).toEqual([
      'Overview',
      'Venues',
      'Users',
      'Refunds',
      'Venue Owner Approvals',
      'Venue Approvals',
    ]);
    expect(await screen.findByText('No recent activity')).toBeTruthy();
  });

  it('renders the given Blog tab content', async () => {
    renderAt('blog', <p>Blog admin table</p>);
    expect(screen.getByRole('tab', { name: 'Blog' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Blog admin table')).toBeTruthy();
  });

  it('bans with an optional reason and unbans, with the §8 messages', async () => {
    patchAnswer = () => jsonResponse({ success: true, message: AUTH_MESSAGES.userBanned });
    renderAt('users');
    const row = (await screen.findAllByText('Pat Player'))[0]!.closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Ban' }));
    fireEvent.change(await screen.findByLabelText('Reason (optional)'), { target: { value: 'No-shows' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban user' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.userBanned));
    expect(patches[0]).toEqual({ path: '/api/auth/users/2/status', body: { status: 'banned', reason: 'No-shows' } });

    patchAnswer = () => jsonResponse({ success: true, message: AUTH_MESSAGES.userUnbanned });
    fireEvent.click(
      within((await screen.findAllByText('Ben Banned'))[0]!.closest('tr')!).getByRole('button', { name: 'Unban' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.userUnbanned));
    expect(inTable().queryAllByRole('button', { name: 'Ban' })).toHaveLength(1); // not for the admin
  });

  it("says 'Failed to change user status' when a ban fails", async () => {
    patchAnswer = failWith(500, 'boom');
    renderAt('users');
    fireEvent.click(
      within((await screen.findAllByText('Pat Player'))[0]!.closest('tr')!).getByRole('button', { name: 'Ban' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ban user' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(AUTH_MESSAGES.changeStatusFailed));
  });

  it('approves and rejects a venue owner after confirming, with the §8 messages', async () => {
    renderAt('owner-approvals');
    fireEvent.change(await screen.findByLabelText('Notes (optional)'), { target: { value: 'Documents checked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.ownerApproved));
    expect(patches[0]).toMatchObject({
      path: '/api/auth/users/3/profile',
      body: { approved: true, approvalNotes: 'Documents checked', approvalDate: expect.any(String) },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.ownerRejected));
    expect(patches[1]).toEqual({ path: '/api/auth/users/3/profile', body: { approved: false } });

    patchAnswer = failWith(400, ADMIN_MESSAGES.approvalOnlyForOwners);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(AUTH_MESSAGES.ownerApprovalFailed, {
        description: ADMIN_MESSAGES.approvalOnlyForOwners,
      }),
    );
  });

  it('warns to approve the owner first and approves or rejects venues with the §8 messages', async () => {
    patchAnswer = () => jsonResponse({ success: true, message: VENUE_MESSAGES.venueApproved });
    renderAt('venue-approvals');
    const waiting = (await screen.findByRole('heading', { name: 'Waiting Arena' })).closest('article')!;
    expect(within(waiting).getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
    expect(within(waiting).getByText(/Pia Pending is still awaiting approval/)).toBeTruthy();
    const ready = screen.getByRole('heading', { name: 'Ready Hall' }).closest('article')!;
    fireEvent.click(within(ready).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(VENUE_MESSAGES.venueApproved));
    expect(patches[0]).toMatchObject({ path: '/api/venues/13/', body: { approved: true } });

    fireEvent.click(within(waiting).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(VENUE_MESSAGES.venueRejected));

    patchAnswer = failWith(409, VENUE_MESSAGES.approveOwnerFirst);
    fireEvent.click(within(ready).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(VENUE_MESSAGES.approvalFailed, {
        description: VENUE_MESSAGES.approveOwnerFirst,
      }),
    );
  });

  it("unapproves a live venue from the Venues table with the notes 'Admin review'", async () => {
    renderAt('venues');
    fireEvent.click(await inTableFind('Unapprove'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unapprove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(VENUE_MESSAGES.venueUnapproved));
    expect(patches[0]).toEqual({ path: '/api/venues/11/', body: { approved: false, approvalNotes: 'Admin review' } });
  });

  it('decides a refund: partial needs an amount within what is refundable; failures say so', async () => {
    patchAnswer = () =>
      jsonResponse({
        success: true,
        message: ADMIN_MESSAGES.cancellationApproved('£25.50'),
        cancellation_request: { ...request, status: 'approved' },
      });
    renderAt('refunds');
    fireEvent.click(await inTableFind('Review'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByLabelText(/Partial refund/));
    const submit = () => dialog.getByRole('button', { name: /Approve (and refund|without)/ });
    expect(submit()).toHaveProperty('disabled', true);
    fireEvent.change(dialog.getByLabelText('Refund amount (£)'), { target: { value: '61' } });
    expect(dialog.getByText(ADMIN_MESSAGES.refundAboveRefundable('£60.00'))).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    fireEvent.change(dialog.getByLabelText('Refund amount (£)'), { target: { value: '25.50' } });
    expect(submit().textContent).toBe('Approve and refund £25.50');
    fireEvent.click(submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_MESSAGES.cancellationApproved('£25.50')));
    expect(patches[0]).toEqual({
      path: '/api/cancellation-requests/5/',
      body: { status: 'approved', refund_type: 'partial', refund_amount: '25.50' },
    });

    patchAnswer = failWith(409, 'This request has already been decided.');
    fireEvent.click(await inTableFind('Review'));
    const again = within(await screen.findByRole('dialog'));
    fireEvent.click(again.getByLabelText(/Reject/));
    fireEvent.click(again.getByRole('button', { name: 'Reject request' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(ADMIN_MESSAGES.processCancellationFailed, {
        description: 'This request has already been decided.',
      }),
    );
  });
});

describe('admin users in pages', () => {
  it('shows a page of accounts with the total, pages with Previous and Next, and starts again at page 1 on a new search', async () => {
    userList = Array.from({ length: USERS_PAGE_SIZE + 5 }, (_, index) =>
      makeUser({ id: 100 + index, name: `Player ${index + 1}`, email: `p${index + 1}@example.com` }),
    );
    renderAt('users');
    expect(await screen.findByText(`Showing 1–${USERS_PAGE_SIZE} of ${USERS_PAGE_SIZE + 5} accounts`)).toBeTruthy();
    expect(screen.getByText(`${USERS_PAGE_SIZE + 5} accounts`)).toBeTruthy();
    expect(inTable().getAllByRole('row')).toHaveLength(USERS_PAGE_SIZE + 1);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        `Showing ${USERS_PAGE_SIZE + 1}–${USERS_PAGE_SIZE + 5} of ${USERS_PAGE_SIZE + 5} accounts`,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(inTable().getAllByRole('row')).toHaveLength(6));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    const lastRequest = () =>
      requestUrl(fetchMock.mock.calls.filter(([input]) => requestUrl(input).pathname === '/api/auth/users').at(-1)![0]);
    expect(lastRequest().searchParams.get('page')).toBe('2');
    fireEvent.change(screen.getByLabelText('Search users by name or e-mail'), { target: { value: 'Player' } });
    await waitFor(() => expect(lastRequest().searchParams.get('page')).toBe('1'));
  });
});

describe('admin refunds with a decision that stopped part-way', () => {
  it("offers 'Decide again' only once the decision has stalled, and says 'Being processed' before", async () => {
    cancellationRequests = [
      { ...request, id: 6, status: 'processing', decisionStalled: true, reason: 'Stalled one' },
      { ...request, id: 7, status: 'processing', decisionStalled: false, reason: 'Recent one' },
    ];
    renderAt('refunds');
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('button', { name: 'Decide again' })).toHaveLength(1);
    expect(table.queryByRole('button', { name: 'Review' })).toBeNull();
    expect(table.getByText('Being processed')).toBeTruthy();
    patchAnswer = () =>
      jsonResponse({
        success: true,
        message: ADMIN_MESSAGES.cancellationRejected,
        cancellation_request: { ...request, id: 6, status: 'rejected' },
      });
    fireEvent.click(table.getByRole('button', { name: 'Decide again' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByLabelText(/Reject/));
    fireEvent.click(dialog.getByRole('button', { name: 'Reject request' }));
    await waitFor(() =>
      expect(patches[0]).toEqual({ path: '/api/cancellation-requests/6/', body: { status: 'rejected' } }),
    );
  });
});

async function inTableFind(name: string) {
  await screen.findByRole('table');
  return inTable().getAllByRole('button', { name })[0]!;
}
