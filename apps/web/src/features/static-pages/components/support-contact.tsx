import { SUPPORT } from '@app/contracts';

/** Support email and phone as links, for the contact sections of the static pages. */
export function SupportContact() {
  return (
    <ul className="list-none! space-y-1 pl-0!">
      <li>
        Email:{' '}
        <a href={`mailto:${SUPPORT.email}`} className="font-medium text-emerald-800 underline underline-offset-2">
          {SUPPORT.email}
        </a>
      </li>
      <li>
        Phone:{' '}
        <a
          href={`tel:${SUPPORT.phone.replace(/\s+/g, '')}`}
          className="font-medium text-emerald-800 underline underline-offset-2"
        >
          {SUPPORT.phone}
        </a>
      </li>
    </ul>
  );
}
