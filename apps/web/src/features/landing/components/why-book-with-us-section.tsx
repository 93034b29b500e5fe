import { Clock, MousePointerClick, Repeat, Wallet, type LucideIcon } from 'lucide-react';

const BENEFITS: { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Easy to use',
    text: 'Pick a sport, a place and a time. Clear prices and live availability mean no phone calls and no guesswork.',
    Icon: MousePointerClick,
  },
  {
    title: 'Repeat bookings',
    text: "Found a court you love? 'Book again' on a past booking picks the same venue, sport and hours for the coming week.",
    Icon: Repeat,
  },
  {
    title: 'Split the cost',
    text: 'Invite your teammates to pay their share by email, so nobody is left covering the whole booking.',
    Icon: Wallet,
  },
  {
    title: 'Book any time',
    text: 'Online booking is open 24/7: see what is free, pay by card and get your confirmation by email in seconds.',
    Icon: Clock,
  },
];

export function WhyBookWithUsSection() {
  return (
    <section aria-labelledby="why-book-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-book-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Why Book With Us
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Everything you need to spend less time organising and more time playing.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
