import { z } from 'zod';
import { config } from 'zod/v4/core';
import { parseWithoutEvalInBrowser } from './browser-zod';

describe('zod in the browser', () => {
  it('parses objects without asking for new Function (which the CSP refuses)', () => {
    const functionConstructor = jest.spyOn(globalThis, 'Function');
    parseWithoutEvalInBrowser();
    const schema = z.object({ name: z.string(), covers: z.number().int() });
    expect(schema.parse({ name: 'Ada', covers: 2 })).toEqual({ name: 'Ada', covers: 2 });
    expect(schema.safeParse({ name: 'Ada' }).success).toBe(false);
    expect(functionConstructor).not.toHaveBeenCalled();
    expect(config().jitless).toBe(true);
    functionConstructor.mockRestore();
  });
});
