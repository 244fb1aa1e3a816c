// `npm run bench:bundle`: builds the app (the whole `npm run build`, so `build/` stays ready to
// serve) and prints, for each page, the JavaScript a browser loads on a first visit (React Router's
// manifest: the client entry, every matched route module and their static imports, and the page
// language's strings, English here), gzipped (the target's measure) and with brotli at the quality
// the server's compression middleware uses for browsers that accept it (over HTTPS). It prints
// figures; it never fails on them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from './bench-server.ts';

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const CLIENT = path.resolve('build/client');

if (!process.argv.includes('--no-build')) {
  console.log('Building…');
  buildApp();
}

function readManifest(): Manifest {
  const dir = path.join(CLIENT, 'assets');
  const file = fs.readdirSync(dir).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!file) throw new Error('no React Router manifest in build/client/assets');
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { ...(JSON.parse(json) as Omit<Manifest, 'url'>), url: `/assets/${file}` };
}

type Size = { raw: number; gzip: number; br: number };

const sizes = new Map<string, Size>();
function sizeOf(url: string) {
  let size = sizes.get(url);
  if (!size) {
    const content = fs.readFileSync(path.join(CLIENT, url));
    size = {
      raw: content.length,
      gzip: zlib.gzipSync(content).length,
      br: zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    };
    sizes.set(url, size);
  }
  return size;
}

function chain(manifest: Manifest, route: ManifestRoute): ManifestRoute[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...chain(manifest, parent), route] : [route];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

const manifest = readManifest();
// The entry loads the page language's strings before hydrating (decision 016): part of every page.
const englishStrings = fs
  .readdirSync(path.join(CLIENT, 'assets'))
  .find((name) => /^strings-en-[\w-]+\.js$/.test(name));
if (!englishStrings) throw new Error('no English strings chunk in build/client/assets');
const pages = Object.values(manifest.routes).filter(
  (route) => route.hasDefaultExport && route.id !== 'root' && !route.id.startsWith('routes/layouts/'),
);
const rows = pages.map((route) => {
  const matched = chain(manifest, route);
  const urls = new Set([
    manifest.url,
    manifest.entry.module,
    ...manifest.entry.imports,
    `/assets/${englishStrings}`,
  ]);
  for (const match of matched) for (const url of [match.module, ...(match.imports ?? [])]) urls.add(url);
  const fullPath = `/${matched
    .map((match) => match.path)
    .filter(Boolean)
    .join('/')}`;
  const total = [...urls].reduce<Size>(
    (sum, url) => {
      const size = sizeOf(url);
      return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, br: sum.br + size.br };
    },
    { raw: 0, gzip: 0, br: 0 },
  );
  return { page: fullPath, files: urls.size, ...total };
});

console.log(
  '\nFirst-load JavaScript per page, React Router manifest and English strings included (KB; goal for /home: gzip under 120)',
);
console.log(`${'page'.padEnd(34)}   gzip   brotli      raw  files`);
for (const row of rows.sort((a, b) => a.page.localeCompare(b.page))) {
  console.log(
    `${row.page.padEnd(34)} ${kb(row.gzip)}  ${kb(row.br)}  ${kb(row.raw)}  ${String(row.files).padStart(5)}`,
  );
}

const allChunks = fs
  .readdirSync(path.join(CLIENT, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, ...sizeOf(`/assets/${name}`) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 12);
console.log('\nBiggest chunks (KB: gzip, raw)');
for (const chunk of allChunks) console.log(`${chunk.name.padEnd(44)} ${kb(chunk.gzip)}  ${kb(chunk.raw)}`);
