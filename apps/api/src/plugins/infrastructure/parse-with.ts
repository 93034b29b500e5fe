import { ERROR_CODES } from '@app/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { describeIssues } from './validation-message';

/**
 * Validates a body the route could not declare up front (one route taking JSON or multipart) and
 * fails with the same message shape as declared schemas do.
 */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError(400, ERROR_CODES.VALIDATION, describeIssues(issues));
}
