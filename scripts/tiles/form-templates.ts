import type { FormNames } from './tile-names';

/** The fields of a new form: who is writing, and what they say. Its 'Form wording' line too. */
export const formFields = ['name', 'email', 'message'] as const;

/** What a new form says, until the developer words it for what it is for. */
export const formCopy = {
  name: 'Your first name',
  email: 'Your email',
  message: 'Your message',
  send: 'Send',
  sending: 'Sending…',
  thanksHeading: 'Thank you',
  thanks: 'Your message has been sent.',
  sendAnother: 'Send another message',
  enterMessage: 'Please enter your message.',
  messageTooLong: 'Your message can be at most 2,000 characters.',
  unavailable: 'We cannot take messages online right now. Please try again later.',
} as const;

const quoted = (text: string) => (text.includes("'") ? JSON.stringify(text) : `'${text}'`);

/**
 * The files of a form tile's form, by path: a feature of its own (src/features/<feature>/: the
 * request schema, the words, the form, the pipeline step and their tests) and its API route. The
 * route runs the shared form pipeline (lib/forms: origin check, rate limits, captcha, the schema)
 * and, by default, mails each post to the brand's inbox through the outbox; the developer changes
 * the fields and what a post does.
 */
export function formFiles(form: FormNames): Record<string, string> {
  const { feature, stem, Stem, title, route, formType } = form;
  const dir = `src/features/${feature}`;
  const about = title.toLowerCase();
  const copy = Object.entries(formCopy)
    .map(([key, text]) => `  ${key}: ${quoted(text)},`)
    .join('\n');
  return {
    [`${dir}/index.ts`]: `// The ${about} feature's client-safe API: the form, its schema and its words.
export { ${Stem}Form } from './components/${feature}-form';
export { ${stem}RequestSchema, type ${Stem}Request } from './${feature}.schema';
export { ${stem}Copy } from './messages';
`,
    [`${dir}/server.ts`]: `// The ${about} feature's server-only API: its route's step of the form pipeline.
export { ${stem}Handler } from './server/${feature}-route';
`,
    [`${dir}/messages.ts`]: `/**
 * What the ${about} form says, written by npm run new-tile:
 * word it for what the form is for. Editors can change the labels, the button and the thanks in
 * the settings' 'Form wording' (\`${formType}\`); the refusals stay these.
 */
export const ${stem}Copy = {
${copy}
} as const;
`,
    [`${dir}/${feature}.schema.ts`]: `import { z } from 'zod';
import { emailSchema, firstNameSchema } from '@/lib/validation';
import { ${stem}Copy } from './messages';

/**
 * The ${about} form's post (\`form:${formType}\`): the form checks it in the browser and
 * POST ${route} checks it again on the server, so a field is added here, once.
 */
export const ${stem}RequestSchema = z.object({
  name: firstNameSchema,
  email: emailSchema,
  message: z
    .string()
    .trim()
    .min(1, ${stem}Copy.enterMessage)
    .max(2000, ${stem}Copy.messageTooLong),
  recaptchaResponse: z.string().max(4096).optional(),
});
export type ${Stem}Request = z.output<typeof ${stem}RequestSchema>;
`,
    [`${dir}/components/${feature}-form.tsx`]: formComponent(form),
    [`${dir}/components/${feature}-form.test.tsx`]: formComponentTest(form),
    [`${dir}/server/${feature}-route.ts`]: formRoute(form),
    [`${dir}/server/${feature}-api.int.test.ts`]: formRouteTest(form),
    [`src/pages/api/${feature}.ts`]: `import { ${stem}Handler } from '@/features/${feature}/server';
import { apiHandler } from '@/lib/http';

/** POST ${route}: the ${about} form, through the form pipeline. */
export default apiHandler({ POST: ${stem}Handler });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
`,
  };
}

