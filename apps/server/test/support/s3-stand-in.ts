import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Settings } from '../../src/infra/storage/s3-storage';

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request as `METHOD /path`, to check what the client really did. */
  requests: string[];
  /** The storage settings that point the app at this stand-in. */
  settings: S3Settings;
  close(): Promise<void>;
}

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A loopback HTTP server answering the path-style PutObject, GetObject, HeadObject and
 * DeleteObject calls of one bucket the way S3 does, with objects kept in memory. It checks that
 * each request is signed (SigV4) with the expected access key, not the signature itself.
 */
export const startS3StandIn = async (): Promise<S3StandIn> => {
  const bucket = 'osi-test-uploads';
  const accessKeyId = 'AKIATESTSTANDIN';
  const objects: S3StandIn['objects'] = new Map();
  const requests: string[] = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(`${request.method} ${url.pathname}`);
    const fail = (status: number, code: string, message: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : errorXml(code, message));
    };
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      return fail(403, 'InvalidAccessKeyId', 'The request is not signed with a known key.');
    }
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    if (bucketName !== bucket) return fail(404, 'NoSuchBucket', 'No such bucket.');
    const key = keyParts.map(decodeURIComponent).join('/');

    switch (request.method) {
      case 'PUT': {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks);
          objects.set(key, {
            body,
            contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          });
          response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          response.end();
        });
        return;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
          'last-modified': new Date().toUTCString(),
        });
        response.end(request.method === 'GET' ? object.body : undefined);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      default:
        return fail(405, 'MethodNotAllowed', 'Not supported by the stand-in.');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const endpoint = `http://127.0.0.1:${port}`;
  const secretAccessKey = 'stand-in-secret-key';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    settings: {
      endpoint,
      region: 'ap-south-1',
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: true,
    },
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
