import { jobRoleOf, jobRolePath, jobRoles } from './job-roles';

describe('job roles (the presets of /careers/job-search/{role})', () => {
  it.each([
    ['management', 'Management', { category: 'Management' }],
    ['kitchen', 'Kitchen', { category: 'Back of House' }],
    ['bar', 'Bar', { jobTypeGroup: 'Bar' }],
    ['front-of-house', 'Front of house', { category: 'Front of House' }],
    ['head-office', 'Head office', { category: 'Head Office' }],
  ])('%s is %s, keeping %j', (slug, label, filter) => {
    const role = jobRoleOf(slug);
    expect(role).toMatchObject({ slug, label, ...filter });
    expect(role && jobRolePath(role)).toBe(`/careers/job-search/${slug}`);
  });

  it('keeps either a category or a job type group, never both', () => {
    for (const role of jobRoles) {
      expect(['category' in role, 'jobTypeGroup' in role].filter(Boolean)).toHaveLength(1);
    }
  });

  it.each(['', 'Management', 'KITCHEN', 'chef', 'bar/', ' bar', 'constructor', 'toString'])(
    'knows no role %j',
    (slug) => {
      expect(jobRoleOf(slug)).toBeUndefined();
    },
  );

  it('offers management, kitchen and bar as quick links (spec 2 §9)', () => {
    expect(jobRoles.filter((role) => role.quickLink).map((role) => role.slug)).toEqual([
      'management',
      'kitchen',
      'bar',
    ]);
  });
});
