// Bundles the web client: src/main.js (with xterm.js and its fit addon) and src/style.css (with
// xterm.js's own) into files named after a hash of their content, writes the page that loads them,
// and lists every file in files.txt, which the daemon serves from (ahp.server.web.PageBundle).
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = process.argv[2];
if (!out) {
  console.error('usage: node build.mjs OUT_FOLDER');
  process.exit(2);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const result = await esbuild.build({
  entryPoints: [join(here, 'src/main.js'), join(here, 'src/style.css')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['chrome110', 'firefox115', 'safari16'],
  entryNames: '[name]-[hash]',
  outdir: out,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});

const outputs = Object.keys(result.metafile.outputs).map((file) => basename(file));
const script = outputs.find((name) => name.endsWith('.js'));
const style = outputs.find((name) => name.endsWith('.css'));
copyFileSync(join(here, 'src/icon.svg'), join(out, 'icon.svg'));
const page = readFileSync(join(here, 'src/index.html'), 'utf8')
  .replace('{{script}}', script)
  .replace('{{style}}', style);
writeFileSync(join(out, 'index.html'), page);
writeFileSync(join(out, 'files.txt'), ['index.html', 'icon.svg', script, style].join('\n') + '\n');
