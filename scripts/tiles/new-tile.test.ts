import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readModel } from '../content/read-model';
import { changedFiles, copyTree, run, shell, snapshot, type Outcome } from './tree-copy';

// docs/TILES.md's worked example, run as a developer would in a copy of the tree (sources, model,
// content store; node_modules linked): the commands it shows write exactly the files it lists and
// the code it quotes, and the new tile types then typecheck, lint, pass the registry and
// live-update tests, render from their fixtures through the gallery's code path, and are in the
// content model; the form tile's form passes its own tests, and its route answers posts.
const root = process.cwd();
const minutes = 60_000;

/**
 * The worked example: its commands, the files it says they write (each tile's, and the form
 * tile's form, listed under "A form tile"), the code it quotes.
 */
function workedExample() {
  const guide = readFileSync(path.join(root, 'docs/TILES.md'), 'utf8');
  const section = guide.slice(guide.indexOf('## A worked example'), guide.indexOf('## Removing'));
  const formAt = section.indexOf('### A form tile');
  const listed = (text: string) => [...text.matchAll(/^- `([^`]+)`/gm)].map(([, file]) => file!);
  const commands = [...section.matchAll(/^npm run new-tile -- .+$/gm)].map(([line]) => line);
  const quotes = [...section.matchAll(/`([^`\s]+)`:\n\n```\w+\n([\s\S]*?)```/g)].map(
    ([, file, code]) => ({ file: file!, code: code! }),
  );
  return {
    commands,
    files: listed(section.slice(0, formAt)),
    formFiles: listed(section.slice(formAt)),
    quotes,
  };
}
const example = workedExample();

