import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The container and CI install the same system packages on the same Node (docs/decisions/077-container-and-node.md):
 * both call scripts/system-packages.sh, neither names a package of its list on its own, and the Node of the
 * Dockerfile is the one .ci/run brings and package.json's engines ask for.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (name: string) => fs.readFileSync(`${root}/${name}`, 'utf8');
const list = (which: string) =>
  execFileSync('bash', ['scripts/system-packages.sh', 'list', which], { cwd: root, encoding: 'utf8' })
    .trim()
    .split(/\s+/);

describe('system packages and Node', () => {
  const dockerfile = read('Dockerfile');
  const ci = read('.ci/run');

  it('are installed from the one list by the Dockerfile and by CI', () => {
    const runtime = list('runtime');
    expect(runtime).toEqual(
      expect.arrayContaining(['poppler-utils', 'libreoffice-impress-nogui', 'fonts-noto-cjk']),
    );
    expect(dockerfile).toContain('bash scripts/system-packages.sh install runtime');
    expect(ci).toContain('bash scripts/system-packages.sh install runtime');
    expect(ci).toContain('bash scripts/system-packages.sh install test');
    for (const p of [...runtime, ...list('test')]) {
      const named = new RegExp(`(^|\\s)${p.replace(/[-+.]/g, '\\$&')}(\\s|$)`, 'm');
      expect(named.test(dockerfile), `the Dockerfile names ${p} itself`).toBe(false);
      expect(named.test(ci), `.ci/run names ${p} itself`).toBe(false);
    }
  });

  it('run on the Node that CI brings and the engines ask for', () => {
    const image = /^FROM node:(\d+)\.(\d+)\.(\d+)-bookworm-slim/gm;
    const versions = [...dockerfile.matchAll(image)].map((m) => `${m[1]}.${m[2]}.${m[3]}`);
    expect(versions.length).toBe(2); // the build stage and the image
    const ciNode = /^NODE_VERSION=(\S+)$/m.exec(ci)?.[1];
    expect(new Set(versions)).toEqual(new Set([ciNode]));
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toMatch(new RegExp(`^>=${ciNode!.split('.')[0]}\\.`));
  });

  it('the image runs as an unprivileged user and checks its own readiness', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health\/ready/m);
  });
});
