import { Link } from 'react-router';

interface Founder {
  name: string;
  role: string;
  bio: string;
}

const FOUNDERS: readonly Founder[] = [
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & Chief Executive',
    bio: 'Former operations lead at a London leisure group who once spent a whole lunch break on hold to book a single court.',
  },
  {
    name: 'Sophie Bennett',
    role: 'Co-founder & Chief Technology Officer',
    bio: 'Software engineer who built booking systems for UK rail before deciding sport deserved the same simplicity.',
  },
  {
    name: 'Arjun Mehta',
    role: 'Co-founder & Head of Venue Partnerships',
    bio: 'County-level tennis player and club coach who knows what venue managers need from a booking partner.',
  },
];

const VALUES = [
  {
    title: 'Book in seconds',
    text: 'See real availability and prices, choose your slots and pay by card, without a single phone call.',
  },
  {
    title: 'Play together',
    text: 'Split the cost with your group so nobody is left chasing friends for money after the game.',
  },
  {
    title: 'Fair to venues',
    text: 'Owners keep control of their prices, opening hours and rules, and fill courts and pitches that would sit empty.',
  },
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export default function AboutPage() {
  return (
    <div className="text-slate-800">
      <title>Our Story | Sports Booking</title>

      <section className="bg-linear-to-b from-emerald-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">About Sports Booking</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Our Story</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-700">
            We started Sports Booking to make finding and booking a place to play as easy as the game itself.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-4xl space-y-16 px-4 py-12 sm:px-6 lg:py-16">
        <section aria-labelledby="about-story-heading" className="mx-auto max-w-3xl">
          <h2 id="about-story-heading" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            How it started
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-8 text-slate-700">
            <p>
              Sports Booking began with three friends and a weekly game of tennis in London. Every week went the same
              way: one of us rang round the local courts, left voicemails, waited for call-backs and, more often than
              not, found that the only free slot was at a time none of us could make.
            </p>
            <p>
              We were spending longer arranging our games than playing them. So we asked a simple question: why can you
              book a table, a train or a holiday in seconds, but not a tennis court down the road?
            </p>
            <p>
              Sports Booking is our answer. Players can discover quality venues across London and the UK, check live
              availability, book hourly slots and pay securely in pounds, then split the cost with friends. Venue owners
              get a simple dashboard to manage their prices, opening hours and bookings in one place.
            </p>
          </div>
        </section>

        <section aria-labelledby="about-values-heading">
          <h2 id="about-values-heading" className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">
            What we care about
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-emerald-800">{value.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-founders-heading">
          <h2 id="about-founders-heading" className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">
            Meet the founders
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
            The three tennis players who got tired of phoning around for courts.
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {FOUNDERS.map((founder) => (
              <li
                key={founder.name}
                className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="flex size-20 items-center justify-center rounded-full bg-emerald-700 text-2xl font-bold text-white"
                >
                  {initials(founder.name)}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{founder.name}</h3>
                <p className="text-sm font-medium text-emerald-800">{founder.role}</p>
                <p className="mt-3 text-sm leading-6 text-slate-600">{founder.bio}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="about-mission-heading" className="rounded-2xl bg-slate-900 p-8 text-white">
            <h2 id="about-mission-heading" className="text-2xl font-semibold">
              Our mission
            </h2>
            <p className="mt-3 leading-7 text-slate-100">
              To get more people playing more sport, by making it effortless to find a venue, book it in seconds and
              share the cost with the people you play with, while helping venues fill every hour they are open.
            </p>
          </section>
          <section aria-labelledby="about-vision-heading" className="rounded-2xl bg-emerald-800 p-8 text-white">
            <h2 id="about-vision-heading" className="text-2xl font-semibold">
              Our vision
            </h2>
            <p className="mt-3 leading-7 text-emerald-50">
              To be the UK’s leading sports-booking platform: the first place every player looks when they want a game,
              and the partner every venue trusts to keep its courts, pitches and halls busy.
            </p>
          </section>
        </div>

        <section
          aria-labelledby="about-join-heading"
          className="rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center"
        >
          <h2 id="about-join-heading" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            Ready for your next game?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-700">
            Create a free account and book your first venue in minutes.
          </p>
          <Link
            to="/register"
            className="mt-6 inline-flex items-center justify-center rounded-lg bg-emerald-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            Sign Me Up
          </Link>
        </section>
      </div>
    </div>
  );
}
