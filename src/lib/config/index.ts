import { envSchema, type Config, type ConfigKey } from './env-schema';

export { envSchema, type Config, type ConfigKey };
export { rateLimitDefaults, type RateLimit, type RateLimitName } from './rate-limits';

/** Thrown when an environment variable is invalid; the message names each variable and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Parses an environment (process.env by default) into the typed configuration, or throws ConfigError. */
export function parseConfig(env: Env = process.env): Config {
  const input: Env = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    // An empty variable means "not set", so the embedded default applies.
    input[key] = value === '' ? undefined : value;
  }
  const result = envSchema.safeParse(input);
  if (result.success) return result.data;

  const lines = result.error.issues.map((issue) => {
    const key = String(issue.path[0]) as ConfigKey;
    // A rule across variables (custom) says itself what is wrong; otherwise quote the variable.
    if (issue.code === 'custom' && issue.message.includes(key)) return `- ${issue.message}.`;
    if (issue.code === 'custom') {
      return `- ${key}=${JSON.stringify(input[key])} is invalid: ${issue.message}.`;
    }
    const expects = envSchema.shape[key].description;
    return `- ${key}=${JSON.stringify(input[key])} is invalid: expected ${expects}.`;
  });
  throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
}

let cached: Config | undefined;

/** The configuration of this process, parsed once from process.env. */
export function getConfig(): Config {
  cached ??= parseConfig();
  return cached;
}
