import type { Restaurant } from '@/lib/content';
import type { Database } from '@/lib/db';
import type { JobCategory, JobQuestion, JobType, JobTypeGroup } from '../jobs.types';
import { jobs, type NewJobRow } from './jobs.table';

/*
 * The embedded jobs service's vacancies (issue 15): a few roles at every restaurant of the content,
 * and the head office's, in every category, group, type and kind of question. Deterministic: the
 * same restaurants always give the same jobs, so tests can name them.
 */

const yesNo = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

export const seedQuestions = {
  rightToWork: {
    id: 'right-to-work',
    type: 'YES_NO',
    is_mandatory: true,
    text: 'Do you have the right to work in the UK?',
    options: yesNo,
  },
  availability: {
    id: 'availability',
    type: 'MULTIPLE_CHOICE',
    is_mandatory: true,
    text: 'When are you available to work?',
    options: [
      { id: 'weekday-days', label: 'Weekday days' },
      { id: 'weekday-evenings', label: 'Weekday evenings' },
      { id: 'weekends', label: 'Weekends' },
      { id: 'school-holidays', label: 'School holidays' },
    ],
  },
  kitchenYears: {
    id: 'kitchen-years',
    type: 'SINGLE_CHOICE',
    is_mandatory: true,
    text: 'How long have you worked in a professional kitchen?',
    options: [
      { id: 'none', label: 'Not yet' },
      { id: 'under-1', label: 'Less than a year' },
      { id: '1-3', label: '1 to 3 years' },
      { id: 'over-3', label: 'More than 3 years' },
    ],
  },
  foodHygiene: {
    id: 'food-hygiene',
    type: 'YES_NO',
    is_mandatory: false,
    text: 'Do you hold a Level 2 Food Hygiene certificate?',
    options: yesNo,
  },
  personalLicence: {
    id: 'personal-licence',
    type: 'YES_NO',
    is_mandatory: false,
    text: 'Do you hold a personal licence to sell alcohol?',
    options: yesNo,
  },
  teamSize: {
    id: 'team-size',
    type: 'SINGLE_CHOICE',
    is_mandatory: true,
    text: 'What is the largest team you have led?',
    options: [
      { id: 'under-10', label: 'Fewer than 10 people' },
      { id: '10-30', label: '10 to 30 people' },
      { id: 'over-30', label: 'More than 30 people' },
    ],
  },
  whyUs: {
    id: 'why-us',
    type: 'TEXT',
    is_mandatory: false,
    text: 'Why would you like to join Tavola?',
  },
  noticePeriod: {
    id: 'notice-period',
    type: 'TEXT',
    is_mandatory: true,
    text: 'What is your notice period?',
  },
} as const satisfies Record<string, JobQuestion>;

const q = seedQuestions;

interface Role {
  name: string;
  group: JobTypeGroup;
  category: JobCategory;
  cv: boolean;
  experience: boolean;
  /** Management roles are full time; the rest alternate. */
  fullTimeOnly: boolean;
  questions: JobQuestion[];
  summary: string;
}

const role = (
  name: string,
  group: JobTypeGroup,
  category: JobCategory,
  options: Pick<Role, 'cv' | 'experience' | 'questions' | 'summary'> & { fullTimeOnly?: boolean },
): Role => ({ name, group, category, fullTimeOnly: false, ...options });

