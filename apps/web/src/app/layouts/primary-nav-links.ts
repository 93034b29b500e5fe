/** Header links shared by the desktop bar and the mobile slide-out menu. */
export const PRIMARY_NAV_LINKS = [
  { to: '/about', label: 'Our Story' },
  { to: '/venues', label: 'Venues' },
] as const;
