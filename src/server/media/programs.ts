// Runs one external program on an untrusted file: no shell, a wall-time bound, an address-space bound, bounded
// output (docs/decisions/041-poster-files.md, "The renderer").
import { spawn } from 'node:child_process';
import os from 'node:os';

export type ProgramBounds = {
  timeoutMs: number;
  memoryMb: number;
  /** Most bytes of stdout kept; past it the program is killed and `truncated` is set. */
  maxOutputBytes: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
};

export type ProgramRun = {
  /** Exit code, or null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  /** The first 8 KB of stderr (enough to read why it failed). */
  stderr: string;
  /** Killed because it ran past timeoutMs. */
  timedOut: boolean;
  /** Killed because its output passed maxOutputBytes (stdout holds the first maxOutputBytes). */
  truncated: boolean;
};

const STDERR_KEPT = 8 * 1024;

/**
 * Runs `program args` under `prlimit --as` (prlimit sets the limit and execs the program, so the limit and the
 * process are the program's own), at a lower priority than the server (PROGRAM_NICENESS). The program leads its own process group: at the time bound the whole group is
 * killed with SIGKILL, which also ends what it started (soffice's launcher starts soffice.bin). A program that
 * cannot be started (not installed) rejects: that is a passing failure of the machine, not of the file.
 */
export function runProgram(program: string, args: string[], bounds: ProgramBounds): Promise<ProgramRun> {
  const asBytes = Math.round(bounds.memoryMb * 1024 * 1024);
  return new Promise((resolve, reject) => {
    const child = spawn('prlimit', [`--as=${asBytes}`, '--', program, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: bounds.env ?? process.env,
      cwd: bounds.cwd,
    });
    lowerPriority(child.pid);
    const chunks: Buffer[] = [];
    let kept = 0;
    let stderr = '';
    let timedOut = false;
    let truncated = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, bounds.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (truncated) return;
      const room = bounds.maxOutputBytes - kept;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        kept += room;
        truncated = true;
        killGroup();
        return;
      }
      chunks.push(chunk);
      kept += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8').slice(0, STDERR_KEPT - stderr.length);
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // The launcher may be gone while what it started still runs: end the group either way.
      killGroup();
      resolve({ code, signal, stdout: Buffer.concat(chunks), stderr, timedOut, truncated });
    });
  });
}

/**
 * How much a program yields the cores to the server (Unix niceness): rendering a poster file must not starve the
 * judges' and attendees' requests. What the program starts later (soffice.bin) inherits it.
 */
export const PROGRAM_NICENESS = 10;

function lowerPriority(pid: number | undefined): void {
  if (!pid) return;
  try {
    os.setPriority(pid, Math.max(os.getPriority(), PROGRAM_NICENESS));
  } catch {
    // Gone already, or a system that does not allow it: the program runs at the server's priority.
  }
}

/** prlimit itself exits 1 with this when the program is not installed ("failed to execute"). */
export function programMissing(run: ProgramRun): boolean {
  return run.code !== 0 && /prlimit: failed to execute/.test(run.stderr);
}

/** Whether the run ended by its bounds: the time bound, or the address-space bound (an allocation failed). */
export function exceededBounds(run: ProgramRun): boolean {
  if (run.timedOut) return true;
  if (run.signal === 'SIGABRT' || run.signal === 'SIGSEGV' || run.signal === 'SIGBUS') return true;
  return /bad_alloc|out of memory|cannot allocate|failed to allocate/i.test(run.stderr);
}
