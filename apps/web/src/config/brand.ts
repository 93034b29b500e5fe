/** The product name as visitors see it in the header, footer and page titles. */
export const BRAND_NAME = 'Sports Booking';
