import { ERROR_MESSAGES, type HealthResponse } from '@app/contracts';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import { pingDatabase } from './health-repository';

/** Alive, and the database answers; 503 (logged) when it does not. */
export async function checkHealth(deps: Pick<ServiceDeps, 'db' | 'engine' | 'log'>): Promise<HealthResponse> {
  try {
    await pingDatabase(deps.db);
  } catch (error) {
    deps.log.error({ err: error }, 'database health check failed');
    throw new AppError(503, 'DATABASE_UNAVAILABLE', ERROR_MESSAGES.databaseUnavailable);
  }
  return { status: 'ok', database: deps.engine };
}
