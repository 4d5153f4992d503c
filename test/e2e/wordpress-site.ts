import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { STEP_MS } from './hang-limits.js';

const run = promisify(execFile);
const PLUGIN = fileURLToPath(new URL('../../dist/wordpress/jass-weis', import.meta.url));
/** Debian's WordPress (`apt-get install wordpress wordpress-theme-twentytwentythree php-cli php-mysql mariadb-server`, as `.ci/run` does). */
const WORDPRESS = '/usr/share/wordpress';
export const ADMIN = { user: 'admin', password: 'jass-weis-admin' } as const;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Polls `check` until it holds; a hang's limit (hang-limits.ts) for a server to start. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (const end = Date.now() + STEP_MS; Date.now() < end; ) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

export interface WordPressSite {
  origin: string;
  /** PHP run inside the site (wp-load.php loaded): what it prints. */
  php(code: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real WordPress for the tests: Debian's, copied to a temporary folder with its own MariaDB
 * (a data folder and a socket of its own) and PHP's built-in server, installed, and the plugin
 * (`npm run build:wordpress`) copied in and activated.
 */
export async function startWordPress(): Promise<WordPressSite> {
  const folder = await mkdtemp(join(tmpdir(), 'jass-weis-wordpress-'));
  const site = join(folder, 'site');
  const data = join(folder, 'db');
  const socket = join(folder, 'mysql.sock');
  const children: ChildProcess[] = [];
  await run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${data}`,
    '--user=root',
    '--auth-root-authentication-method=normal',
  ]);
  children.push(
    spawn('mariadbd', ['--no-defaults', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking', '--user=root'], {
      stdio: 'ignore',
    }),
  );
  const sql = (query: string) => run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', query]);
  await until(() => sql('SELECT 1').then(() => true), 'MariaDB');
  await sql("CREATE DATABASE wp; CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'localhost';");
  await cp(WORDPRESS, site, { recursive: true, verbatimSymlinks: true });
  await rm(join(site, 'wp-config.php'));
  await mkdir(join(site, 'wp-content/uploads'), { recursive: true });
  await cp(PLUGIN, join(site, 'wp-content/plugins/jass-weis'), { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  await writeFile(
    join(site, 'wp-config.php'),
    `<?php
define('DB_NAME', 'wp'); define('DB_USER', 'wp'); define('DB_PASSWORD', 'wp');
define('DB_HOST', 'localhost:${socket}'); define('DB_CHARSET', 'utf8mb4'); define('DB_COLLATE', '');
foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as $key) define($key, 'jass-weis-test-' . $key);
define('WP_HOME', '${origin}'); define('WP_SITEURL', '${origin}');
define('AUTOMATIC_UPDATER_DISABLED', true); define('WP_HTTP_BLOCK_EXTERNAL', true); define('DISABLE_WP_CRON', true);
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
  );
  children.push(spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site], { stdio: 'ignore' }));
  await until(() => fetch(`${origin}/wp-admin/install.php`).then((response) => response.ok), 'WordPress');
  const install = await fetch(`${origin}/wp-admin/install.php?step=2`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      weblog_title: 'Jass',
      user_name: ADMIN.user,
      admin_password: ADMIN.password,
      admin_password2: ADMIN.password,
      pw_weak: 'on',
      admin_email: 'admin@example.org',
      blog_public: '0',
      language: '',
    }),
  });
  if (!(await install.text()).includes('Success')) throw new Error('WordPress did not install');
  const php = async (code: string) => {
    const script = `<?php $_SERVER['HTTP_HOST'] = '127.0.0.1:${port}'; require '${site}/wp-load.php'; require_once ABSPATH . 'wp-admin/includes/plugin.php'; ${code}`;
    const file = join(folder, 'run.php');
    await writeFile(file, script);
    return (await run('php', [file])).stdout;
  };
  const activated = await php(
    "$result = activate_plugin('jass-weis/jass-weis.php'); echo is_wp_error($result) ? $result->get_error_message() : 'activated';",
  );
  if (activated !== 'activated') throw new Error(`the plugin was not activated: ${activated}`);
  return {
    origin,
    php,
    close: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve(null);
              child.once('exit', resolve);
              child.kill();
            }),
        ),
      );
      await rm(folder, { recursive: true, force: true });
    },
  };
}
