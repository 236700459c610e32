import { Camera, CameraOff, CheckCircle2, RefreshCw, ScanFace, ThumbsUp } from 'lucide-react';
import { kycMessages, kycText } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCamera } from '../hooks/use-camera';
import type { KycState } from '../lib/kyc-steps';
import { StepFooter, StepHeading } from './step-layout';

interface SelfieStepProps {
  state: KycState;
  onCaptured: (image: string) => void;
  onDiscard: () => void;
  onVerify: () => void;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 3: start the camera, capture, preview (Retake or Looks Good), verify (docs/product.md section 4). The
 * camera belongs to this step: it stops on capture and whenever the step unmounts.
 */
export function SelfieStep({ state, onCaptured, onDiscard, onVerify, onBack, onContinue }: SelfieStepProps) {
  const camera = useCamera();
  const verifying = state.pending === 'selfie';
  const cameraOn = camera.status === 'starting' || camera.status === 'live';
  const showPreview = Boolean(state.selfie) && !cameraOn;

  const capture = () => {
    const image = camera.capture();
    if (!image) return;
    camera.stop();
    onCaptured(image);
  };

  const retake = () => {
    onDiscard();
    void camera.start();
  };

  const leave = (go: () => void) => () => {
    camera.stop();
    go();
  };

  return (
    <section aria-labelledby="kyc-step-title">
      <StepHeading
        icon={<ScanFace className="size-6" aria-hidden="true" />}
        title={kycText.selfieTitle}
        text={kycText.selfieText}
      />

      <div className="mt-6 space-y-5">
        {camera.status === 'error' && <Alert>{kycMessages.cameraDenied}</Alert>}
        {state.error && showPreview && !verifying && <Alert>{state.error}</Alert>}

        <div className="relative mx-auto aspect-[4/3] w-full max-w-2xl overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-slate-800 to-indigo-950 shadow-inner ring-1 ring-slate-900/10 sm:aspect-video dark:ring-white/10">
          {cameraOn && (
            <>
              <video
                ref={camera.videoRef}
                className="size-full -scale-x-100 object-cover"
                autoPlay
                muted
                playsInline
                aria-label={kycText.selfieCameraAlt}
                onLoadedMetadata={camera.onVideoReady}
              />
              <FaceGuide />
              {!camera.ready && (
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
                  <Spinner className="size-8" />
                  <p className="text-sm font-medium">{kycText.selfieStartingCamera}</p>
                </div>
              )}
            </>
          )}

          {showPreview && state.selfie && (
            <>
              <img src={state.selfie} alt={kycText.selfiePreviewAlt} className="size-full object-cover" />
              {verifying && <Scanning />}
              {state.selfieVerified && (
                <span
                  role="status"
                  className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-500 px-3 py-1 text-xs font-semibold text-white shadow-lg"
                >
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  {kycText.selfieVerified}
                </span>
              )}
            </>
          )}

          {!cameraOn && !showPreview && <CameraPlaceholder denied={camera.status === 'error'} />}
        </div>
      </div>

      <StepFooter
        onBack={leave(onBack)}
        backDisabled={verifying}
        onContinue={state.selfieVerified && !verifying ? leave(onContinue) : undefined}
      >
        {cameraOn ? (
          <Button
            size="lg"
            onClick={capture}
            disabled={!camera.ready}
            icon={<Camera className="size-4" aria-hidden="true" />}
          >
            {kycText.selfieCapture}
          </Button>
        ) : showPreview && !state.selfieVerified ? (
          <>
            <Button
              variant="secondary"
              size="lg"
              onClick={retake}
              disabled={verifying}
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
            >
              {kycText.selfieRetake}
            </Button>
            <Button
              size="lg"
              onClick={onVerify}
              loading={verifying}
              icon={<ThumbsUp className="size-4" aria-hidden="true" />}
            >
              {verifying ? kycText.selfieVerifying : kycText.selfieLooksGood}
            </Button>
          </>
        ) : (
          !showPreview && (
            <Button
              size="lg"
              onClick={() => void camera.start()}
              icon={
                camera.status === 'error' ? (
                  <RefreshCw className="size-4" aria-hidden="true" />
                ) : (
                  <Camera className="size-4" aria-hidden="true" />
                )
              }
            >
              {camera.status === 'error' ? kycText.tryAgain : kycText.selfieStartCamera}
            </Button>
          )
        )}
      </StepFooter>
    </section>
  );
}

/** An oval to place the face in, the rest of the frame dimmed. */
function FaceGuide() {
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center" aria-hidden="true">
      <div className="h-[78%] w-auto aspect-[3/4] rounded-[50%] border-[3px] border-white/85 shadow-[0_0_0_9999px_rgba(15,23,42,0.45)]" />
    </div>
  );
}

function Scanning() {
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-950/55 text-white backdrop-blur-[1px]"
    >
      <Spinner className="size-9 border-[3px]" />
      <p className="text-sm font-semibold">{kycText.selfieVerifying}</p>
    </div>
  );
}

function CameraPlaceholder({ denied }: { denied: boolean }) {
  const Icon = denied ? CameraOff : ScanFace;
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-5 p-6 text-center text-white">
      <span className="flex size-16 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20 sm:size-20">
        <Icon className="size-8 text-indigo-200 sm:size-10" aria-hidden="true" />
      </span>
      <ul className="flex flex-wrap justify-center gap-2">
        {kycText.selfieTips.map((tip) => (
          <li
            key={tip}
            className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-slate-100 ring-1 ring-white/15"
          >
            {tip}
          </li>
        ))}
      </ul>
    </div>
  );
}
