import { VenueSearchForm } from './venue-search-form';

export function HeroSection() {
  return (
    // Not overflow-hidden: the location suggestions may hang below the hero (issue 15 §7); only the
    // decoration is clipped. z-10 keeps those suggestions above the sections that follow.
    <section aria-labelledby="hero-title" className="relative isolate z-10 bg-emerald-950 text-white">
      {/* Decorative court lines and glow; purely visual. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-emerald-500/25 blur-3xl" />
        <div className="absolute -bottom-40 -left-24 size-[24rem] rounded-full bg-lime-400/15 blur-3xl" />
        <svg className="absolute inset-0 h-full w-full opacity-[0.07]" preserveAspectRatio="none" viewBox="0 0 100 60">
          <rect x="5" y="5" width="90" height="50" fill="none" stroke="white" strokeWidth="0.4" />
          <line x1="50" y1="5" x2="50" y2="55" stroke="white" strokeWidth="0.4" />
          <circle cx="50" cy="30" r="8" fill="none" stroke="white" strokeWidth="0.4" />
        </svg>
      </div>

      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-emerald-100 ring-1 ring-white/20">
          Football pitches, tennis courts, badminton halls and more
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Book your next game in seconds
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-emerald-50 sm:text-xl">
          Discover quality sports venues across London, see live availability and lock in your slot before someone else
          does.
        </p>
        <div className="mx-auto mt-10 max-w-4xl">
          <VenueSearchForm />
        </div>
      </div>
    </section>
  );
}
