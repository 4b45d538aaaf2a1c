import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { getJobsProvider, seedJobs } from '@/features/jobs/server';
import { getContentSource } from '@/lib/content/server';
import { installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { getJobPageProps } from './job-page.server';

process.env.LOG_LEVEL = 'silent';

let handle: DatabaseHandle;
let restore: () => void;
beforeAll(async () => {
  handle = await createTestDatabase();
  restore = installDatabase(handle);
  await seedJobs(handle.db, await getContentSource().getRestaurants());
});
afterAll(async () => {
  restore();
  await handle.close();
});

/** getJobPageProps for /careers/job/{segments...}, with the status and props it gave. */
async function load(segments: string[]) {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  const context = {
    res,
    draftMode: false,
    params: segments.length ? { id: segments } : {},
  } as unknown as GetServerSidePropsContext;
  const result = (await getJobPageProps(context)) as {
    props?: Record<string, unknown>;
    redirect?: { destination: string; permanent: boolean };
  };
  return { status: res.statusCode, ...result };
}

describe('/careers/job/{id}', () => {
  it('shows the job with where it is, and its canonical address', async () => {
    const [job] = await getJobsProvider().listJobs();
    const { status, props } = await load([job!.jobId]);
    expect(status).toBe(200);
    expect(props!.job).toEqual(job);
    expect(props!.restaurant).toEqual(
      expect.objectContaining({ title: job!.restaurant.title, postcode: expect.any(String) }),
    );
    expect(props!.canonicalUrl).toMatch(new RegExp(`/careers/job/${job!.jobId}$`));
  });

  it.each([[['no-such-job']], [['a b']], [['%00']], [['1001-1', 'extra']]])(
    'is the 404 page for %j',
    async (segments) => {
      const { status, props } = await load(segments);
      expect(status).toBe(404);
      expect(props).toEqual(expect.objectContaining({ notFound: 'This page could not be found.' }));
    },
  );

  it('sends /careers/job alone to the job search', async () => {
    expect((await load([])).redirect).toEqual({
      destination: '/careers/job-search',
      permanent: false,
    });
  });
});
