import { BLOCK_WINDOW_DAYS, SPECIAL_DATE_WINDOW_YEARS, VENUE_MESSAGES as M } from '@app/contracts';
import { addDays, parseDate } from '../time/zoned-time';

/*
 * The date pickers' windows (owner-admin.md §5; docs/decisions/0012): blocks from today to today + 30
 * days, special dates from today to the same day two years on. Only what is new or changed is held to
 * them: a block that began yesterday, or one saved before today, stays as it was.
 */

export function blockWindow(today: string): { first: string; last: string } {
  return { first: today, last: addDays(today, BLOCK_WINDOW_DAYS) };
}

export function specialDateWindow(today: string): { first: string; last: string } {
  const [year, month, day] = parseDate(today);
  // 29 February two years on does not exist: the window ends on 28 February.
  const last =
    month === 2 && day === 29
      ? `${year + SPECIAL_DATE_WINDOW_YEARS}-02-28`
      : `${year + SPECIAL_DATE_WINDOW_YEARS}${today.slice(4)}`;
  return { first: today, last };
}

interface DatedBlock {
  id?: number | null | undefined;
  startDate: string;
  endDate: string;
}
interface DatedSpecial {
  id?: number | null | undefined;
  date: string;
}

export interface StoredDates {
  blocks: ReadonlyMap<number, { startDate: string; endDate: string }>;
  specials: ReadonlyMap<number, string>;
}

export function availabilityWindowProblems(
  update: { blocks: readonly DatedBlock[]; specials: readonly DatedSpecial[] },
  today: string,
  stored: StoredDates = { blocks: new Map(), specials: new Map() },
): string[] {
  const problems: string[] = [];
  const blocks = blockWindow(today);
  const changedBlock = (block: DatedBlock) => {
    const before = block.id == null ? undefined : stored.blocks.get(block.id);
    return !before || before.startDate !== block.startDate || before.endDate !== block.endDate;
  };
  if (
    update.blocks.some(
      (block) => changedBlock(block) && (block.startDate < blocks.first || block.endDate > blocks.last),
    )
  ) {
    problems.push(M.blockOutsideWindow(BLOCK_WINDOW_DAYS));
  }
  const specials = specialDateWindow(today);
  const changedSpecial = (special: DatedSpecial) =>
    special.id == null || stored.specials.get(special.id) !== special.date;
  if (
    update.specials.some(
      (special) => changedSpecial(special) && (special.date < specials.first || special.date > specials.last),
    )
  ) {
    problems.push(M.specialOutsideWindow);
  }
  return problems;
}
