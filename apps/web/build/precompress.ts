import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
// Below this, the encoding headers outweigh what compression saves.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once at build time at the highest levels, for the
 * server to send to clients that accept them (@fastify/static's `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gamesouq-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}
