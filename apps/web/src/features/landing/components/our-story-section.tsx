import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export function OurStorySection() {
  return (
    <section aria-labelledby="our-story-title" className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="our-story-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Our Story
          </h2>
          <p className="mt-3 text-xl font-semibold text-emerald-800">
            Started by three friends who just wanted a court
          </p>
          <p className="mt-5 text-lg leading-8 text-slate-700">
            We are three friends who play tennis most weeks. Finding a free court meant phoning round venues, chasing
            spreadsheets and settling up afterwards over a dozen bank transfers. So we built the booking site we wanted:
            every venue in one place, real availability, and the bill split before anyone steps on court.
          </p>
          <p className="mt-4 text-lg leading-8 text-slate-700">
            Our aim is simple: to become the UK&apos;s leading sports-booking platform, one game at a time.
          </p>
          <Link
            to="/about"
            className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-emerald-800 hover:text-emerald-900 hover:underline"
          >
            Read our full story
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <figure className="rounded-3xl bg-gradient-to-br from-emerald-50 to-lime-50 p-8 ring-1 ring-emerald-100 sm:p-10">
          <blockquote className="text-xl leading-9 font-medium text-slate-800">
            &ldquo;We spent more time organising games than playing them. Now booking takes less time than lacing
            up.&rdquo;
          </blockquote>
          <figcaption className="mt-6 text-sm font-semibold text-emerald-900">The founders</figcaption>
        </figure>
      </div>
    </section>
  );
}
