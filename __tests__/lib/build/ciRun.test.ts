/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `.ci/run` on a fresh machine: its install steps run in a sandbox where every tool it installs is missing (a PATH
 * holding only the shell's basics and stubs), with a stub `apt-get` that records what it is asked and "installs" a
 * package by adding its command, a stub `sudo`, and a stub `npm` that records `npm ci` and `npm test`.
 */
const SCRIPT = path.join(__dirname, '../../../.ci/run');
const BASICS = ['bash', 'env', 'dirname', 'head', 'cat', 'touch', 'chmod'];
/** The command each Debian package brings, as the script looks for it. */
const COMMANDS: Record<string, string> = {
  chromium: 'chromium',
  sqlfluff: 'sqlfluff',
  'redis-server': 'redis-server',
  'gdal-bin': 'ogrinfo',
  qpdf: 'qpdf',
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
  stub(path.join(bin, 'npm'), `echo "npm $*" >> "${log}"`);
  stub(path.join(bin, 'node'), 'echo v20.0.0');
  stub(path.join(bin, 'id'), 'echo "${FAKE_UID:-0}"');
  // Debian's python3 has pikepdf once python3-pikepdf is installed; the python3 first on PATH (pyenv's, on these
  // machines) never has it, and the script must not ask that one.
  stub(path.join(root, 'debian-python3'), `[ -e "${root}/pikepdf" ]`);
  stub(path.join(bin, 'python3'), 'exit 1');
  return {
    root,
    run(uid: number) {
      const result = spawnSync(which('bash'), [path.join(root, '.ci/run')], {
        env: {
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
    expect(lines.slice(2)).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
  });

  it('as a user: asks apt-get through sudo, with the same packages', () => {
    const box = sandbox();
    roots.push(box.root);
    const { status, lines } = box.run(1000);
    expect(status).toBe(0);
    expect(lines.filter((l) => l.startsWith('sudo'))).toEqual(['sudo env', 'sudo env']);
    const install = lines.find((l) => l.startsWith('apt-get DEBIAN_FRONTEND=noninteractive install'));
    for (const pkg of PACKAGES) expect(install?.split(' ')).toContain(pkg);
    expect(lines.slice(-2)).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
  });

  it('asks only for what is missing, and nothing at all when every tool is there', () => {
    const some = sandbox(['chromium', 'mesa', 'sqlfluff', 'ogrinfo', 'pikepdf']);
    const all = sandbox([...Object.values(COMMANDS), 'pikepdf', 'mesa']);
    roots.push(some.root, all.root);
    const partial = some.run(0);
    expect(partial.status).toBe(0);
    expect(partial.lines[1]).toBe('apt-get DEBIAN_FRONTEND=noninteractive install -y -qq redis-server qpdf');
    const none = all.run(0);
    expect(none.status).toBe(0);
    expect(none.lines).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
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