/** A file of the copy named as the guide names it (`NN` stands for the migration's number). */
const inCopy = (copy: string, file: string) => {
  if (!file.includes('NN')) return file;
  const dir = path.dirname(file);
  const name = path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${name.replace('NN', '\\d+')}$`);
  const found = readdirSync(path.join(copy, dir)).filter((entry) => pattern.test(entry));
  return found.length === 1 ? path.join(dir, found[0]!) : file;
};

/**
 * A test of the copy's own, written there by this one: the form tile's route, posted to as the
 * site's form posts (JSON, the pipeline's answer), independently of the tests the scaffold wrote.
 */
const formRouteProbe = `import 'next-test-api-route-handler';
import route from '@/pages/api/feedback-survey';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { callRoute } from '@/lib/http/testing/call-route';

process.env.LOG_LEVEL = 'silent';
openTestDatabaseForFile();
const post = (body: unknown) => callRoute(route, { method: 'POST', body });

describe('the scaffolded form’s route', () => {
  it('answers a valid post with its thanks', async () => {
    const answer = await post({ name: 'Ada', email: 'ada@example.com', message: 'Lovely.' });
    expect(answer).toEqual({ status: 200, body: { statusCode: 200 } });
  });

  it('refuses an invalid post with 400, naming the field', async () => {
    const answer = await post({ name: 'Ada', email: 'ada', message: 'Lovely.' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, issues: [{ field: 'email' }] });
  });
});
`;

let copy: string;
let before: Map<string, string>;
let scaffolds: Outcome[];

beforeAll(async () => {
  copy = copyTree(root);
  before = snapshot(copy);
  scaffolds = [];
  for (const command of example.commands) scaffolds.push(await shell(command, copy));
}, 5 * minutes);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-tile, as docs/TILES.md shows it', () => {
  it('runs the guide’s commands: a tile and a form tile', () => {
    expect(example.commands).toEqual([
      'npm run new-tile -- opening-times',
      'npm run new-tile -- feedback-survey --form-type feedbackSurvey',
    ]);
    for (const result of scaffolds) expect(result).toMatchObject({ code: 0 });
  });

  it('writes the files the guide lists, for each tile and the form tile’s form, and nothing else', () => {
    expect(example.formFiles).toEqual(
      expect.arrayContaining([
        'src/features/feedback-survey/feedback-survey.schema.ts',
        'src/pages/api/feedback-survey.ts',
        'src/lib/content/form-wording.schema.ts',
      ]),
    );
    const listed = [
      ...example.files.flatMap((file) => [
        file,
        file.replaceAll('opening-times', 'feedback-survey'),
      ]),
      ...example.formFiles,
    ];
    const expected = [...new Set(listed.map((file) => inCopy(copy, file)))].sort();
    expect(expected.filter((file) => file.includes('NN'))).toEqual([]);
    expect(changedFiles(before, snapshot(copy)).sort()).toEqual(expected);
  });

  it('writes the code the guide quotes', () => {
    expect(example.quotes.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'src/registry/live-updates/live-tile-schemas.ts',
        'src/lib/content/form-wording.schema.ts',
        'docs/EDITORS.md',
        'src/pages/api/feedback-survey.ts',
      ]),
    );
    for (const { file, code } of example.quotes) {
      const written = readFileSync(path.join(copy, inCopy(copy, file)), 'utf8');
      expect({ file, contains: written.includes(code) }).toEqual({ file, contains: true });
    }
  });

  it('gives each new tile its own content type, from its model, in a generated migration', async () => {
    const model = await readModel(path.join(copy, 'contentful-migrations'));
    const project = await readModel(path.join(process.cwd(), 'contentful-migrations'));
    const added = model.filter((type) => !project.some((had) => had.sys.id === type.sys.id));
    expect(added.map((type) => type.sys.id).sort()).toEqual([
      'feedbackSurveyFormTile',
      'openingTimesTile',
    ]);
    const openingTimes = added.find((type) => type.sys.id === 'openingTimesTile')!;
    expect(openingTimes).toMatchObject({ name: 'Opening times tile', displayField: 'key' });
    expect(openingTimes.fields.map((field) => [field.id, field.required])).toEqual([
      ['key', true],
      ['title', true],
      ['subtitle', false],
      ['tileId', false],
      ['backgroundColour', false],
      ['animationEffect', false],
      ['backgroundAnimationEffect', false],
      ['height', false],
      ['width', false],
    ]);
    // Pages and the top of a restaurant's page may list them; no other content type changed.
    const lists: Record<string, string> = { page: 'tiles', restaurant: 'heroTiles' };
    for (const [typeId, fieldId] of Object.entries(lists)) {
      const type = model.find((each) => each.sys.id === typeId)!;
      const tiles = type.fields.find((f) => f.id === fieldId);
      expect(tiles!.items!.validations[0]!.linkContentType).toEqual(
        expect.arrayContaining(['heroTile', 'openingTimesTile', 'feedbackSurveyFormTile']),
      );
    }
    for (const type of project) {
      if (type.sys.id in lists) continue;
      expect(model.find((each) => each.sys.id === type.sys.id)).toEqual(type);
    }
    for (const store of ['tavola.json', 'tavola-express.json']) {
      const space = JSON.parse(readFileSync(path.join(copy, 'content', store), 'utf8'));
      expect(space.contentTypes).toEqual(model);
    }
    // Each generated migration holds its own tile's content type, and no other tile's.
    const newMigrations = changedFiles(before, snapshot(copy)).filter((f) =>
      f.endsWith('-tile.js'),
    );
    const declared = newMigrations.map((file) => {
      const source = readFileSync(path.join(copy, file), 'utf8');
      return [...source.matchAll(/"sys":\{"id":"(\w+Tile)"/g)].map(([, id]) => id);
    });
    expect(declared.sort()).toEqual([['feedbackSurveyFormTile'], ['openingTimesTile']]);
  });

  it(
    'leaves a tree that typechecks and lints, imports included',
    async () => {
      const tsc = await run(path.join(copy, 'node_modules/.bin/tsc'), ['--noEmit'], copy);
      expect(tsc).toEqual({ code: 0, output: '' });
      const written = [
        'src/blocks/opening-times',
        'src/blocks/feedback-survey',
        'src/features/feedback-survey',
        'src/pages/api/feedback-survey.ts',
      ];
      const eslint = await run(
        path.join(copy, 'node_modules/.bin/eslint'),
        ['--max-warnings=0', ...written, 'src/registry', 'src/lib/content/form-wording.schema.ts'],
        copy,
      );
      expect(eslint).toMatchObject({ code: 0 });
      // The layers and the features' public files (.dependency-cruiser.cjs), with no new exception.
      const depcruise = await run(
        path.join(copy, 'node_modules/.bin/depcruise'),
        ['--config', '.dependency-cruiser.cjs', ...written],
        copy,
      );
      expect(depcruise).toMatchObject({ code: 0 });
      const prettier = await run(
        path.join(copy, 'node_modules/.bin/prettier'),
        ['--check', ...changedFiles(before, snapshot(copy))],
        copy,
      );
      expect(prettier).toMatchObject({ code: 0 });
    },
    10 * minutes,
  );

  it(
    'registers both tiles, live in draft mode, and renders each from its fixture as /_tiles does; the form works',
    async () => {
      // A post to the form tile's route, as the browser's form sends it, outside its own tests.
      writeFileSync(path.join(copy, 'src/form-route-probe.int.test.ts'), formRouteProbe);
      const report = path.join(copy, 'jest-report.json');
      const jest = await run(
        path.join(copy, 'node_modules/.bin/jest'),
        [
          '--ci',
          '--json',
          `--outputFile=${report}`,
          'src/registry/registry.test.ts',
          'src/registry/tile-gallery.test.tsx',
          'src/registry/live-updates/live-tile-schemas.test.ts',
          'src/pages-api-routes.test.ts',
          'src/form-route-probe.int.test.ts',
          'src/blocks/opening-times',
          'src/blocks/feedback-survey',
          'src/features/feedback-survey',
        ],
        copy,
      );
      rmSync(path.join(copy, 'src/form-route-probe.int.test.ts'));
      expect(jest).toMatchObject({ code: 0 });
      const results = JSON.parse(readFileSync(report, 'utf8')) as {
        testResults: { assertionResults: { fullName: string; status: string }[] }[];
      };
      rmSync(report);
      const passed = results.testResults
        .flatMap((suite) => suite.assertionResults)
        .filter((test) => test.status === 'passed')
        .map((test) => test.fullName);
      const live = 'the tiles that follow an editor as they type';
      const post = 'POST /api/feedback-survey';
      expect(passed).toEqual(
        expect.arrayContaining([
          'tile registry knows exactly the tile content types of the content model',
          'tile registry openingTimes: its content type (and its parts) in the content model is as its model declares',
          'tile registry form:feedbackSurvey: its content type (and its parts) in the content model is as its model declares',
          'tile registry holds every model of src/blocks, and each definition holds its own',
          'tile registry has a block for every tile definition and a definition for every block',
          'tile registry openingTimes: its fixture is a valid tile of its key',
          'tile registry form:feedbackSurvey: its fixture is a valid tile of its key',
          'the tile gallery shows openingTimes from its fixture, in its own section',
          'the tile gallery shows form:feedbackSurvey from its fixture, in its own section',
          'OpeningTimesBlock shows its title and subtitle',
          'FeedbackSurveyBlock shows its title and subtitle, and its form',
          `${live} openingTimes parses with the very schema of its definition`,
          `${live} form:feedbackSurvey parses with the very schema of its definition`,
          `${live} are every tile without a loader`,
          'API route files feedback-survey.ts answers through apiHandler',
          'API route files feedback-survey.ts leaves the body to apiHandler',
          'FeedbackSurveyForm names each field to fix, and sends nothing',
          'FeedbackSurveyForm posts to /api/feedback-survey, thanks the diner in its place, and starts again empty',
          `${post} takes a valid post: 200, and mails it to the brand’s inbox, replies going to the diner`,
          `${post} refuses an invalid post with 400 naming each field, and mails nothing`,
          `${post} refuses a post another website sends from a visitor’s browser with 403`,
          'the scaffolded form’s route answers a valid post with its thanks',
          'the scaffolded form’s route refuses an invalid post with 400, naming the field',
        ]),
      );
    },
    10 * minutes,
  );

  it('refuses a tile type, or a form, that exists, and changes nothing', async () => {
    const now = snapshot(copy);
    const again = await shell(example.commands[0]!, copy);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('src/blocks/opening-times already exists');
    const sameForm = await shell('npm run new-tile -- survey --form-type feedbackSurvey', copy);
    expect(sameForm.code).not.toBe(0);
    expect(sameForm.output).toContain('src/features/feedback-survey already exists');
    expect(changedFiles(now, snapshot(copy))).toEqual([]);
  });
});
