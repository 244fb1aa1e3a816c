// `npm run lock:complete`, after any `npm install` that changes package-lock.json.
// The registry this project installs from carries only the platform packages of its own machines,
// so npm leaves the other platforms' optional binaries (macOS, Windows, ARM…) out of the lock file,
// and `npm ci` then refuses the lock as out of sync. This adds each missing optional package with
// the os/cpu/libc its name states, so `npm ci` skips it on a machine it does not fit, as npm does.
import fs from 'node:fs';

type Entry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};

const oses = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const cpus: Array<[RegExp, string]> = [
  [/-arm64(-|$)/, 'arm64'],
  [/-x64(-|$)/, 'x64'],
  [/-ia32(-|$)/, 'ia32'],
  [/-arm(-|$)/, 'arm'],
  [/-loong64(-|$)/, 'loong64'],
  [/-ppc64(-|$)/, 'ppc64'],
  [/-riscv64(-|$)/, 'riscv64'],
  [/-s390x(-|$)/, 's390x'],
  [/-wasm32(-|$)/, 'wasm32'],
];

function platformOf(name: string): Pick<Entry, 'os' | 'cpu' | 'libc'> | null {
  const base = name.split('/').pop() ?? name;
  const os = oses.find((candidate) => base.includes(`-${candidate}-`) || base.endsWith(`-${candidate}`));
  const cpu = cpus.find(([pattern]) => pattern.test(base))?.[1];
  if (!cpu) return null;
  const libc =
    os === 'linux'
      ? base.includes('musl')
        ? ['musl']
        : base.includes('gnu')
          ? ['glibc']
          : undefined
      : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc } : {}) };
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };
let added = 0;
for (const [, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[key] = { version, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform packages`);
