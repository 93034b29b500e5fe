import type { ReactNode } from 'react';
import { TERMS_DATE } from '@app/contracts';

export interface LegalSection {
  /** Short slug, unique within the page; prefixed with the page's idPrefix to form the anchor id. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** Prefix for every anchor id, so ids stay unique next to whatever the layout renders. */
  idPrefix: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  lastUpdated?: string;
}

/**
 * Shared frame of the player terms, venue terms and privacy policy: one h1, the date, a table of
 * contents linking to each h2 section. Section bodies may use h3 for sub-headings, never h2.
 */
export function LegalPage({ title, idPrefix, intro, sections, lastUpdated = TERMS_DATE }: LegalPageProps) {
  const anchor = (id: string) => `${idPrefix}-${id}`;
  const tocHeadingId = `${idPrefix}-contents`;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 text-slate-800 sm:px-6 lg:py-14">
      <title>{`${title} | Sports Booking`}</title>
      <header className="border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Sports Booking</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Last updated <time dateTime={toIsoDate(lastUpdated)}>{lastUpdated}</time>
        </p>
        <div className="mt-5 space-y-3 text-base leading-7 text-slate-700">{intro}</div>
      </header>

      <nav aria-labelledby={tocHeadingId} className="mt-8 rounded-xl border border-emerald-100 bg-emerald-50 p-5">
        <h2 id={tocHeadingId} className="text-base font-semibold text-slate-900">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm marker:text-emerald-800">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${anchor(section.id)}`}
                className="rounded text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={anchor(section.id)}
            aria-labelledby={`${anchor(section.id)}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${anchor(section.id)}-heading`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
              <span className="mr-2 text-emerald-800">{index + 1}.</span>
              {section.title}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-emerald-800 [&_a]:underline [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

/** 'dd/mm/yyyy' → 'yyyy-mm-dd' for the machine-readable <time> value; other shapes pass through. */
function toIsoDate(ukDate: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ukDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : ukDate;
}
