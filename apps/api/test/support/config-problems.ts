import { ConfigError, loadConfig } from '../../src/config';

/** What loadConfig refuses in `env`, each bad variable named; none when it takes it. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
