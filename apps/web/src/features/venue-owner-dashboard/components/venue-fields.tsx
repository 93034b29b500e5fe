import { COMMON_FACILITIES, OWNER_POPULAR_SPORTS } from '@app/contracts';
import type { ReactNode } from 'react';
import { LocationAutocomplete } from '@/components/location-autocomplete';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { addName, removeName } from '../lib/name-list';
import { addSport, removeSport, type VenueDraft } from '../lib/venue-draft';
import { NameListEditor } from './name-list-editor';

const textareaClassName =
  'block min-h-28 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600';

/**
 * The venue's own fields (name, location, address, description, sports, facilities), shared by the
 * Add/Edit modal and the Venue Details tab. `sportExtras` renders each sport's price, photos and courts
 * where the caller wants them (the modal does; the Details tab leaves those to Pricing and Edit Venue).
 */
export function VenueFields({
  idPrefix,
  draft,
  onChange,
  sportExtras,
}: {
  idPrefix: string;
  draft: VenueDraft;
  onChange: (draft: VenueDraft) => void;
  sportExtras?: (sport: string) => ReactNode;
}) {
  return (
    <div className="space-y-5">
      <FormField id={`${idPrefix}-name`} label="Venue name">
        {(control) => (
          <Input
            {...control}
            value={draft.name}
            maxLength={120}
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
          />
        )}
      </FormField>
      <LocationAutocomplete
        label="Location"
        placeholder="Town or area, e.g. Islington, London"
        value={{ text: draft.location, place: null }}
        onChange={(value) => onChange({ ...draft, location: value.text })}
      />
      <FormField id={`${idPrefix}-address`} label="Address">
        {(control) => (
          <Input
            {...control}
            value={draft.address}
            maxLength={240}
            autoComplete="street-address"
            onChange={(event) => onChange({ ...draft, address: event.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-description`} label="Description">
        {(control) => (
          <textarea
            {...control}
            className={textareaClassName}
            value={draft.description}
            maxLength={4000}
            onChange={(event) => onChange({ ...draft, description: event.target.value })}
          />
        )}
      </FormField>
      <NameListEditor
        label="Sports"
        suggestions={OWNER_POPULAR_SPORTS}
        value={draft.sports}
        placeholder="Another sport, e.g. Padel"
        onAdd={(name) => onChange(addSport(draft, name))}
        onRemove={(name) => onChange(removeSport(draft, name))}
      />
      {sportExtras && draft.sports.length > 0 && (
        <div className="space-y-4">{draft.sports.map((sport) => sportExtras(sport))}</div>
      )}
      <NameListEditor
        label="Facilities"
        suggestions={COMMON_FACILITIES}
        value={draft.facilities}
        placeholder="Another facility, e.g. Bike Racks"
        onAdd={(name) => onChange({ ...draft, facilities: addName(draft.facilities, name) })}
        onRemove={(name) => onChange({ ...draft, facilities: removeName(draft.facilities, name) })}
      />
    </div>
  );
}
