export { loadShell } from './server/load-shell';
