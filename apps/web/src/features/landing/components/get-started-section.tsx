import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';

/** Closing calls to action; both lead to player registration (player.md §2). */
export function GetStartedSection() {
  return (
    <section aria-labelledby="get-started-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-emerald-900 px-6 py-14 text-center text-white sm:px-12">
          <h2 id="get-started-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Ready for your next game?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-emerald-50">
            Create a free profile to book venues, save your favourite sports and split the bill with friends.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/register" className={buttonStyles({ variant: 'inverse', size: 'lg' })}>
              Start Playing Now
            </Link>
            <Link to="/register" className={buttonStyles({ variant: 'outline-inverse', size: 'lg' })}>
              Create My Free Profile
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
