import { SUPPORT } from '@app/contracts';
import { Clock, Mail, Phone } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '@/components/social-icons';
import { BRAND_NAME } from '@/config/brand';

const SOCIAL_LINKS: { name: string; href: string; Icon: ComponentType<{ className?: string }> }[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'X', href: 'https://x.com/', Icon: XIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
];

const LINK_GROUPS = [
  {
    title: 'Explore',
    links: [
      { to: '/help', label: 'Help Centre' },
      { to: '/about', label: 'Our Story' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/player-terms', label: 'Player Terms' },
      { to: '/venue-terms', label: 'Venue Terms' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
    ],
  },
] as const;

const footerLinkClass = 'rounded text-slate-300 hover:text-white hover:underline';

export function SiteFooter() {
  // Computed at render so the notice never goes stale (player.md §1).
  const year = new Date().getFullYear();

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to="/" aria-label={`${BRAND_NAME} home`} className="inline-block rounded-lg">
            <BrandLogo tone="light" />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6">
            Find and book quality sports venues across London in seconds, and split the cost with your team.
          </p>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {SOCIAL_LINKS.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-lg bg-white/5 text-slate-200 hover:bg-white/15 hover:text-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 md:col-span-1 lg:col-span-2">
          {LINK_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={footerLinkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Support</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <a href={`mailto:${SUPPORT.email}`} className={`flex items-center gap-2 ${footerLinkClass}`}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {SUPPORT.email}
            </a>
            <a
              href={`tel:${SUPPORT.phone.replace(/\s+/g, '')}`}
              className={`flex items-center gap-2 ${footerLinkClass}`}
            >
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {SUPPORT.phone}
            </a>
          </address>
          <div className="mt-5 flex gap-2 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <h3 className="font-medium text-white">Support hours</h3>
              <ul className="mt-1 space-y-1">
                {SUPPORT.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-3 text-emerald-300">Online booking is available 24/7.</p>
            </div>
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © {year} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
