/* The admin dashboard's tabs (owner-admin.md §2), in the spec's order; Blog only when its content is given. */

export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'venues', label: 'Venues' },
  { value: 'users', label: 'Users' },
  { value: 'refunds', label: 'Refunds' },
  { value: 'owner-approvals', label: 'Venue Owner Approvals' },
  { value: 'venue-approvals', label: 'Venue Approvals' },
  { value: 'blog', label: 'Blog' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

export function visibleAdminTabs(hasBlog: boolean) {
  return ADMIN_TABS.filter((tab) => tab.value !== 'blog' || hasBlog);
}

/** The tab named in the URL (?tab=refunds), or Overview for anything unknown or hidden. */
export function adminTabFromParam(param: string | null, hasBlog: boolean): AdminTab {
  return visibleAdminTabs(hasBlog).find((tab) => tab.value === param)?.value ?? 'overview';
}
