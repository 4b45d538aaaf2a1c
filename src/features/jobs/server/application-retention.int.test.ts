import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { applicationRetentionDays, deleteExpiredApplications } from './application-retention';
import { jobApplications } from './jobs.table';

process.env.LOG_LEVEL = 'silent';

const database = openTestDatabaseForFile();

const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const application = (email: string, createdAt: Date) => ({
  jobId: '1017-chef-de-partie',
  email,
  firstName: 'Aoife',
  secondName: "O'Brien",
  telephone: '+44 7700 900123',
  experience: [],
  answers: [],
  resumeName: 'cv.pdf',
  resumeContentType: 'application/pdf',
  resume: Buffer.from('%PDF-1.4'),
  createdAt,
});

describe('job application retention', () => {
  it('deletes applications (and their CVs) older than six months, and keeps the rest', async () => {
    expect(applicationRetentionDays).toBe(183);
    await database()
      .db.insert(jobApplications)
      .values([
        application('old@example.com', daysAgo(applicationRetentionDays + 1)),
        application('edge@example.com', daysAgo(applicationRetentionDays - 1)),
        application('new@example.com', daysAgo(0)),
      ]);
    expect(await deleteExpiredApplications(database().db, now)).toBe(1);
    const kept = await database().db.select({ email: jobApplications.email }).from(jobApplications);
    expect(kept.map((row) => row.email).sort()).toEqual(['edge@example.com', 'new@example.com']);
    // Run again: nothing more to delete.
    expect(await deleteExpiredApplications(database().db, now)).toBe(0);
  });
});
