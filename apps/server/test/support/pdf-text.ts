import { spawn } from 'node:child_process';

/** A PDF's text as poppler's pdftotext reads it. */
export const pdfText = (pdf: Buffer) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn('pdftotext', ['-', '-']);
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`exit ${code}`))));
    child.stdin.end(pdf);
  });
