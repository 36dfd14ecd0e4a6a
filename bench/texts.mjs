// bench/texts.mjs times a text's look-up (Translations.t, web/src/i18n/core.ts) with the real
// Sinhala texts of the common and jobs namespaces: every text a page shows is one look-up, in the
// browser and in the server's render. Run it with the JIT off, as the server's engine (QuickJS)
// has none:
//
//   node --jitless bench/texts.mjs [CORE_TS ...]
//
// Each CORE_TS is a version of web/src/i18n/core.ts (the default); an older one, saved with
// `git show REV:web/src/i18n/core.ts > /tmp/core-old.ts`, compares the two. The versions are
// timed in turn, three rounds. It prints figures and never fails because something is slow.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(path.join(root, 'web', 'package.json'))('typescript');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jobportal-bench-texts-'));
process.on('exit', () => fs.rmSync(work, { recursive: true, force: true }));

// Plain JavaScript of a TypeScript file, its '@/lib/intl' import pointing at the copy beside it.
function compile(source, out) {
  const { outputText } = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  fs.writeFileSync(out, outputText.replaceAll("'@/lib/intl'", "'./intl.mjs'"));
}
compile(path.join(root, 'web/src/lib/intl.ts'), path.join(work, 'intl.mjs'));

const read = (file) => JSON.parse(fs.readFileSync(path.join(root, 'web/src', file), 'utf8'));
const common = read('i18n/locales/si/common.json');
const jobsEn = read('features/jobs/locales/en.json');
const jobsSi = read('features/jobs/locales/si.json');
const keys = (tree, prefix = '') =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`)));
// Keys of both namespaces, some only in English (the fallback), as a job page asks for them.
const asked = [...keys(common), ...keys(jobsEn).map((key) => `jobs:${key}`)];

const versions = process.argv.slice(2);
if (versions.length === 0) versions.push(path.join(root, 'web/src/i18n/core.ts'));
const made = [];
for (const [i, source] of versions.entries()) {
  const out = path.join(work, `core-${i}.mjs`);
  compile(source, out);
  const { Translations } = await import(pathToFileURL(out).href);
  const texts = new Translations({
    language: 'si', fallbackLanguage: 'en', languages: ['en', 'si', 'ta'], namespaces: ['common', 'jobs'],
    defaultNamespace: 'common', fallbackNamespace: 'common', load: async () => null,
  });
  texts.addResourceBundle('en', 'jobs', jobsEn);
  texts.addResourceBundle('si', 'common', common);
  texts.addResourceBundle('si', 'jobs', jobsSi);
  made.push({ source, texts });
}

console.log(`texts: ${asked.length} keys of common and jobs, in Sinhala; node ${process.version}${process.execArgv.includes('--jitless') ? ', --jitless' : ' (with its JIT: run with --jitless for the server engine\'s case)'}`);
const rounds = 200_000;
for (let round = 1; round <= 3; round += 1) {
  for (const { source, texts } of made) {
    let length = 0;
    const start = process.hrtime.bigint();
    for (let i = 0; i < rounds; i += 1) length += texts.t(asked[i % asked.length]).length;
    const ns = Number(process.hrtime.bigint() - start) / rounds;
    console.log(`round ${round}  ${path.relative(process.cwd(), source).padEnd(40)} ${ns.toFixed(0).padStart(6)} ns per look-up  (${length} characters)`);
  }
}
