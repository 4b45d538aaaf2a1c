import { isHttpError } from '@/lib/http';
import { readSearchQuery } from './search-query';

const refusal = (value: unknown) => {
  try {
    readSearchQuery(value);
  } catch (error) {
    if (isHttpError(error)) return { status: error.status, message: error.payload.message };
    throw error;
  }
  return null;
};

describe('readSearchQuery', () => {
  it('returns the query trimmed', () => {
    expect(readSearchQuery('  Leeds ')).toBe('Leeds');
    expect(readSearchQuery('LS1 5AB')).toBe('LS1 5AB');
    expect(readSearchQuery('x'.repeat(100))).toHaveLength(100);
    expect(readSearchQuery('Bishop’s Stortford')).toBe('Bishop’s Stortford');
  });

  it.each([
    ['nothing', undefined],
    ['an empty query', ''],
    ['blanks', ' \t '],
    ['two queries', ['Leeds', 'York']],
    ['a caret', 'Le^eds'],
    ['a NUL', 'Leeds\u0000'],
    ['a tab inside', 'Le\teds'],
    ['DEL', 'Leeds\u007f'],
    ['101 characters', 'y'.repeat(101)],
  ])('refuses %s with 400 and the bad-query message', (_case, value) => {
    expect(refusal(value)).toEqual({
      status: 400,
      message: 'Invalid search query, please search again.',
    });
  });
});