function formComponent({ feature, stem, Stem, title, route, formType }: FormNames): string {
  const fieldType = formFields.map((field) => `'${field}'`).join(' | ');
  return `import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  FormActions,
  FormField,
  FormThanks,
  RequiredNote,
  showServerIssues,
  useFormProgress,
  useFormSubmission,
  useFormWording,
} from '@/lib/forms';
import { ${stem}RequestSchema } from '../${feature}.schema';
import { ${stem}Copy as copy } from '../messages';

type Field = ${fieldType};
const fields: readonly Field[] = [${formFields.map((field) => `'${field}'`).join(', ')}];
type ${Stem}Values = Record<Field, string>;
const empty = (): ${Stem}Values => ({ ${formFields.map((field) => `${field}: ''`).join(', ')} });

/**
 * The ${title.toLowerCase()} form: checked as the diner fills it in,
 * with the schema ${route} checks with too, then sent through the form pipeline
 * (captcha, rate limits); thanks replace it once sent. Its words are the editors' where the
 * settings' 'Form wording' gives some (\`${formType}\`), the code's (messages.ts) elsewhere.
 */
export function ${Stem}Form() {
  const words = useFormWording('${formType}');
  const { register, handleSubmit, formState, getFieldState, reset, setError } =
    useForm<${Stem}Values>({
      resolver: zodResolver(${stem}RequestSchema) as Resolver<${Stem}Values>,
      mode: 'onTouched',
      defaultValues: empty(),
    });
  const submission = useFormSubmission('${formType}', '${route}');
  const { formProps, errorRef } = useFormProgress(submission);
  const shown = (field: Field) => {
    const state = getFieldState(field, formState);
    return state.isTouched || formState.isSubmitted ? state.error?.message : undefined;
  };

  const send = handleSubmit(async (form) => {
    const outcome = await submission.submit({ ...form });
    if (outcome.sent) reset(empty());
    else showServerIssues(outcome.issues, fields, setError);
  });

  if (submission.phase === 'sent') {
    const thanks = words.thanks({
      heading: copy.thanksHeading,
      text: copy.thanks,
      again: copy.sendAnother,
    });
    return <FormThanks words={thanks} onAgain={submission.again} />;
  }
  return (
    <form {...formProps} onSubmit={send}>
      <RequiredNote />
      <FormField
        {...words.field('name', { label: copy.name })}
        required
        autoComplete="given-name"
        registration={register('name')}
        error={shown('name')}
      />
      <FormField
        {...words.field('email', { label: copy.email })}
        type="email"
        required
        autoComplete="email"
        registration={register('email')}
        error={shown('email')}
      />
      <FormField
        {...words.field('message', { label: copy.message })}
        as="textarea"
        rows={5}
        required
        registration={register('message')}
        error={shown('message')}
      />
      <FormActions
        label={words.button(copy.send)}
        sendingLabel={copy.sending}
        sending={submission.phase === 'sending'}
        captchaEnabled={submission.captchaEnabled}
        error={submission.error}
        errorRef={errorRef}
      />
    </form>
  );
}
`;
}

function formComponentTest({ feature, Stem, route }: FormNames): string {
  return `import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';
import { ${Stem}Form } from './${feature}-form';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => jsonAnswer(200, { statusCode: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: ${quoted(formCopy.send)} });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/${formCopy.name}/), 'Zoë');
  await user.type(field(/${formCopy.email}/), 'zoe@example.com');
  await user.type(field(/${formCopy.message}/), 'Lovely dinner, thank you!');
}

describe('${Stem}Form', () => {
  it('names each field to fix, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<${Stem}Form />);
    await user.click(send());
    expect(field(/${formCopy.name}/)).toHaveAccessibleDescription('Please enter your first name.');
    expect(field(/${formCopy.email}/)).toHaveAccessibleDescription('Please enter your email address.');
    expect(field(/${formCopy.message}/)).toHaveAccessibleDescription(${quoted(formCopy.enterMessage)});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts to ${route}, thanks the diner in its place, and starts again empty', async () => {
    const user = userEvent.setup();
    render(<${Stem}Form />);
    await fill(user);
    await user.click(send());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('${route}');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Zoë',
      email: 'zoe@example.com',
      message: 'Lovely dinner, thank you!',
    });
    const thanks = await screen.findByRole('status');
    expect(within(thanks).getByRole('heading', { name: ${quoted(formCopy.thanksHeading)} })).toBeInTheDocument();
    expect(thanks).toHaveTextContent(${quoted(formCopy.thanks)});
    expect(thanks).toHaveFocus();
    await user.click(screen.getByRole('button', { name: ${quoted(formCopy.sendAnother)} }));
    expect(field(/${formCopy.message}/)).toHaveValue('');
  });

  it('shows under its field what the server refused, keeping the values', async () => {
    fetchMock.mockImplementationOnce(() =>
      jsonAnswer(400, {
        code: 400,
        issues: [{ field: 'email', message: 'Please use another email address.' }],
      }),
    );
    const user = userEvent.setup();
    render(<${Stem}Form />);
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    expect(field(/${formCopy.email}/)).toHaveAccessibleDescription('Please use another email address.');
    expect(field(/${formCopy.name}/)).toHaveValue('Zoë');
  });
});
`;
}

