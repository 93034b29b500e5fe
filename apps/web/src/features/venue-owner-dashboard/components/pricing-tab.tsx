import { VENUE_MESSAGES as M, type OwnerVenue } from '@app/contracts';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateVenue } from '../api/save-venue';
import {
  invalidPriceSports,
  isPriceModified,
  modifiedSports,
  pricingPatch,
  savedPriceText,
  type PriceEdits,
} from '../lib/price-edits';

/**
 * Pricing (owner-admin.md §2): per-sport prices, 'Modified' and '(Unsaved)' until saved. The page holds
 * the edits, so they survive a look at another tab.
 */
export function PricingTab({
  venue,
  edits,
  onEditsChange: setEdits,
}: {
  venue: OwnerVenue;
  edits: PriceEdits;
  onEditsChange: (edits: PriceEdits) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateVenue();
  const changed = modifiedSports(venue, edits);

  const save = () => {
    const invalid = invalidPriceSports(venue, edits);
    if (invalid.length) return setProblem(M.pricesInvalid(invalid));
    setProblem(null);
    update.mutate(
      { venueId: venue.id, body: { sportConfigs: pricingPatch(venue, edits) } },
      {
        onSuccess: () => {
          setEdits({});
          toast.success(M.pricingUpdated);
        },
        onError: () => toast.error(M.pricingFailed),
      },
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          Market rate: most venues in your area charge £25-60/hr. Prices apply to new bookings; special dates can
          override them.
        </p>
      </div>
      {problem && <FormMessage>{problem}</FormMessage>}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {venue.sports.map((sport) => {
          const modified = isPriceModified(venue, edits, sport);
          const id = `price-tab-${sport.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <li key={sport} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <Label htmlFor={id} className="text-base font-semibold text-slate-900">
                  {sport}
                </Label>
                {modified && (
                  <p className="mt-1 flex items-center gap-2 text-sm">
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">Modified</span>
                    <span className="text-amber-900">(Unsaved)</span>
                  </p>
                )}
              </div>
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="text-slate-700">
                  £
                </span>
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className="w-32"
                  value={edits[sport] ?? savedPriceText(venue, sport)}
                  onChange={(event) => setEdits({ ...edits, [sport]: event.target.value })}
                />
                <span className="text-sm text-slate-600">/hr</span>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={changed.length === 0 || update.isPending} onClick={() => setEdits({})}>
          Discard changes
        </Button>
        <Button disabled={changed.length === 0 || update.isPending} onClick={save}>
          {update.isPending ? 'Saving…' : 'Save Pricing'}
        </Button>
      </div>
    </div>
  );
}
