import { useCallback, useEffect, useRef, useState } from 'react';
import { KYC_CAMERA_CONSTRAINTS } from '@hireloop/shared';

export type CameraStatus = 'idle' | 'starting' | 'live' | 'error';

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * The front camera for the selfie (docs/product.md section 9: ideal 1280x720, facing the user). Every track
 * is stopped by `stop()` and when the component using it unmounts, so leaving the selfie step or the
 * page turns the camera off.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const mounted = useRef(false);
  const [status, setStatus] = useState<CameraStatus>('idle');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  const stop = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setReady(false);
    setStatus('idle');
  }, []);

  const start = useCallback(async () => {
    stopStream(streamRef.current);
    streamRef.current = null;
    setReady(false);
    setStatus('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API');
      const stream = await navigator.mediaDevices.getUserMedia(KYC_CAMERA_CONSTRAINTS);
      // The user may have left the step while the browser asked for permission.
      if (!mounted.current) return stopStream(stream);
      streamRef.current = stream;
      setStatus('live');
    } catch {
      if (mounted.current) setStatus('error');
    }
  }, []);

  // The <video> is rendered once the status is live; attach the stream to it then.
  useEffect(() => {
    const video = videoRef.current;
    if (status !== 'live' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    video.play().catch(() => undefined);
  }, [status]);

  /** A mirrored JPEG snapshot of the current frame, as the user saw it, or null if none is ready. */
  const capture = useCallback((): string | null => {
    const video = videoRef.current;
    if (!video || !video.videoWidth || !video.videoHeight) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.translate(canvas.width, 0);
    context.scale(-1, 1);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, []);

  const onVideoReady = useCallback(() => setReady(true), []);

  return { videoRef, status, ready, start, stop, capture, onVideoReady };
}
