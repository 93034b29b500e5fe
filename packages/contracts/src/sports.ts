/** The ten sports offered in the landing-page and venue-list search selects (player.md §2). */
export const SEARCH_SPORTS = [
  'Football',
  'Tennis',
  'Basketball',
  'Badminton',
  'Squash',
  'Table Tennis',
  'Cricket',
  'Rugby',
  'Hockey',
  'Swimming',
] as const;

/** Favourite-sport chips on the player profile (player.md §9). */
export const PROFILE_POPULAR_SPORTS = [
  'Football',
  'Tennis',
  'Basketball',
  'Badminton',
  'Squash',
  'Table Tennis',
  'Cricket',
  'Rugby',
  'Hockey',
  'Volleyball',
] as const;

/** Sports suggested in the owner's venue form (owner-admin.md §9). */
export const OWNER_POPULAR_SPORTS = [
  'Football',
  'Tennis',
  'Basketball',
  'Badminton',
  'Squash',
  'Table Tennis',
  'Cricket',
  'Rugby',
  'Hockey',
  'Swimming',
  'Volleyball',
  'Golf',
  'Boxing',
  'Martial Arts',
  'Climbing',
] as const;

export const COMMON_FACILITIES = [
  'Changing Rooms',
  'Parking',
  'Cafe',
  'Equipment Rental',
  'Floodlights',
  'Air Conditioning',
  'Spectator Area',
  'Pro Shop',
  'Coaching Available',
  'Sauna',
  'Shower Facilities',
  'Lockers',
] as const;

export const PRESET_BLOCK_REASONS = [
  'Equipment Maintenance',
  'Court Resurfacing',
  'Private Tournament',
  'Staff Training',
  'Seasonal Closure',
  'Weather Conditions',
  'Special Event',
  'Repairs & Upgrades',
] as const;

export const BLOG_CATEGORIES_PUBLIC = ['All', 'Guides', 'Venues', 'Tips', 'Sports', 'News'] as const;
export const BLOG_CATEGORIES_FORM = ['Guides', 'Venues', 'Tips', 'Sports'] as const;
