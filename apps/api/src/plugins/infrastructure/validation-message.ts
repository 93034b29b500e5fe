import {
  AUTH_MESSAGES,
  AVAILABILITY_MESSAGES,
  ERROR_MESSAGES,
  FRONT_DESK_MESSAGES,
  PAYMENT_MESSAGES,
  SPLIT_MESSAGES,
} from '@app/contracts';
import { BLOG_MESSAGES, CALENDAR_MESSAGES, MEDIA_MESSAGES, REVIEW_MESSAGES, VENUE_MESSAGES } from '@app/contracts';

/**
 * Turns validation issues into the `error` text of a 400. Messages the spec defines for people
 * ("Password must be at least 6 characters long") are shown as they are; generic ones are prefixed
 * with the field they concern ("count: Invalid input: expected number, received string").
 */
const PEOPLE_MESSAGES = new Set<unknown>(
  [
    AUTH_MESSAGES,
    AVAILABILITY_MESSAGES,
    PAYMENT_MESSAGES,
    SPLIT_MESSAGES,
    VENUE_MESSAGES,
    REVIEW_MESSAGES,
    MEDIA_MESSAGES,
    BLOG_MESSAGES,
    FRONT_DESK_MESSAGES,
    CALENDAR_MESSAGES,
  ].flatMap((catalogue) => Object.values(catalogue)),
);

export interface Issue {
  path: string;
  message: string;
}

export function describeIssues(issues: Issue[]): string {
  if (issues.length === 0) return ERROR_MESSAGES.invalidRequest;
  const texts = issues.map((issue) =>
    PEOPLE_MESSAGES.has(issue.message) || !issue.path ? issue.message : `${issue.path}: ${issue.message}`,
  );
  return [...new Set(texts)].join('; ');
}
