import type { Restaurant } from '@/lib/content';
import { jobTypeGroups, type JobTypeGroup } from '../jobs.types';
import { seedJobRows } from './seed-jobs';

const restaurant = (storeId: string, city: string) =>
  ({
    storeId,
    title: `Tavola ${city} ${storeId}`,
    city,
    addressLocation: { lat: 53.8, lon: -1.55 },
  }) as Restaurant;
const restaurants = Array.from({ length: 12 }, (_, index) =>
  restaurant(String(1001 + index), index === 5 ? 'London' : 'Leeds'),
);

describe('the seeded vacancies', () => {
  const rows = seedJobRows(restaurants);

  it('are the same for the same restaurants, whatever their order', () => {
    expect(seedJobRows([...restaurants].reverse())).toEqual(rows);
  });

  it('give every restaurant three different roles, and the head office its own in London', () => {
    expect(rows).toHaveLength(12 * 3 + 2);
    expect(new Set(rows.map((row) => row.jobId)).size).toBe(rows.length);
    const office = rows.filter((row) => row.category === 'Head Office');
    expect(office.map((row) => row.storeId)).toEqual(['1006', '1006']);
  });

  it('cover every category, job type, group and question type, some questions mandatory', () => {
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(['Back of House', 'Front of House', 'Management', 'Head Office']),
    );
    expect(new Set(rows.map((row) => row.jobType))).toEqual(new Set(['full time', 'part time']));
    expect(new Set(rows.map((row) => row.jobTypeGroup))).toEqual(
      new Set(Object.keys(jobTypeGroups)),
    );
    for (const row of rows) {
      expect(jobTypeGroups[row.jobTypeGroup as JobTypeGroup]).toContain(row.name);
    }
    const questions = rows.flatMap((row) => row.questions);
    expect(new Set(questions.map((question) => question.type))).toEqual(
      new Set(['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT']),
    );
    expect(new Set(questions.map((question) => question.is_mandatory))).toEqual(
      new Set([true, false]),
    );
    expect(new Set(rows.map((row) => row.cvRequired))).toEqual(new Set([true, false]));
    expect(new Set(rows.map((row) => row.workExperienceRequired))).toEqual(new Set([true, false]));
  });

  it('are full time for management', () => {
    for (const row of rows.filter((row) => row.category === 'Management')) {
      expect(row.jobType).toBe('full time');
    }
  });
});
