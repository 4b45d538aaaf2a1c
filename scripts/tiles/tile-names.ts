/** What `npm run new-tile -- <name> [--form-type <formType>]` asks for. */
export interface NewTileRequest {
  /** The folder's name, kebab-case: `opening-times`, `contact-form`. */
  name: string;
  /** For a form tile, its form type, camelCase: `contact`, `groupBooking`. */
  formType?: string;
}

export const usage = 'Usage: npm run new-tile -- <name> [--form-type <formType>]';

/** The names one tile type goes by, in its folder, the content model and the registry. */
export interface TileNames {
  /** src/blocks/<folder>/ and the files' prefix (kebab-case). */
  folder: string;
  /** The tile's `type` in the content model. */
  type: string;
  formType?: string;
  /** The registry key: the type, or `form:{formType}`. */
  key: string;
  /** The block component, e.g. `OpeningTimesBlock`. */
  block: string;
  /** camelCase stem of the exports: `openingTimes` gives openingTimesTile, openingTimesSchema... */
  stem: string;
  /** PascalCase stem: `OpeningTimes` gives OpeningTimesProps. */
  Stem: string;
  /** For people: `Opening times`. */
  title: string;
}

const folderPattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const formTypePattern = /^[a-z][a-zA-Z0-9]*$/;

/** Reads the command line; throws a message for the developer when it is not a tile request. */
export function parseArgs(args: string[]): NewTileRequest {
  const [name, ...rest] = args;
  if (!name || name.startsWith('-')) throw new Error(usage);
  if (rest.length === 0) return { name };
  if (rest.length === 2 && rest[0] === '--form-type' && rest[1]) {
    return { name, formType: rest[1] };
  }
  throw new Error(usage);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The names of a new tile type; throws when the name or form type cannot be one. */
export function tileNames({ name, formType }: NewTileRequest): TileNames {
  if (!folderPattern.test(name) || name === 'shared') {
    throw new Error(`"${name}" cannot name a tile folder: use kebab-case, like opening-times`);
  }
  if (formType !== undefined && !formTypePattern.test(formType)) {
    throw new Error(`"${formType}" cannot be a form type: use camelCase, like groupBooking`);
  }
  const words = name.split('-');
  const stem = words[0] + words.slice(1).map(capitalise).join('');
  const type = formType === undefined ? stem : 'form';
  if (formType === undefined && type === 'form') {
    throw new Error(
      'A form tile needs its form type: npm run new-tile -- <name> --form-type <formType>',
    );
  }
  return {
    folder: name,
    type,
    formType,
    key: formType === undefined ? type : `form:${formType}`,
    block: `${capitalise(stem)}Block`,
    stem,
    Stem: capitalise(stem),
    title: capitalise(words.join(' ')),
  };
}

/** The names of a form tile's form, after its form type: its feature, its API route, its exports. */
export interface FormNames {
  formType: string;
  /** src/features/<feature>/, src/pages/api/<feature>.ts and the files' prefix (kebab-case). */
  feature: string;
  /** The route the form posts to: `/api/<feature>`. */
  route: string;
  /** camelCase stem of the exports: `feedbackSurvey` gives feedbackSurveyHandler... */
  stem: string;
  /** PascalCase stem: `FeedbackSurvey` gives FeedbackSurveyForm. */
  Stem: string;
  /** For people: `Feedback survey`. */
  title: string;
}

/** The names of the form of a form type (already checked by tileNames: camelCase). */
export function formNames(formType: string): FormNames {
  const feature = formType.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return {
    formType,
    feature,
    route: `/api/${feature}`,
    stem: formType,
    Stem: capitalise(formType),
    title: capitalise(feature.split('-').join(' ')),
  };
}
