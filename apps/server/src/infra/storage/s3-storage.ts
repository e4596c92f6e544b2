import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { keyOf, parseKey, storedObject, type Storage } from './storage';

export type S3Settings = NonNullable<Config['s3']>;

const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Objects in one bucket of any S3-compatible store, under the same `public/` and `private/` keys
 * as on disk; public files are still served through our own route, so the bucket stays private.
 */
export const createS3Storage = (settings: S3Settings): Storage => {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 demands them: several S3-compatible stores reject the others.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = settings.bucket;

  return {
    async put(name, body, { contentType, visibility }) {
      // A single PUT needs the length up front; uploads are size-limited, so buffering is fine.
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(visibility, name),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
      return storedObject(visibility, name, bytes.length);
    },

    async stream(key) {
      parseKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return {
          body: object.Body,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      parseKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
};
