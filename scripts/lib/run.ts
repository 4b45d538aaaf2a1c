import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs a command with inherited output and resolves with its exit code (never rejects). */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Resolves the project's own copy of a command-line tool. */
export function bin(name: string): string {
  return `node_modules/.bin/${name}`;
}
