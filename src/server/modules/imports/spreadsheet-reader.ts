// Parses an upload in a worker thread, with a time and memory limit, and answers checked rows.
import { Worker } from 'node:worker_threads';
import { AppError } from '@server/errors';
import { maxRowsOf, type CheckedRows, type RowTask } from './import-rows';
import { LIMITS, type SheetFormat } from './spreadsheet-guard';

/**
 * Parses spreadsheets and checks their rows OFF the main thread, in at most two worker threads with a heap cap and
 * a time limit each: a file crafted to be slow or to explode in memory kills only its worker (answered with a 400)
 * while the server keeps answering everyone else.
 *
 * A worker starts with the first upload and stays for five minutes after its last one, so an organiser importing
 * file after file pays its start (the spreadsheet library and the schemas, ~0.2 s compiled) once. It is not kept
 * for good: an idle worker holds ~28 MB that the judges' busy hour needs more (bench: server RSS under load).
 * A second worker is started only while two files are being read at once. Idle workers never keep the process
 * alive.
 */
export type ParseRequest = {
  format: SheetFormat;
  data: Uint8Array;
  maxRows: number;
  maxCols: number;
  maxSheets: number;
  task: RowTask;
};

export type ParseResult =
  { ok: true; checked: CheckedRows } | { ok: false; message: string; missing?: string[] };

const MAX_COLUMNS = 64;
/** A legitimate 50,000-row file (~30 MB unpacked) parses in a few seconds even on a loaded machine. */
const TIME_LIMIT_MS = 20_000;
const IDLE_MS = 5 * 60_000;
/**
 * The worker's heap. Files are at most 64 MB unpacked (media's SPREADSHEET_ZIP_LIMITS); a 50,000-row poster sheet peaks at
 * ~150 MB while it is parsed and checked. What needs more is refused as too complex.
 */
const HEAP_LIMIT_MB = 384;
const YOUNG_LIMIT_MB = 32;
const MAX_PARALLEL = 2;

// The worker is TypeScript; the .mjs boot file loads it through tsx (see that file for why).
const bootUrl = new URL('./spreadsheet-worker-boot.mjs', import.meta.url);
const workerUrl = new URL(
  `./spreadsheet.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

const unreadable = (detail: string) => new AppError('BAD_FILE', detail);
const DAMAGED = 'The file could not be read as a spreadsheet; it may be damaged';

type Pending = { resolve: (r: ParseResult) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

class ParseWorker {
  private readonly worker: Worker;
  private pending: Pending | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  dead = false;

  constructor(private readonly onDead: (w: ParseWorker) => void) {
    this.worker = new Worker(bootUrl, {
      workerData: { entry: workerUrl.href },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: YOUNG_LIMIT_MB },
      stdout: true,
      stderr: true,
    });
    this.worker.unref();
    // Library warnings about odd files are not server logs: drain and drop them.
    this.worker.stdout.resume();
    this.worker.stderr.resume();
    this.worker.on('message', (r: ParseResult) => this.settle((p) => p.resolve(r)));
    this.worker.on('error', (err: Error & { code?: string }) => {
      const tooBig = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.kill(
        unreadable(
          tooBig ? 'The file is too large or complex to read; split it into smaller files' : DAMAGED,
        ),
      );
    });
    this.worker.on('exit', () => this.kill(unreadable(DAMAGED)));
  }

  run(job: ParseRequest): Promise<ParseResult> {
    clearTimeout(this.idleTimer);
    this.worker.ref();
    return new Promise<ParseResult>((resolve, reject) => {
      const timer = setTimeout(
        () => this.kill(unreadable('The file took too long to read; split it into smaller files')),
        TIME_LIMIT_MS,
      );
      this.pending = { resolve, reject, timer };
      this.worker.postMessage(job);
    });
  }

  /** Back in the pool; it ends after IDLE_MS without work. */
  idle(): void {
    this.worker.unref();
    this.idleTimer = setTimeout(() => this.kill(), IDLE_MS);
    this.idleTimer.unref();
  }

  private settle(fn: (p: Pending) => void): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    clearTimeout(p.timer);
    fn(p);
  }

  kill(reason?: Error): void {
    if (reason) this.settle((p) => p.reject(reason));
    if (this.dead) return;
    this.dead = true;
    clearTimeout(this.idleTimer);
    this.onDead(this);
    void this.worker.terminate();
  }
}

const alive = new Set<ParseWorker>();
const idleWorkers: ParseWorker[] = [];
let running = 0;
const waiting: (() => void)[] = [];

function spawnWorker(): ParseWorker {
  const w = new ParseWorker(onDead);
  alive.add(w);
  return w;
}

function onDead(w: ParseWorker): void {
  alive.delete(w);
  const i = idleWorkers.indexOf(w);
  if (i >= 0) idleWorkers.splice(i, 1);
}

async function parseInWorker(job: ParseRequest): Promise<ParseResult> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  const worker = idleWorkers.pop() ?? spawnWorker();
  try {
    const result = await worker.run(job);
    if (!worker.dead) {
      worker.idle();
      idleWorkers.push(worker);
    }
    return result;
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Reads the first sheet and checks its rows against the task's rules in the worker; a file that cannot be
 * imported as a whole is a 400 with the reason.
 */
export async function readAndCheckRows(
  format: SheetFormat,
  data: Buffer,
  task: RowTask,
): Promise<CheckedRows> {
  const result = await parseInWorker({
    format,
    data,
    maxRows: maxRowsOf(task),
    maxCols: MAX_COLUMNS,
    maxSheets: LIMITS.maxSheets,
    task,
  });
  if (!result.ok && result.missing)
    throw new AppError('SPREADSHEET_COLUMNS_MISSING', result.message, {
      field: 'file',
      params: { columns: result.missing.join(', ') },
    });
  if (!result.ok) throw unreadable(result.message);
  return result.checked;
}
