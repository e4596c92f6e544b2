import { Camera, CameraOff } from 'lucide-react';
import type QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const noCamera =
  'No camera could be found (a page reaches one only over https). Type the ticket code instead.';
const notAllowed =
  "The camera was not allowed. Allow it in the browser's site settings, or type the ticket code instead.";
const notStarted = 'The camera could not be started. Type the ticket code instead.';

/** The scanning library answers a refused camera as a missing one; the browser can tell them apart. */
const cameraRefused = async () => {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state === 'denied';
  } catch {
    return false;
  }
};

const problemOf = async (error: unknown) => {
  if (error !== 'Camera not found.') return notStarted;
  return (await cameraRefused()) ? notAllowed : noCamera;
};

/**
 * The phone's camera reading tickets' QR codes, each decoded text handed to `onDecode`. The
 * scanning library is loaded when the camera is first started, so only this page pays for it.
 */
export function CameraScanner({ onDecode }: { onDecode: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const scannerRef = useRef<QrScanner>(undefined);
  const onDecodeRef = useRef(onDecode);
  const mounted = useRef(false);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      scannerRef.current?.destroy();
    };
  }, []);

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
    // Refused before: the browser will not ask again, so the library is not worth loading.
    if (await cameraRefused()) {
      setProblem(notAllowed);
      return;
    }
    setState('starting');
    try {
      const { default: Scanner } = await import('qr-scanner');
      // The page may have been left while the library loaded: then no camera is started.
      if (!mounted.current) return;
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
      setProblem(await problemOf(error));
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