function formRoute({ feature, stem, Stem, title, route, formType }: FormNames): string {
  return `import { getContentSource } from '@/lib/content/server';
import { formRoute } from '@/lib/forms/server';
import { httpError } from '@/lib/http';
import { composeMail, writeToOutbox, type MailMessage } from '@/lib/mail';
import { type ${Stem}Request, ${stem}RequestSchema } from '../${feature}.schema';
import { ${stem}Copy } from '../messages';

/** Where a post goes: the brand's inbox (the settings' site e-mail). */
interface Inbox {
  email: string;
  brand: string;
}

/**
 * POST ${route}: the ${title.toLowerCase()} form,
 * through the form pipeline (lib/forms: the origin check, rate limits by address and by e-mail,
 * the captcha, this form's schema). A valid post is mailed to the brand's inbox through the
 * outbox, in the pipeline's one transaction; replies go to the diner. Written by npm run new-tile:
 * make \`prepare\` and \`save\` what this form is for (a table of its own, a restaurant's inbox, an
 * e-mail to the diner).
 */
export const ${stem}Handler = formRoute({
  name: '${formType}',
  schema: ${stem}RequestSchema,
  failureLog: 'Error sending a ${title.toLowerCase()}.',
  dinerOf: (post) => post.email,
  prepare: async (): Promise<Inbox> => {
    // The address comes from the content, never from the post: the form is no relay for spam.
    const settings = await getContentSource().getSettings();
    if (!settings?.siteEmail) throw httpError(503, ${stem}Copy.unavailable);
    return { email: settings.siteEmail, brand: settings.siteName };
  },
  save: async (tx, post, inbox) => {
    await writeToOutbox(tx, ${stem}Email(post, inbox));
  },
});

/** The brand's copy of a post, as text and escaped HTML (the diner's own words are in it). */
export function ${stem}Email(post: ${Stem}Request, inbox: Inbox): MailMessage {
  const subject = \`${title}: a message from \${post.name}\`;
  return {
    to: inbox.email,
    replyTo: post.email,
    subject,
    ...composeMail({
      subject,
      greeting: 'Hello,',
      paragraphs: [
        \`A diner sent this through the ${title.toLowerCase()} form of the \${inbox.brand} website. Reply to \${post.email} to answer them (replying to this e-mail does).\`,
      ],
      details: [
        { label: 'From', value: \`\${post.name} <\${post.email}>\` },
        { label: 'Message', value: post.message },
      ],
    }),
  };
}
`;
}

function formRouteTest({ feature, title, route }: FormNames): string {
  return `import 'next-test-api-route-handler'; // must be the first import
// The route is the subject of this test; API routes cannot hold their tests (every file under
// src/pages is a route), so it lives beside the handler the route is built on.
// eslint-disable-next-line import/no-restricted-paths
import route from '@/pages/api/${feature}';
import { getContentSource } from '@/lib/content/server';
import { openTestDatabaseForFile } from '@/lib/db/testing/test-database';
import { callRoute } from '@/lib/http/testing/call-route';
import { generousRateLimits } from '@/lib/http/testing/generous-rate-limits';
import { readOutbox } from '@/lib/mail';

process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = generousRateLimits;

const database = openTestDatabaseForFile();
const post = (body: unknown, headers?: Record<string, string>) =>
  callRoute(route, { method: 'POST', headers, body });
const inbox = async () => (await getContentSource().getSettings())!.siteEmail!;
const mailed = async () => readOutbox(database().db, await inbox());

describe('POST ${route}', () => {
  it('takes a valid post: 200, and mails it to the brand’s inbox, replies going to the diner', async () => {
    const answer = await post({
      name: 'Zoë',
      email: 'zoe@example.com',
      message: 'Lovely dinner, thank you!',
    });
    expect(answer).toEqual({ status: 200, body: { statusCode: 200 } });
    const [mail] = await mailed();
    expect(mail).toMatchObject({
      replyTo: 'zoe@example.com',
      subject: '${title}: a message from Zoë',
    });
    expect(mail!.text).toContain('Message: Lovely dinner, thank you!');
  });

  it('refuses an invalid post with 400 naming each field, and mails nothing', async () => {
    const before = (await mailed()).length;
    const answer = await post({ name: 'Zoë', email: 'not-an-email', message: ' ' });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 400,
        title: 'Bad Request',
        message: expect.stringContaining('email: '),
        issues: [
          { field: 'email', message: 'Please enter a valid email address, like name@example.com.' },
          { field: 'message', message: ${quoted(formCopy.enterMessage)} },
        ],
      },
    });
    expect(await mailed()).toHaveLength(before);
  });

  it('refuses a post another website sends from a visitor’s browser with 403', async () => {
    const before = (await mailed()).length;
    const valid = { name: 'Zoë', email: 'zoe@example.com', message: 'Hello' };
    const answer = await post(valid, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(answer).toEqual({
      status: 403,
      body: {
        code: 403,
        title: 'Forbidden',
        message: 'This request came from another website and was refused. Please use the form on this site.',
      },
    });
    expect(await mailed()).toHaveLength(before);
  });
});
`;
}
