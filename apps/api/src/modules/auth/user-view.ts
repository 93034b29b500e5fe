import type { User as UserView } from '@app/contracts';
import { readJsonList, type User } from '@app/db';

/** The user as the API shows it; never includes the password hash or internal ids of providers. */
export function toUserView(row: User): UserView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    username: row.username,
    role: row.role,
    dateOfBirth: row.date_of_birth,
    favouriteSports: readJsonList(row.favourite_sports),
    marketingPreference: row.marketing_preference === 1,
    phone: row.phone,
    location: row.location,
    profileImage: row.profile_image,
    businessName: row.business_name,
    preferredContact: readJsonList(row.preferred_contact).filter(
      (method): method is 'email' | 'phone' => method === 'email' || method === 'phone',
    ),
    approved: row.approved === 1,
    approvalDate: row.approval_date,
    approvalNotes: row.approval_notes,
    emailVerified: row.email_verified === 1,
    status: row.status,
    is_active: row.status === 'active' && row.deleted_at === null,
    createdAt: row.created_at,
  };
}
