// Child processes of the dev stack: started in their own process group (so Ctrl-C reaches only
// the launcher, which then stops them in order), output prefixed, a pid file each so that a
// leftover from a crashed run is found and stopped by the next `npm start`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DATA_DIR, ROOT, isAlive } from '../lib/dev-stack.mjs';
import { pipeLines, say } from './log.mjs';

const RUN_DIR = path.join(DATA_DIR, 'run');

/** Every child started, in start order. */
export const started = [];

function commandLineOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    } catch {
      return '';
    }
  }
}

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

async function waitForExit(pid, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > until) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Stops a process that is not our child (a leftover): `stopSignal` first, then SIGKILL to its
 * whole process group after `timeoutMs`.
 */
export async function stopPid(pid, stopSignal = 'SIGTERM', timeoutMs = 10_000) {
  signal(pid, stopSignal);
  if (!(await waitForExit(pid, timeoutMs))) {
    signal(-pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
}

/** `true` when `pid` is alive and its command line contains `marker`. */
export function isRunning(pid, marker) {
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && commandLineOf(pid).includes(marker);
}

/** Stops whatever an earlier run that did not shut down cleanly left behind. */
export async function stopLeftovers() {
  if (!fs.existsSync(RUN_DIR)) return;
  const files = fs
    .readdirSync(RUN_DIR)
    .filter((f) => f.endsWith('.pid'))
    .map((f) => path.join(RUN_DIR, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs); // last started first
  for (const full of files) {
    const file = path.basename(full);
    let entry;
    try {
      entry = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch {
      entry = {};
    }
    if (isRunning(entry.pid, entry.marker)) {
      say(
        `stopping ${path.basename(file, '.pid')} (pid ${entry.pid}) left over from an earlier run`,
      );
      await stopPid(entry.pid, entry.stopSignal);
    }
    fs.rmSync(full, { force: true });
  }
}

/**
 * Starts a child. `marker` is a string its command line contains (used to recognise it as a
 * leftover later); `stopSignal` is what asks it to stop gracefully.
 */
export function startProcess({
  name,
  command,
  args = [],
  env = process.env,
  uid,
  gid,
  marker = path.basename(command),
  stopSignal = 'SIGTERM',
}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    uid,
    gid,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeLines(name, child);
  const pidFile = path.join(RUN_DIR, `${name}.pid`);
  if (child.pid) {
    fs.mkdirSync(RUN_DIR, { recursive: true });
    fs.writeFileSync(pidFile, JSON.stringify({ pid: child.pid, marker, stopSignal }));
  }

  const exited = new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: null, signal: null, error }));
    child.on('exit', (code, sig) => resolve({ code, signal: sig }));
  }).then((result) => {
    fs.rmSync(pidFile, { force: true });
    handle.running = false;
    return result;
  });

  const handle = {
    name,
    pid: child.pid,
    running: Boolean(child.pid),
    exited,
    /** Asks it to stop, then kills its process group after `timeoutMs`. */
    async stop(timeoutMs = 10_000) {
      if (!handle.running) return exited;
      signal(child.pid, stopSignal);
      const done = await Promise.race([exited, sleep(timeoutMs).then(() => null)]);
      if (done) return done;
      say(`${name} did not stop within ${timeoutMs / 1000} s: killing it`);
      signal(-child.pid, 'SIGKILL');
      return exited;
    },
    /** Immediate SIGKILL to its process group (second Ctrl-C). */
    kill() {
      if (handle.running) signal(-child.pid, 'SIGKILL');
    },
  };
  started.push(handle);
  return handle;
}

/** Describes how a child ended: "exit code 1", "signal SIGKILL", or the spawn error. */
export function describeExit({ code, signal: sig, error }) {
  if (error) return error.message;
  return sig ? `signal ${sig}` : `exit code ${code}`;
}

/** Resolves once something accepts TCP connections on host:port. */
export async function waitForPort(host, port, child, what, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && !child.running) {
      throw new Error(`${what} stopped during start-up (${describeExit(await child.exited)})`);
    }
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`${what} did not open ${host}:${port}`);
    await sleep(100);
  }
}

/** Fails with a clear message when something already listens on 127.0.0.1:port. */
export async function assertPortFree(port, what, variable) {
  const problem = await new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (e) => resolve(e.code));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(null)));
  });
  if (problem) {
    const hint = variable ? ` or set ${variable}` : '';
    throw new Error(
      `port ${port} (${what}) is already in use (${problem}): stop what uses it${hint}`,
    );
  }
}

/** One launcher per checkout: a second `npm start` would stop the first one's processes. */
export function claimLauncher() {
  const file = path.join(DATA_DIR, 'launcher.pid');
  let other = 0;
  try {
    other = Number(fs.readFileSync(file, 'utf8'));
  } catch {
    // no launcher ran here, or it stopped cleanly
  }
  if (other && other !== process.pid && isRunning(other, 'scripts/dev/start.mjs')) {
    throw new Error(`Mise is already running here (launcher pid ${other}): stop it first`);
  }
  fs.mkdirSync(DATA_DIR, { recursive: true });
  fs.writeFileSync(file, String(process.pid));
  process.on('exit', () => fs.rmSync(file, { force: true }));
}
