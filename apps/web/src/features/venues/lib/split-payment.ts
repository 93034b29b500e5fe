import { SPLIT_CUTOFF_HOURS } from '@app/contracts';
import { londonInstant } from './london-time';

/** Splitting is refused when the first slot starts less than SPLIT_CUTOFF_HOURS from now (London time). */
export function isTooLateToSplit(date: string, firstSlotTime: string, nowMs: number = Date.now()): boolean {
  return londonInstant(date, firstSlotTime) - nowMs < SPLIT_CUTOFF_HOURS * 60 * 60 * 1000;
}
