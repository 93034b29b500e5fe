import { VENUE_MESSAGES as M, type Availability } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryKeys } from '@/lib/query-keys';
import {
  addBlockUpdate,
  blocksOf,
  removeBlockUpdate,
  removeSpecialUpdate,
  specialDatesOf,
  upsertSpecialUpdate,
} from '../lib/availability-updates';
import { BlockDatesDialog } from './block-dates-dialog';
import { SpecialDatesDialog } from './special-dates-dialog';
import type { useAvailabilitySave } from './use-availability-save';

type Saver = ReturnType<typeof useAvailabilitySave>;

/**
 * The block-date calendar and the special-dates manager for one scope (the venue, or a sport), opened
 * from the tab or from inside Manage Availability. Removals show at once and come back if the save fails.
 */
export function useDateTools({
  venueId,
  availability,
  today,
  saver,
}: {
  venueId: number;
  availability: Availability;
  today: string;
  saver: Saver;
}): {
  openBlocks: (sport: string | null) => void;
  openSpecials: (sport: string | null) => void;
  dialogs: ReactNode;
} {
  const queryClient = useQueryClient();
  const [blocksFor, setBlocksFor] = useState<{ sport: string | null } | null>(null);
  const [specialsFor, setSpecialsFor] = useState<{ sport: string | null } | null>(null);

  /** Shows a change before the server confirms it; the returned function puts the saved availability back. */
  const showNow = (change: (current: Availability) => Availability) => {
    const key = queryKeys.owner.availability(venueId);
    const before = queryClient.getQueryData<Availability>(key);
    if (before) queryClient.setQueryData(key, change(before));
    return () => before && queryClient.setQueryData(key, before);
  };

  const blockSport = blocksFor?.sport ?? null;
  const specialSport = specialsFor?.sport ?? null;
  const dialogs = (
    <>
      <BlockDatesDialog
        open={blocksFor !== null}
        onOpenChange={(open) => !open && setBlocksFor(null)}
        sport={blockSport}
        today={today}
        blocks={blocksOf(availability, blockSport)}
        busy={saver.busy}
        onBlock={(block, done) =>
          saver.save(addBlockUpdate(availability, blockSport, block), {
            success: blockSport ? M.sportBlocksSaved(blockSport) : M.datesBlocked,
            failure: blockSport ? M.sportBlocksFailed : M.blockFailed,
            onSaved: done,
          })
        }
        onUnblock={(index) => {
          const update = removeBlockUpdate(availability, blockSport, index);
          const revert = showNow((current) =>
            blockSport === null
              ? { ...current, bulkBlockedPeriods: current.bulkBlockedPeriods.filter((_, at) => at !== index) }
              : {
                  ...current,
                  sportAvailability: current.sportAvailability.map((entry) =>
                    entry.sport === blockSport
                      ? { ...entry, blockedPeriods: entry.blockedPeriods.filter((_, at) => at !== index) }
                      : entry,
                  ),
                },
          );
          saver.save(update, { success: M.dateUnblocked, failure: M.unblockFailed, revert });
        }}
      />
      <SpecialDatesDialog
        // A new key per scope resets the form when the owner switches sport.
        key={`specials-${specialSport ?? 'venue'}`}
        open={specialsFor !== null}
        onOpenChange={(open) => !open && setSpecialsFor(null)}
        sport={specialSport}
        today={today}
        specials={specialDatesOf(availability, specialSport)}
        busy={saver.busy}
        onSave={(draft, done) =>
          saver.save(upsertSpecialUpdate(availability, draft), {
            success: draft.id === null ? M.specialAdded : M.specialUpdated,
            failure: draft.id === null ? M.specialAddFailed : M.specialUpdateFailed,
            onSaved: done,
          })
        }
        onRemove={(special) => {
          const index = availability.specialDates.indexOf(special);
          const update = removeSpecialUpdate(availability, special.id, index);
          const revert = showNow((current) => ({
            ...current,
            specialDates: current.specialDates.filter(
              (candidate) => candidate !== special && (special.id === null || candidate.id !== special.id),
            ),
          }));
          saver.save(update, { success: M.specialRemoved, failure: M.specialRemoveFailed, revert });
        }}
      />
    </>
  );
  return {
    openBlocks: (sport) => setBlocksFor({ sport }),
    openSpecials: (sport) => setSpecialsFor({ sport }),
    dialogs,
  };
}
