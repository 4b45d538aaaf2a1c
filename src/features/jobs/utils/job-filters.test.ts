import { jobRoleOf } from '../job-roles';
import { jobTypeGroups } from '../jobs.types';
import { manyTestJobs, testJob } from '../testing/test-jobs';
import {
  defaultJobFilters,
  filterJobs,
  filtersForRole,
  groupTitleValue,
  isDefaultFilters,
  jobTitleChoices,
  sortJobs,
  type JobFilters,
} from './job-filters';

const jobs = [
  testJob({ jobId: 'waiter', name: 'Waiter/Waitress', jobType: 'part time' }),
  testJob({
    jobId: 'porter',
    name: 'Kitchen Porter',
    category: 'Back of House',
    jobTypeGroup: 'boh team',
  }),
  testJob({ jobId: 'bartender', name: 'Bartender', jobTypeGroup: 'Bar', jobType: 'part time' }),
  testJob({ jobId: 'barista', name: 'Barista', jobTypeGroup: 'Bar' }),
  testJob({
    jobId: 'manager',
    name: 'General Manager',
    category: 'Management',
    jobTypeGroup: 'General Manager',
  }),
  testJob({
    jobId: 'trainer',
    name: 'Kitchen Trainer',
    category: 'Head Office',
    jobTypeGroup: 'boh support',
  }),
];
const ids = (filters: Partial<JobFilters>) =>
  filterJobs(jobs, { ...defaultJobFilters, ...filters }).map((job) => job.jobId);

describe('filterJobs', () => {
  it('keeps both job types by default (spec 2 §4)', () => {
    expect(defaultJobFilters.jobTypes).toEqual(['full time', 'part time']);
    expect(ids({})).toEqual(jobs.map((job) => job.jobId));
  });

  it('keeps only the job types ticked', () => {
    expect(ids({ jobTypes: ['part time'] })).toEqual(['waiter', 'bartender']);
    expect(ids({ jobTypes: ['full time'] })).toEqual(['porter', 'barista', 'manager', 'trainer']);
    expect(ids({ jobTypes: [] })).toEqual([]);
  });

  it('keeps a job title, or every title of a group', () => {
    expect(ids({ jobTitle: 'Barista' })).toEqual(['barista']);
    expect(ids({ jobTitle: groupTitleValue('Bar') })).toEqual(['bartender', 'barista']);
    expect(ids({ jobTitle: 'Head Chef' })).toEqual([]);
  });

  it('keeps a category', () => {
    expect(ids({ category: 'Back of House' })).toEqual(['porter']);
    expect(ids({ category: 'Head Office' })).toEqual(['trainer']);
  });

  it('applies every filter at once', () => {
    expect(ids({ jobTypes: ['part time'], jobTitle: groupTitleValue('Bar') })).toEqual([
      'bartender',
    ]);
    expect(ids({ category: 'Management', jobTitle: 'Barista' })).toEqual([]);
  });
});

describe('filtersForRole', () => {
  it('starts from the defaults without a role', () => {
    expect(filtersForRole()).toEqual(defaultJobFilters);
    expect(isDefaultFilters(filtersForRole())).toBe(true);
  });

  it.each([
    ['management', { category: 'Management' }, ['manager']],
    ['kitchen', { category: 'Back of House' }, ['porter']],
    ['bar', { jobTitle: 'group:Bar' }, ['bartender', 'barista']],
    ['front-of-house', { category: 'Front of House' }, ['waiter', 'bartender', 'barista']],
    ['head-office', { category: 'Head Office' }, ['trainer']],
  ])('presets %s', (slug, preset, kept) => {
    const filters = filtersForRole(jobRoleOf(slug));
    expect(filters).toEqual({ ...defaultJobFilters, ...preset });
    expect(isDefaultFilters(filters)).toBe(false);
    expect(filterJobs(jobs, filters).map((job) => job.jobId)).toEqual(kept);
  });

  it('knows when a type is unticked', () => {
    expect(isDefaultFilters({ ...defaultJobFilters, jobTypes: ['full time'] })).toBe(false);
  });
});

describe('jobTitleChoices', () => {
  it('lists every job name of every group, with the whole group first when it has several', () => {
    const choices = jobTitleChoices();
    expect(choices.map((choice) => choice.group)).toEqual(Object.keys(jobTypeGroups));
    const bar = choices.find((choice) => choice.group === 'Bar')!;
    expect(bar.options).toEqual([
      { value: 'group:Bar', label: 'All bar jobs' },
      { value: 'Bartender', label: 'Bartender' },
      { value: 'Bar Supervisor', label: 'Bar Supervisor' },
      { value: 'Barista', label: 'Barista' },
    ]);
    const headChef = choices.find((choice) => choice.group === 'Head Chef')!;
    expect(headChef).toEqual({
      group: 'Head Chef',
      label: 'Head chef',
      options: [{ value: 'Head Chef', label: 'Head Chef' }],
    });
    const names = choices.flatMap((choice) =>
      choice.options.filter((option) => !option.value.startsWith('group:')),
    );
    expect(names.map((option) => option.value)).toEqual(Object.values(jobTypeGroups).flat());
  });
});

describe('sortJobs', () => {
  it('lists by restaurant, then job name', () => {
    const sorted = sortJobs(manyTestJobs());
    const keys = sorted.map((job) => `${job.restaurant.title} / ${job.name}`);
    expect(keys).toEqual(
      [...keys].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })),
    );
    expect(keys.slice(0, 3)).toEqual([
      'Bath Milsom Street / Bartender',
      'Bath Milsom Street / General Manager',
      'Bath Milsom Street / Kitchen Porter',
    ]);
  });

  it('lists nearest first after a location search, by restaurant and name at the same distance', () => {
    const near = [
      testJob({ jobId: 'a', name: 'Host', distance: 12.5 }),
      testJob({
        jobId: 'b',
        name: 'Host',
        distance: 0.4,
        restaurant: { storeId: '2', title: 'York' },
      }),
      testJob({
        jobId: 'c',
        name: 'Barista',
        distance: 0.4,
        restaurant: { storeId: '2', title: 'York' },
      }),
      testJob({ jobId: 'd', name: 'Host', distance: 3 }),
    ];
    expect(sortJobs(near).map((job) => job.jobId)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('leaves the list given untouched', () => {
    const given = manyTestJobs();
    const before = given.map((job) => job.jobId);
    sortJobs(given);
    expect(given.map((job) => job.jobId)).toEqual(before);
  });
});
