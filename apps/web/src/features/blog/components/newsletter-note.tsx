import { Mail } from 'lucide-react';

/**
 * Where the spec's page has a newsletter box. There is no newsletter, so the box asks for no address
 * and says so plainly (docs/decisions/0018).
 */
export function NewsletterNote() {
  return (
    <aside aria-labelledby="newsletter-heading" className="rounded-2xl bg-emerald-900 px-6 py-8 text-white sm:px-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white/10">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 id="newsletter-heading" className="text-xl font-semibold">
            No newsletter, no inbox clutter
          </h2>
          <p className="mt-1 max-w-2xl text-emerald-50">
            We don’t send an e-mail newsletter, so we never ask for your address here. New guides, venue news and tips
            are published on this page first — bookmark it and check back.
          </p>
        </div>
      </div>
    </aside>
  );
}
