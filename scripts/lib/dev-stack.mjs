// Where the dev stack keeps its state, and the file that tells other scripts how to reach it.
//
//   import { readDevStack } from './lib/dev-stack.mjs';
//   const stack = readDevStack();            // throws a clear error when `npm start` is not running
//   stack.gateway                            // 'http://localhost:4000'
//   stack.services.identity.url              // 'http://127.0.0.1:4001'
//   stack.services.identity.env.DATABASE_URL // the env the launcher gave the service
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DATA_DIR = path.join(ROOT, '.data');
export const STACK_FILE = path.join(DATA_DIR, 'dev-stack.json');

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return e.code === 'EPERM';
  }
  // An exited child that nobody reaped yet still answers kill(0) on Linux.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/** Written by `npm start` once the gateway is ready; removed when it stops. */
export function writeDevStack(stack) {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  fs.writeFileSync(STACK_FILE, `${JSON.stringify(stack, null, 2)}\n`, { mode: 0o600 });
}

export function removeDevStack() {
  fs.rmSync(STACK_FILE, { force: true });
}

/** The running dev stack, or an Error telling the user to start it. */
export function readDevStack() {
  let stack;
  try {
    stack = JSON.parse(fs.readFileSync(STACK_FILE, 'utf8'));
  } catch {
    throw new Error(
      'The dev stack is not running: start it with `npm start` (in another terminal).',
    );
  }
  if (!stack.pid || !isAlive(stack.pid)) {
    throw new Error(
      'The dev stack is not running (its launcher has exited): start it with `npm start`.',
    );
  }
  return stack;
}
