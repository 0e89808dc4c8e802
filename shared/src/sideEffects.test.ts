// package.json declares that only the stylesheets of @gaido/shared have side effects, so the bundler
// leaves out every module of a subpath that a page does not use (`@gaido/shared/tours` is one
// index, and without the flag every page that showed a tour card also loaded the card payment form;
// `/` was 4.5 KB gzip heavier). The flag holds only while no code imports a module of the package for its
// effect alone: such an import would be dropped silently. Stylesheets are the one exception.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = dirname(fileURLToPath(import.meta.url));
const repoDir = join(srcDir, '..', '..');
const pkg = JSON.parse(readFileSync(join(srcDir, '..', 'package.json'), 'utf8')) as { sideEffects?: unknown };

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));
}

/** `import 'x'` (no bindings) in a file: the specifiers it imports for their effect alone. */
function bareImports(text: string): string[] {
  return [...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1] as string);
}

/** Bare imports that reach this package: relative ones inside it, `@gaido/shared...` anywhere. */
function bareImportsOfThePackage(): string[] {
  const found: string[] = [];
  const inside = sources(srcDir).map((file) => ({ file, ownPackage: true }));
  const apps = ['host', 'mfe-tours', 'mfe-gems', 'mfe-account', 'mfe-onboarding'].flatMap((app) =>
    sources(join(repoDir, app, 'src')).map((file) => ({ file, ownPackage: false })),
  );
  for (const { file, ownPackage } of [...inside, ...apps]) {
    for (const specifier of bareImports(readFileSync(file, 'utf8'))) {
      const ours = specifier.startsWith('@gaido/shared') || (ownPackage && specifier.startsWith('.'));
      if (ours) found.push(`${relative(repoDir, file)}: ${specifier}`);
    }
  }
  return found;
}

describe('side effects of @gaido/shared', () => {
  it('are declared for the stylesheets only', () => {
    expect(pkg.sideEffects).toEqual(['*.css']);
  });

  it('are never what a module of the package is imported for, stylesheets aside', () => {
    const found = bareImportsOfThePackage();
    // The check sees the stylesheet imports there are (so it can fail).
    expect(found).toContain('host/src/bootstrap.tsx: @gaido/shared/styles.css');
    expect(found).toContain('shared/src/standalone/StandaloneShell.tsx: ../ui/gaido.css');
    expect(found.filter((line) => !line.endsWith('.css'))).toEqual([]);
  });

  it('tells a bare import from one with bindings', () => {
    expect(bareImports("import './a';\nimport { b } from './b';\n  import \"./c.css\";")).toEqual([
      './a',
      './c.css',
    ]);
  });
});
