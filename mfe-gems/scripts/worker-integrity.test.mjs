// The hash the map checks MapLibre's worker against is written into the build (rsbuild.config.ts); this
// checks it is the SHA-384 of the worker file the same build ships. Runs on an existing build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', 'dist');
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe.skipIf(!existsSync(dist))("MapLibre's worker in the production build", () => {
  it('is checked against the SHA-384 of the very file the build ships', () => {
    const all = files(dist);
    const worker = all.find((file) => /maplibre-gl-worker\.[0-9a-f]+\.js$/.test(file));
    expect(worker).toBeDefined();
    const hash = `sha384-${createHash('sha384').update(readFileSync(worker)).digest('base64')}`;
    const recorded = new Set(
      all
        .filter((file) => file.endsWith('.js') && file !== worker)
        .flatMap((file) => readFileSync(file, 'utf8').match(/sha384-[A-Za-z0-9+/]{64}/g) ?? []),
    );
    expect([...recorded]).toEqual([hash]);
  });
});