/** The restaurant roles, in the order vacancies are handed out. */
export const restaurantRoles: Role[] = [
  role('Waiter/Waitress', 'foh team', 'Front of House', {
    cv: false,
    experience: false,
    questions: [q.rightToWork, q.availability, q.whyUs],
    summary: 'Look after our guests from the first hello to the last slice of tiramisu.',
  }),
  role('Chef de Partie', 'boh team', 'Back of House', {
    cv: true,
    experience: true,
    questions: [q.rightToWork, q.kitchenYears, q.foodHygiene, q.availability],
    summary: 'Run a section of our open kitchen, from fresh pasta to wood-fired pizza.',
  }),
  role('Bartender', 'Bar', 'Front of House', {
    cv: false,
    experience: true,
    questions: [q.rightToWork, q.personalLicence, q.availability],
    summary: 'Mix our Italian aperitivo list and keep the bar the heart of the restaurant.',
  }),
  role('Assistant Manager', 'foh support', 'Management', {
    cv: true,
    experience: true,
    fullTimeOnly: true,
    questions: [q.rightToWork, q.teamSize, q.personalLicence, q.noticePeriod, q.whyUs],
    summary: 'Lead shifts alongside the General Manager and grow the team around you.',
  }),
  role('Kitchen Porter', 'boh team', 'Back of House', {
    cv: false,
    experience: false,
    questions: [q.rightToWork, q.availability],
    summary: 'Keep the kitchen running: no great dish leaves a kitchen without you.',
  }),
  role('Host', 'foh team', 'Front of House', {
    cv: false,
    experience: false,
    questions: [q.rightToWork, q.availability, q.whyUs],
    summary: 'Welcome every guest, run the door and keep the bookings flowing.',
  }),
  role('Sous Chef', 'boh support', 'Back of House', {
    cv: true,
    experience: true,
    questions: [q.rightToWork, q.kitchenYears, q.foodHygiene, q.noticePeriod],
    summary: 'Support the Head Chef, run the pass and train the brigade.',
  }),
  role('General Manager', 'General Manager', 'Management', {
    cv: true,
    experience: true,
    fullTimeOnly: true,
    questions: [q.rightToWork, q.teamSize, q.personalLicence, q.noticePeriod],
    summary: 'Run the restaurant as your own: the team, the guests and the numbers.',
  }),
  role('Commis Chef', 'boh team', 'Back of House', {
    cv: false,
    experience: false,
    questions: [q.rightToWork, q.kitchenYears, q.foodHygiene, q.whyUs],
    summary: 'Start your chef career with full training in Italian cooking.',
  }),
  role('Barista', 'Bar', 'Front of House', {
    cv: false,
    experience: false,
    questions: [q.rightToWork, q.availability],
    summary: 'Pull the perfect espresso from breakfast to the last affogato.',
  }),
  role('Head Chef', 'Head Chef', 'Back of House', {
    cv: true,
    experience: true,
    fullTimeOnly: true,
    questions: [q.rightToWork, q.kitchenYears, q.teamSize, q.foodHygiene, q.noticePeriod],
    summary: 'Lead the kitchen: standards, stock, people and the food our guests come back for.',
  }),
];

/** The head office's roles, at the head office restaurant's address. */
export const headOfficeRoles: Role[] = [
  role('Operations Coordinator', 'foh support', 'Head Office', {
    cv: true,
    experience: true,
    fullTimeOnly: true,
    questions: [q.rightToWork, q.noticePeriod, q.whyUs],
    summary: 'Support our restaurants from head office: rotas, openings and operations projects.',
  }),
  role('Kitchen Trainer', 'boh support', 'Head Office', {
    cv: true,
    experience: true,
    fullTimeOnly: true,
    questions: [q.rightToWork, q.kitchenYears, q.noticePeriod],
    summary: 'Travel our restaurants training chefs on new menus and kitchen standards.',
  }),
];

/** The offsets into the roles of a restaurant's three vacancies. */
const roleOffsets = [0, 3, 7];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function jobRow(restaurant: Restaurant, role: Role, jobType: JobType, jobId: string): NewJobRow {
  return {
    jobId,
    name: role.name,
    positionUniqueName: `${role.name} - ${restaurant.title}`,
    category: role.category,
    jobType,
    jobTypeGroup: role.group,
    storeId: restaurant.storeId,
    description: `${role.summary} ${jobType === 'full time' ? 'Full time' : 'Part time'} at ${restaurant.title}, ${restaurant.city}.`,
    cvRequired: role.cv,
    workExperienceRequired: role.experience,
    questions: role.questions,
  };
}

/** The vacancies the seed gives these restaurants (sorted by store id first). */
export function seedJobRows(restaurants: readonly Restaurant[]): NewJobRow[] {
  const sorted = [...restaurants].sort((a, b) => a.storeId.localeCompare(b.storeId));
  const rows = sorted.flatMap((restaurant, index) =>
    roleOffsets.map((offset, k) => {
      const chosen = restaurantRoles[(index + offset) % restaurantRoles.length]!;
      const jobType: JobType =
        chosen.fullTimeOnly || (index + k) % 2 === 0 ? 'full time' : 'part time';
      return jobRow(restaurant, chosen, jobType, `${restaurant.storeId}-${slug(chosen.name)}`);
    }),
  );
  // The head office sits with the first London restaurant (or the first of all).
  const office = sorted.find((restaurant) => /london/i.test(restaurant.city)) ?? sorted[0];
  if (office) {
    for (const chosen of headOfficeRoles) {
      rows.push(jobRow(office, chosen, 'full time', `head-office-${slug(chosen.name)}`));
    }
  }
  return rows;
}

/** Seeds the vacancies of these restaurants; existing jobs are kept. Answers how many were added. */
export async function seedJobs(db: Database, restaurants: readonly Restaurant[]): Promise<number> {
  const rows = seedJobRows(restaurants);
  if (rows.length === 0) return 0;
  const added = await db.insert(jobs).values(rows).onConflictDoNothing().returning({
    jobId: jobs.jobId,
  });
  return added.length;
}
