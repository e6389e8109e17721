// The programs that read untrusted files run below the server's priority, so that a rush of renderings leaves the
// cores to the requests first.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { PROGRAM_NICENESS, runProgram } from '@server/media/programs';

describe('a program run on a file', () => {
  it('runs at a lower priority than the server, and what it starts does too', async () => {
    const run = await runProgram('sh', ['-c', 'ps -o ni= -p $$; sh -c "ps -o ni= -p \\$\\$"'], {
      timeoutMs: 10_000,
      memoryMb: 512,
      maxOutputBytes: 1024,
    });
    expect(run.code, run.stderr).toBe(0);
    const lowered = Math.max(os.getPriority(), PROGRAM_NICENESS);
    expect(run.stdout.toString().trim().split(/\s+/).map(Number)).toEqual([lowered, lowered]);
  });
});
