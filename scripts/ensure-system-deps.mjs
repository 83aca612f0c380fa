#!/usr/bin/env node
// Installs what the tests need from Debian when it is missing: Chromium for
// Playwright and PostgreSQL for the server's second test run.
import { existsSync, readdirSync } from 'node:fs';
import { log, run } from './lib.mjs';

const hasChromium = existsSync('/usr/bin/chromium');
const hasPostgres =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

const missing = [...(hasChromium ? [] : ['chromium']), ...(hasPostgres ? [] : ['postgresql'])];
if (missing.length > 0) {
  log(`Installing ${missing.join(' and ')} from Debian`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await apt(['update', '-qq']);
  await (sudo.length
    ? run(
        'sudo',
        ['-E', 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing],
        { env },
      )
    : run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env }));
}
