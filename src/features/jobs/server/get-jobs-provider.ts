import { getConfig } from '@/lib/config';
import { createAtsJobsProvider } from './ats/ats-jobs-provider';
import { embeddedJobsProvider } from './embedded-jobs-provider';
import type { JobsProvider } from './jobs-provider';
import { tracedCalls } from '@/lib/telemetry';

let provider: { key: string; value: JobsProvider } | undefined;

/** The configured JobsProvider (JOBS_PROVIDER), made once per configuration. */
export function getJobsProvider(): JobsProvider {
  const config = getConfig();
  const key = `${config.JOBS_PROVIDER} ${config.ATS_API_URL ?? ''} ${config.ATS_TIMEOUT_MS}`;
  if (provider?.key !== key) {
    provider = {
      key,
      value: tracedCalls(
        'jobs',
        config.JOBS_PROVIDER === 'ats'
          ? createAtsJobsProvider({
              // Required with JOBS_PROVIDER=ats: the configuration checked them.
              baseUrl: config.ATS_API_URL!,
              apiKey: config.ATS_API_KEY!,
              timeoutMs: config.ATS_TIMEOUT_MS,
            })
          : embeddedJobsProvider,
      ),
    };
  }
  return provider.value;
}
