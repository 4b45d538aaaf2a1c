import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { pinClock } from '@/lib/clock';
import { polyfillDialog } from '@/lib/ui/dialog/testing/polyfill-dialog';
import { jsonAnswer } from '@/lib/forms/testing/json-answer';

type User = ReturnType<typeof userEvent.setup>;

/** Replaces fetch with a mock answering the application as sent, until told otherwise. */
export function mockApplicationApi(): jest.Mock {
  const fetchMock = jest.fn(() =>
    jsonAnswer(200, { success: true, message: 'Thank you for your application.' }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** What the n-th call of the fetch mock sent. */
export const sentRequest = (fetchMock: jest.Mock, call = 0): RequestInit =>
  (fetchMock.mock.calls[call] as [string, RequestInit])[1];

/**
 * The application the n-th call sent as the site's form does (multipart/form-data): its values
 * part, and its CV part as a file with its name, type and text.
 */
export async function sentForm(fetchMock: jest.Mock, call = 0) {
  const form = sentRequest(fetchMock, call).body;
  if (!(form instanceof FormData)) throw new Error('The application was not sent as a form.');
  expect([...form.keys()]).toEqual(['values', 'resume']);
  const cv = form.get('resume') as File;
  return {
    values: JSON.parse(form.get('values') as string) as unknown,
    resume: { name: cv.name, type: cv.type, text: await textOf(cv) },
  };
}

/** A file's text, as jsdom reads it. */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** A file of `bytes` (text), its size faked when `size` is given (nothing is held in memory). */
export function fileOf(name: string, bytes: string, type: string, size?: number): File {
  const file = new File([bytes], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The first bytes of a PDF. */
export const pdfText = '%PDF-1.4\n';

export const textbox = (name: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByRole('textbox', { name });
export const select = (name: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByRole('combobox', { name });
export const cvInput = () => screen.getByLabelText(/^Your CV/) as HTMLInputElement;

/** Fills in the applicant: Aoife O'Brien. */
export async function fillPerson(user: User): Promise<void> {
  await user.type(textbox(/^Email/), 'aoife.o@example.com');
  await user.type(textbox(/^First name/), 'Aoife');
  await user.type(textbox(/^Second name/), "O'Brien");
  await user.type(textbox(/^Telephone/), '+44 7700 900123');
}

/**
 * The apply modal's tests' set-up, in a describe's or file's scope: the clock at 15 June 2026
 * (start years 1987-2026), dialogs for jsdom, and a fresh API mock before each test, which the
 * returned function gives.
 */
export function setUpApplyTests(): () => jest.Mock {
  let restore: () => void = () => {};
  let fetchMock: jest.Mock | undefined;
  beforeAll(() => {
    restore = pinClock('2026-06-15T12:00:00Z');
    polyfillDialog();
  });
  afterAll(() => restore());
  beforeEach(() => {
    fetchMock = mockApplicationApi();
  });
  return () => fetchMock!;
}
