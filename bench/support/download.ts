import fs from 'node:fs';
import http from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const newline = 0x0a;

/** Streams a GET to /dev/null, counting as it goes; `counts` can be read while it runs. */
export const startDownload = (url: string, cookie: string) => {
  const counts = { bytes: 0, lines: 0, headersMs: Number.NaN, totalMs: Number.NaN };
  const started = performance.now();
  const done = (async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(url, { headers: { cookie } }, resolve).on('error', reject);
    });
    counts.headersMs = performance.now() - started;
    if (response.statusCode !== 200) {
      response.resume();
      throw new Error(`GET ${url} answered ${response.statusCode}`);
    }
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        counts.bytes += chunk.length;
        for (let at = chunk.indexOf(newline); at !== -1; at = chunk.indexOf(newline, at + 1)) {
          counts.lines += 1;
        }
        callback(null, chunk);
      },
    });
    await pipeline(response, counter, fs.createWriteStream('/dev/null'));
    counts.totalMs = performance.now() - started;
    return counts;
  })();
  return { counts, done };
};
