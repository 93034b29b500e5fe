import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SUPPORT } from '@app/contracts';
import { FilterChips } from '@/components/ui/filter-chips';
import {
  HELP_CATEGORIES,
  HELP_CATEGORY_LABELS,
  HELP_QUESTIONS,
  SUPPORT_HOURS_24H,
  filterHelpQuestions,
  type HelpCategoryFilter,
} from '../help-questions';

export default function HelpPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategoryFilter>('all');
  const searchId = useId();
  const resultsId = useId();

  const results = filterHelpQuestions(HELP_QUESTIONS, query, category);
  const filtered = query.trim() !== '' || category !== 'all';

  const resetFilters = () => {
    setQuery('');
    setCategory('all');
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 text-slate-800 sm:px-6 lg:py-14">
      <title>Help Centre | Sports Booking</title>

      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Support</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Help Centre</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
          Answers to the questions we hear most about booking, paying and listing a venue.
        </p>
      </header>

      <div role="search" aria-label="Help Centre" className="mx-auto mt-8 max-w-2xl">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-900">
          Search help articles
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="For example: refund, split, password"
          aria-controls={resultsId}
          autoComplete="off"
          className="mt-2 block w-full rounded-lg border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-emerald-700 focus:outline-2 focus:outline-offset-1 focus:outline-emerald-700"
        />

        <FilterChips
          label="Filter by category"
          options={HELP_CATEGORIES}
          value={category}
          onChange={setCategory}
          optionLabel={(value) => HELP_CATEGORY_LABELS[value]}
          className="mt-4"
        />
      </div>

      <section aria-labelledby={`${resultsId}-heading`} className="mx-auto mt-10 max-w-3xl">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${resultsId}-heading`} className="text-xl font-semibold text-slate-900">
            Frequently asked questions
          </h2>
          <p aria-live="polite" className="text-sm text-slate-600">
            {results.length === 1 ? '1 question' : `${results.length} questions`}
          </p>
        </div>

        <div id={resultsId} className="mt-4">
          {results.length > 0 ? (
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
              {results.map((item) => (
                <li key={item.id}>
                  <details className="group" data-testid="help-question">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700 [&::-webkit-details-marker]:hidden">
                      <span>{item.question}</span>
                      <span
                        aria-hidden="true"
                        className="shrink-0 text-xl leading-none text-emerald-800 transition-transform group-open:rotate-45"
                      >
                        +
                      </span>
                    </summary>
                    <div className="px-5 pb-5 text-base leading-7 text-slate-700">
                      <p>{item.answer}</p>
                      {item.link ? (
                        <p className="mt-3">
                          <Link
                            to={item.link.to}
                            className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
                          >
                            {item.link.label}
                          </Link>
                        </p>
                      ) : null}
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
              <p className="text-lg font-semibold text-slate-900">No matching questions found</p>
              <p className="mt-2 text-slate-600">
                Try a different word or another category, or get in touch with our support team below.
              </p>
              {filtered ? (
                <button
                  type="button"
                  onClick={resetFilters}
                  className="mt-5 rounded-lg border border-emerald-700 px-4 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
                >
                  Clear search and filters
                </button>
              ) : null}
            </div>
          )}
        </div>
      </section>

      <section
        aria-labelledby={`${resultsId}-contact`}
        className="mx-auto mt-12 max-w-3xl rounded-2xl bg-emerald-50 px-6 py-8 ring-1 ring-emerald-100"
      >
        <h2 id={`${resultsId}-contact`} className="text-xl font-semibold text-slate-900">
          Still need help?
        </h2>
        <p className="mt-2 text-slate-700">
          Our support team is happy to help with bookings, payments and venue listings. Online booking is available
          24/7.
        </p>
        <div className="mt-6 grid gap-6 sm:grid-cols-3">
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-emerald-900">Email</h3>
            <a
              href={`mailto:${SUPPORT.email}`}
              className="mt-1 inline-block break-all font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
            >
              {SUPPORT.email}
            </a>
          </div>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-emerald-900">Phone</h3>
            <a
              href={`tel:${SUPPORT.phone.replace(/\s+/g, '')}`}
              className="mt-1 inline-block font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
            >
              {SUPPORT.phone}
            </a>
          </div>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-emerald-900">Support hours</h3>
            <ul className="mt-1 space-y-0.5 text-slate-700">
              {SUPPORT_HOURS_24H.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </div>
  );
}
