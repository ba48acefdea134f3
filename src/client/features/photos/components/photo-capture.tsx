import { useEffect, useRef, useState } from "react";
import type { PhotoAnalysis } from "../../../../contracts/photos";
import { photoFoodsWords } from "../../../../i18n/words/food-names";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { t } from "../../../lib/i18n";
import { roomForPhoto } from "../../../lib/outbox";
import { uploadProblem, useUploadPhoto } from "../api/upload-photo";
import { checkPhotoFile } from "../utils/check-photo-file";
import { PhotoAnalyzing } from "./photo-analyzing";
import { PhotoPicker } from "./photo-picker";
import { PhotoResult } from "./photo-result";

/** What the meal gets from the photo: the foods kept, the lab's confidence and the photo. */
export interface PhotoMealResult {
  /** Names of the detected foods the detective kept. */
  detectedFoods: string[];
  /** overallConfidence of the analysis, a whole percent. */
  aiConfidence: number;
  photoUrl: string;
  /**
   * A photo taken without a connection: it waits on this phone with the meal and is analysed
   * when sent (ADR 049); the lab's foods join the meal then.
   */
  waitingPhoto?: Blob;
}

type CaptureState =
  | { step: "empty"; notice?: string }
  | { step: "analyzing"; preview: string }
  | { step: "waiting"; preview: string }
  | {
      step: "result";
      preview: string;
      analysis: PhotoAnalysis;
      kept: PhotoAnalysis["foods"];
    };

type ResultState = Extract<CaptureState, { step: "result" }>;

function toMealResult(state: ResultState): PhotoMealResult {
  return {
    detectedFoods: state.kept.map((food) => food.name),
    aiConfidence: state.analysis.overallConfidence,
    photoUrl: state.analysis.photoUrl,
  };
}

interface PhotoCaptureProps {
  /** Called with the current foods after the analysis and after every fix the detective makes. */
  onResult: (result: PhotoMealResult) => void;
  /** Called when the detective throws the photo away to take another one. */
  onClear?: () => void;
  /** Told when an analysis starts and ends, so a meal is not saved while its photo is read. */
  onBusyChange?: (busy: boolean) => void;
  /**
   * The lab asks about a food it could not see ("Any milk in the cup?"): the meal form's one
   * food box, below, takes the answer.
   */
  onAskFood: () => void;
}

/**
 * SPEC 2/4 photo capture: empty (snap or choose), analyzing, result (remove what the lab got
 * wrong; what it missed is typed in the meal form's food box). Nothing is saved here: the meal
 * keeps the photo only when the meal itself is saved.
 */
export function PhotoCapture({ onResult, onClear, onBusyChange, onAskFood }: PhotoCaptureProps) {
  const [state, setState] = useState<CaptureState>({ step: "empty" });
  const upload = useUploadPhoto();
  const previewUrl = useRef<string | null>(null);

  const setPreview = (url: string | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = url;
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const showResult = (next: ResultState) => {
    setState(next);
    onResult(toMealResult(next));
  };

  // No signal: the photo waits on this phone with the meal, if there is room for it.
  const keepForLater = async (file: File, preview: string) => {
    if (!(await roomForPhoto(file.size))) {
      setPreview(null);
      setState({ step: "empty", notice: t("photos.phoneFull") });
      return;
    }
    setState({ step: "waiting", preview });
    onResult({
      detectedFoods: [],
      aiConfidence: 0,
      photoUrl: "",
      waitingPhoto: file,
    });
  };

  const pick = (file: File) => {
    const problem = checkPhotoFile(file);
    if (problem) {
      setState({ step: "empty", notice: problem });
      return;
    }
    const preview = URL.createObjectURL(file);
    setPreview(preview);
    if (!navigator.onLine) {
      void keepForLater(file, preview);
      return;
    }
    setState({ step: "analyzing", preview });
    onBusyChange?.(true);
    upload.mutate(file, {
      onSettled: () => onBusyChange?.(false),
      onSuccess: (answer) => {
        // The lab's foods in the app's language; the meal keeps them as the child sees them.
        const analysis = { ...answer, foods: photoFoodsWords(t, answer.foods) };
        showResult({ step: "result", preview, analysis, kept: analysis.foods });
      },
      onError: (error) => {
        // A fetch that never reached the server: the connection went while it was sent.
        if (error instanceof TypeError) {
          void keepForLater(file, preview);
          return;
        }
        setPreview(null);
        const found = uploadProblem(error);
        if (found.kind === "photo") {
          setState({ step: "empty", notice: found.message });
          return;
        }
        setState({ step: "empty" });
        toast({
          title: t("photos.uploadFailed"),
          description: found.message,
          variant: "destructive",
        });
      },
    });
  };

  const resultView = (result: ResultState) => {
    return (
      <PhotoResult
        preview={result.preview}
        analysis={result.analysis}
        kept={result.kept}
        onRemoveDetected={(name) =>
          showResult({ ...result, kept: result.kept.filter((food) => food.name !== name) })
        }
        onAskFood={onAskFood}
        onRetake={() => {
          setPreview(null);
          setState({ step: "empty" });
          onClear?.();
        }}
      />
    );
  };

  return (
    <section aria-label={t("photos.photoClues")}>
      {state.step === "empty" ? <PhotoPicker onPick={pick} notice={state.notice} /> : null}
      {state.step === "analyzing" ? <PhotoAnalyzing preview={state.preview} /> : null}
      {state.step === "waiting" ? (
        <PhotoWaiting
          preview={state.preview}
          onRetake={() => {
            setPreview(null);
            setState({ step: "empty" });
            onClear?.();
          }}
        />
      ) : null}
      {state.step === "result" ? resultView(state) : null}
    </section>
  );
}

/** A photo kept on this phone without a connection: read by the lab once it is sent. */
function PhotoWaiting({ preview, onRetake }: { preview: string; onRetake: () => void }) {
  return (
    <div className="rounded-3xl border-[3px] border-ink bg-white p-4">
      <img
        src={preview}
        alt={t("photos.yourMeal")}
        className="mx-auto aspect-[4/3] w-full max-w-sm rounded-2xl border-[3px] border-ink object-cover"
      />
      <div role="status" className="mt-3 rounded-2xl bg-sky-50 px-3 py-2 text-center">
        <p className="text-lg font-black">
          <span aria-hidden="true" className="font-emoji">
            ⏳{" "}
          </span>
          {t("photos.savedOnPhone")}
        </p>
        <p className="font-bold text-ink-soft">{t("photos.noSignal")}</p>
      </div>
      <Button variant="outline" size="sm" block className="mt-3" onClick={onRetake}>
        {t("photos.takeAnother")}
      </Button>
    </div>
  );
}
