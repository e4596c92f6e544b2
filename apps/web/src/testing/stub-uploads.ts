import { vi } from 'vitest';

type Answer = { status: number; body: unknown };

/** One upload the app sent, which the test answers. */
export class FakeUpload {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | undefined;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: FormData) {
    this.body = body;
    uploads.push(this);
    if (autoAnswer) {
      const answer = autoAnswer(this);
      setTimeout(() => this.respond(answer.status, answer.body));
    }
  }

  /** The multipart field names in the order they were sent. */
  fieldNames() {
    return [...(this.body?.keys() ?? [])];
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }

  timeOut() {
    this.ontimeout?.();
  }
}

let uploads: FakeUpload[] = [];
let autoAnswer: ((upload: FakeUpload) => Answer) | undefined;

/**
 * Replaces XMLHttpRequest, which the app uploads files with. Without `answer` each upload
 * waits for the test to call progress/respond/fail on it; with it, uploads are answered at once.
 */
export const stubUploads = (answer?: (upload: FakeUpload) => Answer) => {
  uploads = [];
  autoAnswer = answer;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  // jsdom has no object URLs; the app previews private uploads (student ID cards) with one.
  URL.createObjectURL = () => 'blob:local-preview';
  return uploads;
};

/** A small image file as a visitor would choose it. */
export const imageFile = (name = 'photo.png', bytes = 2048, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
