import { Camera, CameraOff } from 'lucide-react';
import type QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const noCamera =
  'This browser offers no camera to the page (it needs a secure https address). Type the ticket code instead.';
const notAllowed =
  "The camera was not allowed. Allow it in the browser's site settings, or type the ticket code instead.";
const notStarted = 'The camera could not be started. Type the ticket code instead.';

const problemOf = (error: unknown) => {
  if (error instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(error.name)) {
    return notAllowed;
  }
  return error === 'Camera not found.' ? noCamera : notStarted;
};

/**
 * The phone's camera reading tickets' QR codes, each decoded text handed to `onDecode`. The
 * scanning library is loaded when the camera is first started, so only this page pays for it.
 */
export function CameraScanner({ onDecode }: { onDecode: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const scannerRef = useRef<QrScanner>(undefined);
  const onDecodeRef = useRef(onDecode);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);
  useEffect(() => () => scannerRef.current?.destroy(), []);

  const stop = () => {
    scannerRef.current?.destroy();
    scannerRef.current = undefined;
    setState('off');
  };

  const start = async () => {
    setProblem(undefined);
    const video = videoRef.current;
    if (!video || !navigator.mediaDevices?.getUserMedia) {
      setProblem(noCamera);
      return;
    }
    setState('starting');
    try {
      const { default: Scanner } = await import('qr-scanner');
      scannerRef.current = new Scanner(video, (result) => onDecodeRef.current(result.data), {
        returnDetailedScanResult: true,
        preferredCamera: 'environment',
        highlightScanRegion: true,
        maxScansPerSecond: 5,
      });
      await scannerRef.current.start();
      setState('on');
    } catch (error) {
      stop();
      setProblem(problemOf(error));
    }
  };

  return (
    <div className="grid gap-3">
      <div hidden={state === 'off'} className="relative overflow-hidden rounded-xl bg-slate-900">
        <video
          ref={videoRef}
          aria-label="Camera view: hold a ticket's QR code inside the square"
          muted
          playsInline
          className="aspect-square w-full object-cover"
        />
      </div>
      {state === 'off' ? (
        <Button size="lg" onClick={() => void start()}>
          <Camera aria-hidden="true" className="size-5" />
          Start camera
        </Button>
      ) : (
        <Button size="lg" variant="secondary" disabled={state === 'starting'} onClick={stop}>
          <CameraOff aria-hidden="true" className="size-5" />
          {state === 'starting' ? 'Starting camera…' : 'Stop camera'}
        </Button>
      )}
      {problem && <Alert tone="warning">{problem}</Alert>}
    </div>
  );
}
