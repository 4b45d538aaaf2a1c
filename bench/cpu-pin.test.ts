import { onCpus } from './cpu-pin';

describe('onCpus', () => {
  it('runs the command through taskset on the cores given (taskset execs it: the same pid)', () => {
    expect(onCpus('1', '/usr/bin/node', ['server.js'])).toEqual([
      'taskset',
      ['-c', '1', '/usr/bin/node', 'server.js'],
    ]);
  });

  it('runs the command itself where nothing is pinned', () => {
    expect(onCpus(undefined, '/usr/bin/node', ['server.js'])).toEqual([
      '/usr/bin/node',
      ['server.js'],
    ]);
  });
});
