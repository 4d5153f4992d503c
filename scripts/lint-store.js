#!/usr/bin/env node
// `npm run lint:store`: what a store review looks at, on the built extension folders that
// `npm run zip` packages. Mozilla's linter (web-ext lint) on the Firefox build must report no
// error and no warning but the ones listed below with their reason; both manifests must be
// complete in every locale.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;
const BUILDS = ['.output/chrome-mv3', '.output/firefox-mv3'].map((dir) => join(ROOT, dir));
const LOCALES = ['en', 'de', 'fr', 'it'];
const ICON_SIZES = ['16', '32', '48', '96', '128'];

/**
 * Warnings we cannot avoid, each with its reason. Lit prepares each template once by setting a
 * <template>'s innerHTML to the template's static strings (never to data); Lit is the element.
 */
const ACCEPTED = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    why: "Lit's template preparation (static template strings, not data)",
    // Lit's `Template.createElement`: a <template> made and filled in one statement (a minified
    // name may hold a `$`).
    matches: (source) =>
      /static createElement\([\w$]+,[\w$]+\)\{let [\w$]+=[\w$]+\.createElement\(`template`\);return [\w$]+\.innerHTML=[\w$]+,[\w$]+\}/.test(
        source,
      ),
  },
];

const problems = [];
const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;

for (const build of BUILDS) {
  const manifest = JSON.parse(readFileSync(join(build, 'manifest.json'), 'utf8'));
  if (manifest.version !== version) problems.push(`${build}: version ${manifest.version}, package.json says ${version}`);
  if (manifest.default_locale !== 'en') problems.push(`${build}: default_locale is not en`);
  for (const size of ICON_SIZES) {
    if (!manifest.icons?.[size] || !existsSync(join(build, manifest.icons[size]))) problems.push(`${build}: no ${size} px icon`);
  }
  const keys = JSON.stringify(manifest).match(/__MSG_(\w+)__/g) ?? [];
  for (const locale of LOCALES) {
    const file = join(build, '_locales', locale, 'messages.json');
    if (!existsSync(file)) {
      problems.push(`${build}: no _locales/${locale}`);
      continue;
    }
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of keys) {
      const name = key.slice(6, -2);
      if (!messages[name]?.message) problems.push(`${build}: ${locale} has no ${name}`);
    }
    // The stores' limits: Chrome cuts descriptions at 132 characters, names at 75.
    if ((messages.extDescription?.message ?? '').length > 132) problems.push(`${locale}: description over 132 characters`);
    if ((messages.extName?.message ?? '').length > 75) problems.push(`${locale}: name over 75 characters`);
  }
}

const firefox = BUILDS[1];
let report;
try {
  report = JSON.parse(
    execFileSync('npx', ['web-ext', 'lint', '--source-dir', firefox, '--output', 'json'], { cwd: ROOT, encoding: 'utf8' }),
  );
} catch (error) {
  // web-ext exits 1 when it finds errors; its report is still on stdout.
  report = JSON.parse(error.stdout);
}
for (const item of [...report.errors, ...report.notices, ...report.warnings]) {
  const lines =
    item.file && existsSync(join(firefox, item.file)) ? readFileSync(join(firefox, item.file), 'utf8').split('\n') : [];
  const source = lines[(item.line ?? 1) - 1] ?? '';
  const accepted = report.warnings.includes(item) && ACCEPTED.find((rule) => rule.code === item.code && rule.matches(source));
  if (accepted) console.log(`accepted: ${item.code} in ${item.file}: ${accepted.why}`);
  else problems.push(`web-ext lint: ${item.code} in ${item.file ?? 'the add-on'}: ${item.message}`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `store check: both builds complete in ${LOCALES.join(', ')}; web-ext lint ${report.summary.errors} errors, ${report.summary.warnings} warnings (all accepted above)`,
);
